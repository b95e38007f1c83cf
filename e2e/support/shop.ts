import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildGateway, gatewayConfigFromEnv } from '@shop/gateway-service';

export const repoRoot = resolve(__dirname, '../..');

export interface RunningShop {
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real shop on its embedded defaults, as `npm start` runs it, on a free port of 127.0.0.1
 * with a fresh data folder. Needs the apps built (npm test builds them first).
 */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const app = await buildGateway(gatewayConfigFromEnv({ DATA_DIR: dataDir, ...env }, repoRoot), { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    dataDir,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
