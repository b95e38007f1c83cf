import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  findDeclaredPage,
  routesOf,
  parseRemotesManifestEntries,
  remoteNames,
  remotesManifestPath,
  type DeclaredPages,
  type RemotesManifest,
  type ServedRemotesManifest,
} from '@shop/contracts';
import { requestLocale } from '@shop/service-kit';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answersWithPage, isApiRequest, mayBeRemotePage } from './call-paths';
import { CatalogueUnavailableError, type CatalogueLookup } from './catalogue-lookup';
import type { GatewayConfig } from './config';
import { pageHead, unavailableHead } from './page-heads';
import { remotePages } from './remote-pages';
import { registerProxy } from './raw-proxy';
import { registerRemoteReleases } from './remote-releases';
import { retryAfterSeconds } from './service-proxies';
import { renderHead } from './render-head';
import { embeddedAnswers } from './first-paint/embedded-answers';
import { firstRenderCalls } from './first-paint/page-calls';
import { preloadsOf } from './first-paint/preloads';
import { renderFirstPaint } from './first-paint/render-first-paint';
import { remoteServerApps } from './first-paint/remote-server-apps';
import { loadServerRender, withRenderedRoot } from './first-paint/server-render';
import { contentSecurityPolicy, originsOf, type SecurityHeadersOptions } from './security-headers';

const noCache = 'no-cache';
/**
 * A page carries what its buyer's cookies open (the embedded cart with its address, the header's
 * badge): only the browser may keep it, and only to revalidate it. Not no-store, which would keep
 * the page out of the back/forward cache.
 */
const pageCache = 'private, no-cache';
const immutable = 'public, max-age=31536000, immutable';

/**
 * Entry files must be revalidated (they name the hashed chunks); hashed chunks never change.
 * `path` is the file sent, which may be the precompressed `.br` or `.gz` copy.
 */
function setCacheHeaders(reply: FastifyReply, path: string) {
  const entry = /(remoteEntry\.js|index\.html|mf-manifest\.json|pages\.json)(\.br|\.gz)?$/.test(path);
  reply.header('cache-control', entry ? noCache : immutable);
}

export const defaultManifest = (): RemotesManifest => ({
  remotes: Object.fromEntries(
    remoteNames.map((name) => [name, { entry: `/remotes/${name}/remoteEntry.js` }]),
  ) as RemotesManifest['remotes'],
});

/** The manifest file's valid entries; a bad entry is left out with a warning, so only its remote is missing. */
async function readManifest(file: string | undefined, log: FastifyBaseLogger): Promise<ServedRemotesManifest> {
  if (!file) return defaultManifest();
  const { manifest, dropped } = parseRemotesManifestEntries(JSON.parse(await readFile(file, 'utf8')));
  for (const { remote, problem } of dropped) log.warn({ remote, problem, file }, 'remotes manifest entry dropped');
  return manifest;
}

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');

/** A broken manifest breaks the remotes (GET /remotes.json says why), not the page itself. */
const manifestForPage = (config: GatewayConfig, request: FastifyRequest) =>
  readManifest(config.manifestFile, request.log).catch((error: unknown) => {
    request.log.warn({ err: error }, 'remotes manifest unreadable; page allows only its own origin');
    return defaultManifest();
  });

/**
 * The browser's side of the gateway: the remotes manifest with the pages of the releases it names,
 * each remote's files (from its build folder or its own server), and the shell for every page of
 * the shop, the shell's own and those the remotes declare (remote-pages.ts).
 */
export async function registerFrontend(
  app: FastifyInstance,
  config: GatewayConfig,
  lookup: CatalogueLookup,
  security: SecurityHeadersOptions,
): Promise<{
  sendPage: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  /** The pages the remotes declare in the releases the manifest names now. */
  declaredPages: (request: FastifyRequest) => Promise<DeclaredPages>;
  /** Whether a path is a remote's page, as the declarations were last read (for hooks that cannot wait). */
  isRemotePagePath: (path: string) => boolean;
}> {
  const readDeclaredPages = remotePages(app, app.log);
  let latestPages: DeclaredPages = {};
  const readPagesOf = async (manifest: ServedRemotesManifest) => {
    const read = await readDeclaredPages(manifest);
    latestPages = read.pages;
    return read;
  };
  const declaredPagesOf = async (manifest: ServedRemotesManifest) => (await readPagesOf(manifest)).pages;

  app.get(remotesManifestPath, async (request, reply) => {
    reply.header('cache-control', noCache);
    const manifest = await readManifest(config.manifestFile, request.log);
    return { ...manifest, pages: routesOf(await declaredPagesOf(manifest)) };
  });

  let decorated = false;
  const serveDir = async (root: string, prefix: string, extra: Record<string, unknown> = {}) => {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: !decorated,
      setHeaders: setCacheHeaders,
      index: false,
      // The build writes a .br and a .gz next to each text file (packages/webpack-config).
      preCompressed: true,
      ...extra,
    });
    decorated = true;
  };

  for (const name of remoteNames) {
    const source = config.remotes[name];
    const releases = config.remoteReleases[name];
    if (releases) await registerRemoteReleases(app, name, releases);
    if ('url' in source) {
      await registerProxy(app, { upstream: source.url, prefix: `/remotes/${name}`, rewritePrefix: '' });
    } else if (existsSync(source.dir)) {
      await serveDir(source.dir, `/remotes/${name}/`);
    } else if (!releases) {
      app.log.warn(`remote ${name}: no build at ${source.dir}; run the build first`);
    }
  }
  if (config.releasesDir) await serveDir(config.releasesDir, '/remotes/releases/');

  const shellBuilt = existsSync(join(config.shellDir, 'index.html'));
  if (shellBuilt) {
    // Only the shell's own browser files; pages are answered below so unknown files do not mask
    // them, and the server render is the gateway's to run, not a file for browsers.
    await serveDir(config.shellDir, '/', { wildcard: false, globIgnore: ['**/index.html', 'server/**'] });
  } else {
    app.log.warn(`shell: no build at ${config.shellDir}; run the build first`);
  }
  const serverRender = shellBuilt ? loadServerRender(config.shellDir, app.log) : null;
  const remoteAppsOf = serverRender ? remoteServerApps(app, serverRender.sharedModules, app.log) : null;

  // Each page gets its own head in the buyer's language; a page known only by pattern whose item
  // is missing (or /legal outside German) answers 404 while the shell still renders its not-found page.
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const locale = requestLocale(request);
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
    const [html, manifest] = await Promise.all([
      readFile(join(config.shellDir, 'index.html'), 'utf8'),
      manifestForPage(config, request),
    ]);
    const { pages: declaredPages, unreadable } = await readPagesOf(manifest);
    const declared = findDeclaredPage(declaredPages, path);
    const pages = routesOf(declaredPages);
    // A path no page matches while a remote's pages cannot be read may be one of its pages: unavailable
    // for now (503, Retry-After), not gone, so that a crawler keeps it and a buyer is told to come back.
    const pagesUnknown = status === 404 && !declared && unreadable.length > 0;
    // The shell still comes, with 503 and Retry-After: its remotes show what is unavailable.
    const head = pagesUnknown
      ? unavailableHead(locale)
      : await pageHead(path, locale, lookup, new URLSearchParams(search), declared).catch((error: unknown) => {
          if (!(error instanceof CatalogueUnavailableError)) throw error;
          return unavailableHead(locale);
        });
    // A release may move a remote to an origin of its own through the manifest alone: the page
    // allows the origins the manifest names right now.
    const remoteOrigins = originsOf(Object.values(manifest.remotes).map((remote) => remote.entry));
    if (head.status === 503) reply.header('retry-after', String(retryAfterSeconds));
    if (head.indexable === false) reply.header('x-robots-tag', 'noindex');
    const [preloads, answers, remotes] = await Promise.all([
      preloadsOf(app, config.shellDir, manifest, path, locale, declared?.remote),
      embeddedAnswers(app, firstRenderCalls(path, request.headers.cookie, declared), locale, request.headers.cookie),
      remoteAppsOf?.(manifest),
    ]);
    const page = await withRenderedRoot(
      renderFirstPaint(renderHead(html, head, locale), { preloads, manifest: { ...manifest, pages }, answers }),
      serverRender?.renderPage ?? null,
      { url: request.url, locale, cookie: request.headers.cookie ?? '', answers, remotes, pages },
      request.log,
      serverRender?.firstInput ?? null,
    );
    return reply
      .status(status === 404 && !declared && !pagesUnknown ? 404 : head.status)
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        contentSecurityPolicy(security, request.hostname, remoteOrigins, serverRender?.firstInput?.cspHash),
      )
      .header('cache-control', pageCache)
      .header('vary', 'Cookie, Accept-Language')
      .send(page);
  };

  // Before routing: a page wins over the old call path that shares its address (/faq, /users/profile).
  // A callback hook, so a call passes it without a promise (each costs the request-id context's hooks).
  app.addHook('onRequest', (request, reply, done) => {
    if (!shellBuilt) return done();
    // The page is the answer: the hook chain stops without done(), unless sending it failed.
    if (answersWithPage(request)) return void sendIndex(request, reply, 200).catch(done);
    if (!mayBeRemotePage(request)) return done();
    const path = request.url.split('?')[0] ?? '/';
    manifestForPage(config, request)
      .then(declaredPagesOf)
      .then((pages) => (findDeclaredPage(pages, path) ? sendIndex(request, reply, 200) : done()))
      .catch(done);
  });

  return {
    declaredPages: async (request) => declaredPagesOf(await manifestForPage(config, request)),
    isRemotePagePath: (path) => findDeclaredPage(latestPages, path) !== null,
    /** For unmatched requests: a browser asking for a page gets the shell with 404 (it shows the not-found page). */
    sendPage: async (request, reply) => {
      if (!shellBuilt || !wantsPage(request) || isApiRequest(request)) return false;
      await sendIndex(request, reply, 404);
      return true;
    },
  };
}
