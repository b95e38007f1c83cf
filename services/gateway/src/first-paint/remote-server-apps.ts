import { createHash } from 'node:crypto';
import { createRequire, isBuiltin } from 'node:module';
import { posix } from 'node:path';
import { compileFunction } from 'node:vm';
import { remoteNames, type RemoteName, type ServedRemotesManifest } from '@shop/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readReleaseFile, releaseFileUrl } from './release-files';

/** Where a remote's build writes its server build, beside its remoteEntry.js (webpack-config/server-render.js). */
export const remoteServerAppFile = 'server/app.js';

/** And the server build's sha256 beside it (webpack-config/server-render.js, `remoteServerAppHashFile`). */
export const remoteServerAppHashFile = 'server/app.sha256.json';

const HashFileSchema = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/** Only the built-ins: a remote's server build gets everything else from the shell's (`sharedModules`). */
const builtins = createRequire(__filename);

export interface RemoteServerAppsOptions {
  /** How long a server build that could not be fetched (or did not match its hash) is not asked again. */
  retryAfterMs?: number;
  now?: () => number;
}

/** One version of a remote's server build: its hash and its load, shared by every page that asks. */
interface Version {
  sha256: string;
  app: Promise<unknown>;
  /** Set when fetching it failed: from then on, a page asks again. */
  retryAt?: number;
}

/**
 * The remotes' server builds, for the shell's server render. Each comes from where the manifest's
 * release is deployed, through the gateway's own routing (release-files.ts): its build folder, a
 * release folder, the remote's own server or the release's own Service. Only the file whose sha256
 * is the one its build published beside it is run, so a file that is not the release's (a partial
 * copy, another build under the same address) renders nothing. An entry on another origin is not
 * fetched: the gateway runs a server build with its own rights, so only from a deployment it routes.
 *
 * Each is required with the shell's own copies of what it shares (`sharedModules` of the shell's
 * server build; Node's built-ins besides), so a remote renders in the shell's React tree with its
 * stores, as in the browser. Each version (address and hash) is loaded once, however many pages ask
 * at the same time, and kept while the manifest names its address: a release, a rollback or a
 * redeployment under the same address (a new hash) changes the render without a restart. A build
 * that does not load is logged and its remote's slots paint in the browser; one that could not be
 * fetched is asked again after `retryAfterMs`.
 */
export function remoteServerApps(
  app: FastifyInstance,
  sharedModules: Readonly<Record<string, unknown>>,
  log: FastifyBaseLogger,
  { retryAfterMs = 30_000, now = Date.now }: RemoteServerAppsOptions = {},
) {
  const versions = new Map<string, Version>();
  /** Addresses whose hash could not be read, logged once until it is read again. */
  const unreadable = new Set<string>();

  function requireFor(url: string) {
    return (request: string): unknown => {
      if (Object.hasOwn(sharedModules, request)) return sharedModules[request];
      if (isBuiltin(request)) return builtins(request);
      throw new Error(`${url} asks for ${request}, which the shell's server build does not lend`);
    };
  }

  function run(url: string, source: Buffer): unknown {
    const module: { exports: Record<string, unknown> } = { exports: {} };
    // In this context (not a vm context of its own): the remote's promises and React's are the same kind.
    const parameters = ['exports', 'require', 'module', '__filename', '__dirname'];
    const compiled = compileFunction(source.toString('utf8'), parameters, { filename: url });
    compiled(module.exports, requireFor(url), module, url, posix.dirname(url));
    const exported = module.exports.default;
    if (typeof exported !== 'object' || exported === null) throw new Error('it exports no app');
    return exported;
  }

  async function fetchChecked(url: string, sha256: string): Promise<Buffer> {
    const source = await readReleaseFile(app, url);
    const actual = createHash('sha256').update(source).digest('hex');
    if (actual !== sha256) throw new Error(`its sha256 is ${actual}, its build published ${sha256}`);
    return source;
  }

  function load(url: string, sha256: string): Version {
    const version: Version = { sha256, app: Promise.resolve(undefined) };
    version.app = fetchChecked(url, sha256).then(
      (source) => {
        try {
          return run(url, source);
        } catch (error) {
          // The same bytes fail the same way: this version stays without a server render.
          log.error({ err: error, url }, "remote's server build not loaded; its slots paint in the browser");
          return undefined;
        }
      },
      (error: unknown) => {
        log.error({ err: error, url }, "remote's server build refused or not fetched; its slots paint in the browser");
        version.retryAt = now() + retryAfterMs;
        return undefined;
      },
    );
    return version;
  }

  async function publishedHash(hashUrl: string): Promise<string | null> {
    try {
      const { sha256 } = HashFileSchema.parse(JSON.parse((await readReleaseFile(app, hashUrl)).toString('utf8')));
      unreadable.delete(hashUrl);
      return sha256;
    } catch (error) {
      if (!unreadable.has(hashUrl)) log.warn({ err: error, url: hashUrl }, "remote's server build hash unreadable");
      unreadable.add(hashUrl);
      return null;
    }
  }

  async function appOf(url: string, hashUrl: string): Promise<unknown> {
    const sha256 = await publishedHash(hashUrl);
    if (sha256 === null) return undefined;
    let version = versions.get(url);
    const stale = version?.retryAt !== undefined && now() >= version.retryAt;
    if (!version || version.sha256 !== sha256 || stale) {
      version = load(url, sha256);
      versions.set(url, version);
    }
    return version.app;
  }

  /** The apps of the releases the manifest names now, of those this gateway routes. */
  return async function appsOf(manifest: ServedRemotesManifest): Promise<Partial<Record<RemoteName, unknown>>> {
    const addresses = remoteNames.flatMap((name) => {
      const entry = manifest.remotes[name]?.entry;
      const url = entry ? releaseFileUrl(entry, remoteServerAppFile) : null;
      const hashUrl = entry ? releaseFileUrl(entry, remoteServerAppHashFile) : null;
      return url && hashUrl ? [{ name, url, hashUrl }] : [];
    });
    // Releases the manifest no longer names are let go (a promotion or a rollback loads its own again).
    const named = new Set(addresses.flatMap(({ url, hashUrl }) => [url, hashUrl]));
    for (const url of versions.keys()) if (!named.has(url)) versions.delete(url);
    for (const url of unreadable) if (!named.has(url)) unreadable.delete(url);
    const apps = await Promise.all(
      addresses.map(async ({ name, url, hashUrl }) => [name, await appOf(url, hashUrl)] as const),
    );
    return Object.fromEntries(apps.filter(([, loaded]) => loaded !== undefined));
  };
}
