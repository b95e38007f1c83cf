import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteNames, type RemoteName, type ServedRemotesManifest } from '@shop/contracts';
import { escapeHtml } from '../render-head';

/** The parts of a federation build's mf-manifest.json the preloads need. */
interface FederationManifest {
  shared?: { assets?: { js?: { sync?: string[] } } }[];
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

/**
 * The scripts a page will load, fetched at once instead of one after another: the shell's shared
 * modules (it provides them to the remotes), and the entry of each remote the page shows. Only
 * remotes served from this origin. Anything unreadable is left out; the page then loads it as before.
 *
 * Not the remotes' exposed chunks: when such a preload fails (the remote unreachable for a moment),
 * Chromium answers the chunk's later script request with that failed preload, so the remote's retry
 * button could never load it (e2e/specs/remote-failure.e2e.ts). The entry is safe: the runtime asks
 * for it again with ?retry=N.
 */
export async function preloadHrefs(shellDir: string, manifest: ServedRemotesManifest, path: string): Promise<string[]> {
  const shell = await readFile(join(shellDir, 'mf-manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as FederationManifest)
    .catch(() => null);
  const fromShell = syncJs(shell?.shared).map((file) => `/${file}`);
  const fromRemotes = remotesShownOn(path).flatMap((name) => {
    const entry = manifest.remotes[name]?.entry;
    return entry?.startsWith('/') && !entry.startsWith('//') ? [entry] : [];
  });
  return [...new Set([...fromShell, ...fromRemotes])];
}

export const preloadLinks = (hrefs: string[]) =>
  hrefs.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" />`).join('\n    ');
