import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoRoot, startShop, type RunningShop } from './shop';

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

/** A page that fails the test on any uncaught error in the browser. */
export async function openPage(browser: Browser, viewport: ViewportName, locale = 'de') {
  // Reduced motion: screenshots show drawers where they end up, not half-way in.
  const context = await browser.newContext({ viewport: viewports[viewport], locale, reducedMotion: 'reduce' });
  const page = await context.newPage();
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

/**
 * One running shop and one browser for a spec file: started before its tests, stopped after.
 * `onStart` receives them (and may prepare data) once both are up.
 */
export function withShopAndBrowser(
  onStart: (started: { shop: RunningShop; browser: Browser }) => void | Promise<void>,
  env: Record<string, string> = {},
): void {
  let started: { shop: RunningShop; browser: Browser } | undefined;
  beforeAll(async () => {
    const [shop, browser] = await Promise.all([startShop(env), launchBrowser()]);
    started = { shop, browser };
    await onStart(started);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.shop.close();
  });
}
