import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteNames, type Locale, type RemoteName, type ServedRemotesManifest } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../render-head';

/** One file the page will need, fetched before its scripts ask for it. */
export interface Preload {
  href: string;
  as: 'script' | 'style';
  /**
   * A remote's stylesheet: its file as the remote's own CSS loading names it (relative to the
   * remote's folder). Sent as `data-href`, so once the page links the file (server-render.ts) the
   * remote's code finds that link instead of adding a second one (mini-css-extract's lookup).
   */
  file?: string;
}

/** The parts of a federation build's mf-manifest.json the preloads need. */
interface FederationManifest {
  shared?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
  exposes?: { assets?: { css?: { sync?: string[]; async?: string[] } } }[];
}

/** The core texts of one language, shared by the apps (packages/webpack-config/shared-modules.js). */
const coreTextsOf = /^@shop\/i18n\/core\/(.+)$/;

/** The remotes every page shows (header search, cart button), and the ones only some pages need. */
const remotesOnEveryPage: RemoteName[] = ['catalogue', 'cart'];
/** The shell's /users/profile shows mf-account's profile. */
const accountPages = /^\/users\//;

/** `pageRemote`: the remote whose declared page it is (remote-pages.ts). */
export function remotesShownOn(path: string, pageRemote?: RemoteName): RemoteName[] {
  return remoteNames.filter(
    (name) =>
      remotesOnEveryPage.includes(name) || name === pageRemote || (name === 'account' && accountPages.test(path)),
  );
}

const syncJs = (parts: FederationManifest['shared']) => (parts ?? []).flatMap((part) => part.assets?.js?.sync ?? []);

/** All of an exposed module's CSS, its lazy pages' too: the build puts an app's CSS in one file. */
const exposedCss = (parts: FederationManifest['exposes']) =>
  (parts ?? []).flatMap((part) => [...(part.assets?.css?.sync ?? []), ...(part.assets?.css?.async ?? [])]);

/** The page needs the core texts of its own language only. */
const neededOn = (locale: Locale) => (part: NonNullable<FederationManifest['shared']>[number]) => {
  const texts = coreTextsOf.exec(part.name ?? '');
  return !texts || texts[1] === locale;
};

const servedHere = (entry: string | undefined): entry is string => !!entry?.startsWith('/') && !entry.startsWith('//');

/**
 * The manifest next to a remote's entry, asked through the gateway's own routing: it serves the
 * remote from its build folder, a release folder or the remote's own server alike.
 */
async function remoteManifest(app: FastifyInstance, entry: string): Promise<FederationManifest | null> {
  const res = await app.inject({ method: 'GET', url: entry.replace(/[^/]*$/, 'mf-manifest.json') });
  return res.statusCode === 200 ? (res.json() as FederationManifest) : null;
}

/**
 * The files a page will load, fetched at once instead of one after another: the shell's shared
 * modules (it provides them to the remotes; of the core texts the page's language only), and of
 * each remote the page shows its entry and its CSS (read from the mf-manifest.json next to the
 * entry, so a release that moves the entry moves them). Only remotes served from this origin.
 * Anything unreadable is left out; the page then loads it as before.
 *
 * Not the remotes' exposed JavaScript chunks: when such a preload fails (the remote unreachable for
 * a moment), Chromium answers the chunk's later script request with that failed preload, so the
 * remote's retry button could never load it (e2e/specs/remote-failure.e2e.ts). The entry is safe:
 * the runtime asks for it again with ?retry=N. A stylesheet's later request is not answered by a
 * failed preload (the same journey retries with the CSS preloaded).
 */
export async function preloadsOf(
  app: FastifyInstance,
  shellDir: string,
  manifest: ServedRemotesManifest,
  path: string,
  locale: Locale,
  pageRemote?: RemoteName,
): Promise<Preload[]> {
  const entries = remotesShownOn(path, pageRemote)
    .map((name) => manifest.remotes[name]?.entry)
    .filter(servedHere);
  const [shell, remotes] = await Promise.all([
    readFile(join(shellDir, 'mf-manifest.json'), 'utf8')
      .then((text) => JSON.parse(text) as FederationManifest)
      .catch(() => null),
    Promise.all(entries.map((entry) => remoteManifest(app, entry).catch(() => null))),
  ]);
  const scripts = [...syncJs(shell?.shared?.filter(neededOn(locale))).map((file) => `/${file}`), ...entries];
  const styles = new Map(
    entries.flatMap((entry, i) =>
      exposedCss(remotes[i]?.exposes).map((file) => [entry.replace(/[^/]*$/, file), file] as const),
    ),
  );
  return [
    ...[...new Set(scripts)].map((href): Preload => ({ href, as: 'script' })),
    ...[...styles].map(([href, file]): Preload => ({ href, as: 'style', file })),
  ];
}

export const preloadLinks = (preloads: Preload[]) =>
  preloads
    .map(
      ({ href, as, file }) =>
        `<link rel="preload" as="${as}" href="${escapeHtml(href)}"` +
        `${file === undefined ? '' : ` data-href="${escapeHtml(file)}"`} />`,
    )
    .join('\n    ');
