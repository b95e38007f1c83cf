import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { EmbeddedAnswers, Locale } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** What the shell's server build renders a page from (shell/src/server/render-page.tsx). */
export interface PageToRender {
  url: string;
  locale: Locale;
  cookie: string;
  answers: EmbeddedAnswers;
}

export type RenderPage = (page: PageToRender) => string;

/** Where the shell's build writes its server render (packages/webpack-config/server-render.js). */
export const serverRenderFile = 'server/render-page.js';

/**
 * The shell's server render, from the shell's build folder, so it always matches the shell the
 * page loads; null (pages then paint in the browser alone, as before) when the build has none or
 * it does not load.
 */
export function loadServerRender(shellDir: string, log: FastifyBaseLogger): RenderPage | null {
  const file = join(shellDir, serverRenderFile);
  if (!existsSync(file)) {
    log.warn(`shell: no server render at ${file}; pages paint in the browser only`);
    return null;
  }
  try {
    const loaded = createRequire(file)(file) as { renderPage?: unknown };
    if (typeof loaded.renderPage !== 'function') throw new Error('it exports no renderPage');
    return loaded.renderPage as RenderPage;
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
 * The page with its first paint rendered into `#root`. A render that throws costs only the head
 * start: the page goes out with the empty root, and the browser renders it as it would anyway.
 */
export function withRenderedRoot(
  html: string,
  render: RenderPage | null,
  page: PageToRender,
  log: FastifyBaseLogger,
): string {
  if (!render || !html.includes(emptyRoot)) return html;
  let markup: string;
  try {
    markup = render(page);
  } catch (error) {
    log.error({ err: error, url: page.url }, 'server render failed; the page paints in the browser');
    return html;
  }
  // A replacer function: the markup may contain "$&", which a replacement string would expand.
  return lowerScriptPriority(html.replace(emptyRoot, () => `<div id="root">${markup}</div>`));
}
