import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remotePagesFile, RemotePagesSchema, type RemoteName, type RemotePagesDeclaration } from '@shop/contracts';
import accountPages from '../../../mf-account/src/pages';
import cartPages from '../../../mf-cart/src/pages';
import cataloguePages from '../../../mf-catalogue/src/pages';
import { buildGateway } from '../src/app';
import { gatewayConfigFromEnv } from '../src/config';

/** The remotes' own page declarations, as their builds publish them (packages/webpack-config). */
export const declaredPages: Record<RemoteName, RemotePagesDeclaration> = {
  catalogue: cataloguePages,
  cart: cartPages,
  account: accountPages,
};

export const pagesJson = (declaration: RemotePagesDeclaration) => JSON.stringify(RemotePagesSchema.parse(declaration));

/** A folder laid out like built apps: a shell index, and a remote entry with its pages per remote. */
export function builtAppsFixture() {
  const root = mkdtempSync(join(tmpdir(), 'gateway-'));
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(
    join(root, 'shell/dist/index.html'),
    '<!doctype html><html lang="de"><head><meta charset="utf-8" /><title>Nordbau</title></head><body><div ' +
      'id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'shell/dist/main.abc123.js'), 'console.log("shell")');
  for (const name of ['catalogue', 'cart', 'account']) {
    mkdirSync(join(root, `mf-${name}/dist`), { recursive: true });
    writeFileSync(join(root, `mf-${name}/dist/remoteEntry.js`), `/* ${name} entry */`);
    writeFileSync(join(root, `mf-${name}/dist/${remotePagesFile}`), pagesJson(declaredPages[name as RemoteName]));
  }
  return root;
}

/** A remote's server build in its build folder, with its hash beside it as packages/webpack-config writes them. */
export function writeRemoteServerBuild(folder: string, source: string): void {
  mkdirSync(join(folder, 'server'), { recursive: true });
  writeFileSync(join(folder, 'server/app.js'), source);
  const sha256 = createHash('sha256').update(source).digest('hex');
  writeFileSync(join(folder, 'server/app.sha256.json'), JSON.stringify({ sha256 }));
}

export async function buildTestGateway(env: Record<string, string> = {}) {
  const root = builtAppsFixture();
  const app = await buildGateway(gatewayConfigFromEnv({ DATA_DIR: join(root, 'data'), ...env }, root), {
    logger: false,
  });
  await app.ready();
  return { app, root };
}

/**
 * One gateway for the tests of a file or describe block: built before the first, closed after the
 * last. Building one starts every embedded service, which on a busy machine takes seconds; tests
 * that need their own configuration or a fresh data folder still call `buildTestGateway`.
 */
export function sharedTestGateway(env: Record<string, string> = {}) {
  let gateway: Awaited<ReturnType<typeof buildTestGateway>> | undefined;
  beforeAll(async () => {
    gateway = await buildTestGateway(env);
  });
  afterAll(async () => {
    await gateway?.app.close();
  });
  return () => {
    if (!gateway) throw new Error('the shared gateway was not built (see the error of beforeAll)');
    return gateway;
  };
}
