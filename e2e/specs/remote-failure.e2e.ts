import type { Browser } from 'playwright-core';
import { openPage, screenshot, withShopAndBrowser } from '../support/browser';
import { home } from '../support/pages';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(60_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

describe('a remote that fails to load', () => {
  it('keeps header, cart button and login working, with a message where the catalogue would be', async () => {
    const { page, context, pageErrors } = await openPage(browser, 'desktop');
    await page.route('**/remotes/catalogue/**', (route) => route.abort('connectionrefused'));
    await page.goto(shop.url);
    const ui = home(page);
    await ui.remoteError('catalogue').waitFor();
    await eventually(async () =>
      expect(await ui.remoteError('catalogue').textContent()).toContain(
        'Dieser Teil des Shops kann gerade nicht geladen werden.',
      ),
    );
    await eventually(async () => expect(await ui.categoryTiles.count()).toBe(0));
    // One message on the page: the rows and the header search of the same remote stay quiet.
    await eventually(async () => expect(await page.getByTestId('remote-error').count()).toBe(1));
    await eventually(async () => expect(await page.getByTestId('home-top').isVisible()).toBe(false));
    await eventually(async () => expect(await ui.header.isVisible()).toBe(true));
    await ui.cartButton.waitFor();
    await screenshot(page, 'catalogue-remote-blocked');

    await ui.accountButton.click();
    await ui.loginDrawer.waitFor();
    await page.keyboard.press('Escape');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('recovers with the retry button once the remote is reachable again', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await page.route('**/remotes/catalogue/**', (route) => route.abort('connectionrefused'));
    await page.goto(shop.url);
    const ui = home(page);
    await ui.remoteError('catalogue').waitFor();
    await page.unroute('**/remotes/catalogue/**');
    await ui.remoteError('catalogue').getByRole('button').click();
    await ui.categoryTiles.first().waitFor();
    await eventually(async () => expect(await ui.remoteError('catalogue').count()).toBe(0));
    // Its CSS too: the stylesheet the page preloaded while the remote was unreachable is asked again.
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => new URL(sheet.href ?? 'about:blank').pathname),
    );
    expect(sheets).toContainEqual(expect.stringMatching(/^\/remotes\/catalogue\/styles\.[0-9a-f]+\.css$/));
    // The quiet slots of the same remote come back with it.
    await page.getByTestId('variant-row-list').first().waitFor();
    await page.getByRole('combobox').first().waitFor();
    await context.close();
  });
});
