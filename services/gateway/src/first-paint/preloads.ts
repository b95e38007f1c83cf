import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteNames, type RemoteName, type ServedRemotesManifest } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../render-head';

/** The parts of a federation build's mf-manifest.json the preloads need. */
interface FederationManifest {
  shared?: { assets?: { js?: { sync?: string[] } } }[];
  exposes?: { assets?: { js?: { sync?: string[] } } }[];
}

/** The remotes every page shows (header search, cart button), and the ones only some pages need. */
const remotesOnEveryPage: RemoteName[] = ['catalogue', 'cart'];
const accountPages = /^\/users\//;

export function remotesShownOn(path: string): RemoteName[] {
  return remoteNames.filter(
    (name) => remotesOnEveryPage.includes(name) || (name === 'account' && accountPages.test(path)),
  );
}

const syncJs = (parts: FederationManifest['shared']) => (parts ?? []).flatMap((part) => part.assets?.js?.sync ?? []);

async function remoteManifest(app: FastifyInstance, entry: string): Promise<FederationManifest | null> {
  const res = await app.inject({ method: 'GET', url: entry.replace(/[^/]*$/, 'mf-manifest.json') });
  return res.statusCode === 200 ? (res.json() as FederationManifest) : null;
}

/**
 * The scripts a page will load, fetched at once instead of one after another: the shell's shared
 * modules (it provides them to the remotes), and for each remote the page shows its entry and its
 * exposed module's chunks. Only remotes served from this origin: another origin's files are read
 * by the browser, not here. Anything unreadable is left out; the page then loads it as before.
 */
export async function preloadHrefs(
  app: FastifyInstance,
  shellDir: string,
  manifest: ServedRemotesManifest,
  path: string,
): Promise<string[]> {
  const shell = await readFile(join(shellDir, 'mf-manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as FederationManifest)
    .catch(() => null);
  const fromShell = syncJs(shell?.shared).map((file) => `/${file}`);
  const fromRemotes = await Promise.all(
    remotesShownOn(path).map(async (name) => {
      const entry = manifest.remotes[name]?.entry;
      if (!entry?.startsWith('/') || entry.startsWith('//')) return [];
      const remote = await remoteManifest(app, entry).catch(() => null);
      const base = entry.replace(/[^/]*$/, '');
      return [entry, ...syncJs(remote?.exposes).map((file) => `${base}${file}`)];
    }),
  );
  return [...new Set([...fromShell, ...fromRemotes.flat()])];
}

export const preloadLinks = (hrefs: string[]) =>
  hrefs.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" />`).join('\n    ');
