import { readFile, stat } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join, posix, resolve, sep } from 'node:path';
import { compileFunction } from 'node:vm';
import { remoteNames, type RemoteName, type ServedRemotesManifest } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayConfig } from '../config';

/** Where a remote's build writes its server build, beside its remoteEntry.js (webpack-config/server-render.js). */
export const remoteServerAppFile = 'server/app.js';

const entryFile = 'remoteEntry.js';

/**
 * The folder on this gateway's disk that a manifest entry's release is served from (a remote's
 * build folder or the releases folder), or null: a remote the gateway proxies, another origin, or
 * an address outside those folders.
 */
export function releaseFolderOf(entry: string, config: Pick<GatewayConfig, 'remotes' | 'releasesDir'>): string | null {
  if (!entry.startsWith('/') || entry.startsWith('//')) return null;
  const path = posix.normalize(entry.replace(/[?#].*$/, ''));
  if (posix.basename(path) !== entryFile) return null;
  const roots: [string, string][] = [
    ...(config.releasesDir ? [['/remotes/releases/', config.releasesDir] as [string, string]] : []),
    ...remoteNames.flatMap((name): [string, string][] => {
      const source = config.remotes[name];
      return 'dir' in source ? [[`/remotes/${name}/`, source.dir]] : [];
    }),
  ];
  for (const [prefix, root] of roots) {
    if (!path.startsWith(prefix)) continue;
    const folder = resolve(root, posix.dirname(path.slice(prefix.length)));
    return folder === root || folder.startsWith(root + sep) ? folder : null;
  }
  return null;
}

/**
 * The remotes' server builds, for the shell's server render: each is required with the shell's
 * own copies of what it shares (`sharedModules` of the shell's server build; Node's built-ins
 * besides), so a remote renders in the shell's React tree with its stores, as in the browser.
 * Each file is loaded once per version on disk (its mtime): a release placed later is picked up.
 * A build that does not load is logged once and its remote's slots paint in the browser.
 */
export function remoteServerApps(
  config: Pick<GatewayConfig, 'remotes' | 'releasesDir'>,
  sharedModules: Readonly<Record<string, unknown>>,
  log: FastifyBaseLogger,
) {
  const loaded = new Map<string, { mtimeMs: number; app: unknown }>();

  function requireFor(file: string) {
    const nodeRequire = createRequire(file);
    return (request: string): unknown => {
      if (Object.hasOwn(sharedModules, request)) return sharedModules[request];
      if (isBuiltin(request)) return nodeRequire(request);
      throw new Error(`${file} asks for ${request}, which the shell's server build does not lend`);
    };
  }

  async function load(file: string): Promise<unknown> {
    const module: { exports: Record<string, unknown> } = { exports: {} };
    // In this context (not a vm context of its own): the remote's promises and React's are the same kind.
    const parameters = ['exports', 'require', 'module', '__filename', '__dirname'];
    const run = compileFunction(await readFile(file, 'utf8'), parameters, { filename: file });
    run(module.exports, requireFor(file), module, file, dirname(file));
    const app = module.exports.default;
    if (typeof app !== 'object' || app === null) throw new Error('it exports no app');
    return app;
  }

  async function appIn(folder: string): Promise<unknown> {
    const file = join(folder, remoteServerAppFile);
    const mtimeMs = await stat(file).then(
      (found) => found.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return undefined;
    const known = loaded.get(file);
    if (known?.mtimeMs === mtimeMs) return known.app;
    const app = await load(file).catch((error: unknown) => {
      log.error({ err: error, file }, "remote's server build not loaded; its slots paint in the browser");
      return undefined;
    });
    loaded.set(file, { mtimeMs, app });
    return app;
  }

  /** The apps of the releases the manifest names now, for those this gateway serves from disk. */
  return async function appsOf(manifest: ServedRemotesManifest): Promise<Partial<Record<RemoteName, unknown>>> {
    const folders = remoteNames.map((name) => {
      const entry = manifest.remotes[name]?.entry;
      return [name, entry ? releaseFolderOf(entry, config) : null] as const;
    });
    // Releases the manifest no longer names are let go (a promotion or a rollback loads its own again).
    const named = new Set(folders.flatMap(([, folder]) => (folder ? [join(folder, remoteServerAppFile)] : [])));
    for (const file of loaded.keys()) if (!named.has(file)) loaded.delete(file);
    const apps = await Promise.all(
      folders.map(async ([name, folder]) => [name, folder ? await appIn(folder) : undefined] as const),
    );
    return Object.fromEntries(apps.filter(([, app]) => app !== undefined));
  };
}
