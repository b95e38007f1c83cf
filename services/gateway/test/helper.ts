import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGateway } from '../src/app';
import { gatewayConfigFromEnv } from '../src/config';

/** A folder laid out like built apps: a shell index and a remote entry per remote. */
export function builtAppsFixture() {
  const root = mkdtempSync(join(tmpdir(), 'gateway-'));
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(
    join(root, 'shell/dist/index.html'),
    '<!doctype html><html lang="de"><head><meta charset="utf-8" /><title>Nordbau</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'shell/dist/main.abc123.js'), 'console.log("shell")');
  for (const name of ['catalogue', 'cart', 'account']) {
    mkdirSync(join(root, `mf-${name}/dist`), { recursive: true });
    writeFileSync(join(root, `mf-${name}/dist/remoteEntry.js`), `/* ${name} entry */`);
  }
  return root;
}

export async function buildTestGateway(env: Record<string, string> = {}) {
  const root = builtAppsFixture();
  const app = await buildGateway(gatewayConfigFromEnv({ DATA_DIR: join(root, 'data'), ...env }, root), {
    logger: false,
  });
  await app.ready();
  return { app, root };
}
