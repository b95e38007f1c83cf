import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { home } from '../support/pages';
import { repoRoot, startShop, type RunningShop } from '../support/shop';

jest.setTimeout(180_000);

const shellFiles = () =>
  readdirSync(join(repoRoot, 'shell/dist')).map((f) => `${f}:${statSync(join(repoRoot, 'shell/dist', f)).mtimeMs}`);

describe('remotes manifest', () => {
  let shop: RunningShop;
  let browser: Browser;
  const work = mkdtempSync(join(tmpdir(), 'release-'));
  const manifest = join(work, 'remotes.json');
  const writeManifest = (catalogueEntry: string) =>
    writeFileSync(
      manifest,
      JSON.stringify({
        remotes: {
          catalogue: { entry: catalogueEntry },
          cart: { entry: '/remotes/cart/remoteEntry.js' },
          account: { entry: '/remotes/account/remoteEntry.js' },
        },
      }),
    );

  beforeAll(async () => {
    // A new release of mf-catalogue, built on its own into a releases folder.
    execFileSync(
      'npx',
      ['webpack', '--mode', 'production', '--output-path', join(work, 'releases', 'catalogue-swapped')],
      {
        cwd: join(repoRoot, 'mf-catalogue'),
        env: { ...process.env, SHOP_BUILD_LABEL: 'swapped' },
        stdio: 'pipe',
      },
    );
    writeManifest('/remotes/catalogue/remoteEntry.js');
    [shop, browser] = await Promise.all([
      startShop({ REMOTES_MANIFEST: manifest, REMOTES_ROOT: join(work, 'releases') }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('makes the shell load the catalogue build the manifest points at, without rebuilding the shell', async () => {
    const shellBefore = shellFiles();
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto(shop.url);
    const ui = home(page);
    await ui.categoryTiles.first().waitFor();
    expect(await ui.categories.getAttribute('data-build')).not.toBe('swapped');

    writeManifest('/remotes/releases/catalogue-swapped/remoteEntry.js');
    await page.reload();
    await ui.categoryTiles.first().waitFor();
    expect(await ui.categories.getAttribute('data-build')).toBe('swapped');
    expect(shellFiles()).toEqual(shellBefore);
    await context.close();
  });

  it.each([
    ['an entry the manifest schema refuses', '//elsewhere.example/remoteEntry.js'],
    ['an entry whose file is missing', '/remotes/releases/catalogue-missing/remoteEntry.js'],
  ])('costs only the catalogue its slot for %s: header, cart and login keep working', async (_case, entry) => {
    writeManifest(entry);
    const { page, context, pageErrors } = await openPage(browser, 'desktop');
    await page.goto(shop.url);
    const ui = home(page);
    await ui.remoteError('catalogue').waitFor();
    expect(await ui.header.isVisible()).toBe(true);
    await ui.cartButton.waitFor();
    await ui.accountButton.click();
    await ui.loginDrawer.waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
