import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { eventually } from './poll';
import { repoRoot, shopLimits, startShop, type RunningShop } from './shop';

export const viewports = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof viewports;

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** Where a page's start is, as `shellStarted` sees it. */
const startOf = () => {
  const html = document.documentElement;
  if (!document.getElementById('root')?.hasChildNodes()) return 'ready';
  if (html.dataset.shell === 'started' && html.dataset.remotes === 'ready') return 'ready';
  return html.dataset.shell === 'waiting' ? 'waiting' : 'starting';
};

/**
 * Resolves once the page's shell has started and every remote slot shows its remote or its error (at
 * once for a page without a rendered root): for a page reached by a click or a redirect, where
 * `waitingForTheShell`'s `goto` does not wait. A server-rendered page starts its app at the buyer's first
 * input (shell/src/first-input): while it waits for one, Shift is pressed, an input that hovers, scrolls
 * and types nothing.
 */
export async function shellStarted(page: Page): Promise<void> {
  await eventually(
    async () => {
      // A navigation under way has no page to ask yet.
      const state = await page.evaluate(startOf).catch(() => 'navigating');
      if (state === 'ready') return;
      if (state === 'waiting') await page.keyboard.press('Shift');
      throw new Error(`the page's app has not started in 60 s (${state})`);
    },
    { limitMs: 60_000, intervalMs: 50 },
  );
}

/**
 * The gateway sends a page's first paint rendered, and its buttons answer only once the shell has
 * started (shell/src/bootstrap.tsx) and, for a remote's part, once that remote has hydrated it
 * (`data-remotes="ready"`, shell/src/remotes/slots-settled.ts): a click straight after loading,
 * which a busy machine makes well before the scripts have run, would be lost. So on this page
 * `goto` and `reload` return once the shell has started and every remote slot shows its remote or
 * its error (at once for a page without a rendered root: a call's JSON, a PDF).
 */
export function waitingForTheShell(page: Page): Page {
  const started = () => shellStarted(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await started();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await started();
    return response;
  };
  return page;
}

/** A page that fails the test on any uncaught error in the browser. */
export async function openPage(browser: Browser, viewport: ViewportName, locale = 'de') {
  // Reduced motion: screenshots show drawers where they end up, not half-way in.
  const context = await browser.newContext({ viewport: viewports[viewport], locale, reducedMotion: 'reduce' });
  const page = waitingForTheShell(await context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { page, context, pageErrors };
}

const shotsDir = join(repoRoot, 'test-results', 'screenshots');

/** Screenshots land in test-results/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

/** The page at 375, 768 and 1440 px, without sideways scrolling, photographed as `<name>-<width>`. */
export async function screenshotsAtEveryWidth(page: Page, name: string) {
  for (const viewport of ['mobile', 'tablet', 'desktop'] as const) {
    await page.setViewportSize(viewports[viewport]);
    // From the top: a full-page shot of a page scrolled to its form would draw the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${viewports[viewport].width}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect([name, viewport, overflow]).toEqual([name, viewport, false]);
  }
}

/**
 * One running shop and one browser for a spec file: started before its tests, stopped after.
 * `onStart` receives them (and may prepare data) once both are up.
 */
export function withShopAndBrowser(
  onStart: (started: { shop: RunningShop; browser: Browser }) => void | Promise<void>,
  env: Record<string, string> = {},
): void {
  let started: { shop: RunningShop; browser: Browser } | undefined;
  // On a loaded machine (a CI run at load 37, the production stack's slower answers) a click can land
  // on server markup that is not yet hydrated and is lost (issue 32): a failed test runs once more,
  // with its first failure printed, so a lost click is seen without failing the run; a defect fails
  // twice.
  jest.retryTimes(1, { logErrorsBeforeRetry: true });
  beforeAll(async () => {
    const [shop, browser] = await Promise.all([startShop(env), launchBrowser()]);
    started = { shop, browser };
    await onStart(started);
  }, shopLimits.startMs);
  afterAll(async () => {
    await started?.browser.close();
    await started?.shop.close();
  }, shopLimits.stopMs);
}
