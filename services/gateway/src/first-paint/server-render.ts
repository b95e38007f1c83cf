import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { DeclaredRoutes, EmbeddedAnswers, Locale, RemoteName } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { readFirstInputScript, startingAtFirstInput, type FirstInputScript } from './first-input';

/** What the shell's server build renders a page from (shell/src/server/render-page.tsx). */
export interface PageToRender {
  url: string;
  locale: Locale;
  cookie: string;
  answers: EmbeddedAnswers;
  /** The remotes' apps from their server builds (remote-server-apps.ts): their slots render too. */
  remotes?: Partial<Record<RemoteName, unknown>>;
  /** The remotes' declared pages (remote-pages.ts), which the shell routes as the browser will from the manifest. */
  pages?: DeclaredRoutes;
}

export type RenderPage = (page: PageToRender) => string | Promise<string>;

/** The shell's server build: its render, and the modules it lends the remotes' server builds. */
export interface ServerRender {
  renderPage: RenderPage;
  sharedModules: Readonly<Record<string, unknown>>;
  /** The shell's first-input script (shell/src/first-input), when the build has one. */
  firstInput: FirstInputScript | null;
}

/** Where the shell's build writes its server render (packages/webpack-config/server-render.js). */
export const serverRenderFile = 'server/render-page.js';

/**
 * The shell's server render, from the shell's build folder, so it always matches the shell the
 * page loads; null (pages then paint in the browser alone, as before) when the build has none or
 * it does not load.
 */
export function loadServerRender(shellDir: string, log: FastifyBaseLogger): ServerRender | null {
  const file = join(shellDir, serverRenderFile);
  if (!existsSync(file)) {
    log.warn(`shell: no server render at ${file}; pages paint in the browser only`);
    return null;
  }
  try {
    const loaded = createRequire(file)(file) as { renderPage?: unknown; sharedModules?: unknown };
    if (typeof loaded.renderPage !== 'function') throw new Error('it exports no renderPage');
    const sharedModules = typeof loaded.sharedModules === 'object' && loaded.sharedModules ? loaded.sharedModules : {};
    return {
      renderPage: loaded.renderPage as RenderPage,
      sharedModules: sharedModules as Record<string, unknown>,
      firstInput: readFirstInputScript(shellDir),
    };
  } catch (error) {
    log.error({ err: error, file }, 'shell: server render not loaded; pages paint in the browser only');
    return null;
  }
}

const emptyRoot = '<div id="root"></div>';

/**
 * A rendered page paints without its scripts, so they are fetched after what the paint needs
 * (stylesheets, the header's images): at high priority, as preloads are, they held the first paint
 * of a phone on a slow network until they had arrived (docs/performance.md).
 */
const lowerScriptPriority = (html: string) =>
  html
    .replaceAll('<link rel="preload" as="script"', '<link rel="preload" as="script" fetchpriority="low"')
    .replaceAll('<script defer="defer"', '<script defer="defer" fetchpriority="low"');

/**
 * The remotes' stylesheets (preloads.ts) style what the server rendered of them, before their
 * scripts run: the paint waits for them instead of showing that markup unstyled and moving it.
 */
const linkRemoteStylesheets = (html: string) =>
  html.replaceAll('<link rel="preload" as="style" href=', '<link rel="stylesheet" href=');

/**
 * The page with its first paint rendered into `#root`. A render that throws costs only the head
 * start: the page goes out with the empty root, and the browser renders it as it would anyway.
 */
export async function withRenderedRoot(
  html: string,
  render: RenderPage | null,
  page: PageToRender,
  log: FastifyBaseLogger,
  firstInput: FirstInputScript | null = null,
): Promise<string> {
  if (!render || !html.includes(emptyRoot)) return html;
  let markup: string;
  try {
    markup = await render(page);
  } catch (error) {
    log.error({ err: error, url: page.url }, 'server render failed; the page paints in the browser');
    return html;
  }
  // A replacer function: the markup may contain "$&", which a replacement string would expand.
  const rendered = html.replace(emptyRoot, () => `<div id="root">${markup}</div>`);
  const sent = lowerScriptPriority(
    Object.keys(page.remotes ?? {}).length > 0 ? linkRemoteStylesheets(rendered) : rendered,
  );
  return firstInput ? startingAtFirstInput(sent, firstInput) : sent;
}
