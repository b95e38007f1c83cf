import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteNames, type Locale, type RemoteName, type ServedRemotesManifest } from '@shop/contracts';
import { escapeHtml } from '../render-head';

/** The parts of a federation build's mf-manifest.json the preloads need. */
interface FederationManifest {
  shared?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** The core texts of one language, shared by the apps (packages/webpack-config/shared-modules.js). */
const coreTextsOf = /^@shop\/i18n\/core\/(.+)$/;

/** The remotes every page shows (header search, cart button), and the ones only some pages need. */
const remotesOnEveryPage: RemoteName[] = ['catalogue', 'cart'];
const accountPages = /^\/users\//;

export function remotesShownOn(path: string): RemoteName[] {
  return remoteNames.filter(
    (name) => remotesOnEveryPage.includes(name) || (name === 'account' && accountPages.test(path)),
  );
}

const syncJs = (parts: FederationManifest['shared']) => (parts ?? []).flatMap((part) => part.assets?.js?.sync ?? []);

/** The page needs the core texts of its own language only. */
const neededOn = (locale: Locale) => (part: NonNullable<FederationManifest['shared']>[number]) => {
  const texts = coreTextsOf.exec(part.name ?? '');
  return !texts || texts[1] === locale;
};

/**
 * The scripts a page will load, fetched at once instead of one after another: the shell's shared
 * modules (it provides them to the remotes; of the core texts the page's language only), and the
 * entry of each remote the page shows. Only remotes served from this origin. Anything unreadable is
 * left out; the page then loads it as before.
 *
 * Not the remotes' exposed chunks: when such a preload fails (the remote unreachable for a moment),
 * Chromium answers the chunk's later script request with that failed preload, so the remote's retry
 * button could never load it (e2e/specs/remote-failure.e2e.ts). The entry is safe: the runtime asks
 * for it again with ?retry=N.
 */
export async function preloadHrefs(
  shellDir: string,
  manifest: ServedRemotesManifest,
  path: string,
  locale: Locale,
): Promise<string[]> {
  const shell = await readFile(join(shellDir, 'mf-manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as FederationManifest)
    .catch(() => null);
  const fromShell = syncJs(shell?.shared?.filter(neededOn(locale))).map((file) => `/${file}`);
  const fromRemotes = remotesShownOn(path).flatMap((name) => {
    const entry = manifest.remotes[name]?.entry;
    return entry?.startsWith('/') && !entry.startsWith('//') ? [entry] : [];
  });
  return [...new Set([...fromShell, ...fromRemotes])];
}

export const preloadLinks = (hrefs: string[]) =>
  hrefs.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" />`).join('\n    ');
