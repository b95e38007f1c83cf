import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { openPage, withShopAndBrowser, type ViewportName } from '../support/browser';
import { eventually } from '../support/poll';
import { repoRoot, type RunningShop } from '../support/shop';

jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

const shotsDir = join(repoRoot, 'test-results', 'screenshots');
const redoclyLogo = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

describe('the API reference page (/api/docs)', () => {
  it.each<ViewportName>(['mobile', 'desktop'])(
    'lists the shop’s calls, drawn by Redoc from the gateway alone, on %s',
    async (viewport) => {
      const { page, context, pageErrors } = await openPage(browser, viewport, 'en');
      const refused: string[] = [];
      const fetchedElsewhere: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      page.on('requestfinished', (request) => {
        if (!request.url().startsWith(shop.url) && !/^(data|blob):/.test(request.url()))
          fetchedElsewhere.push(request.url());
      });
      await page.goto(`${shop.url}/api/docs`);
      await page.getByRole('heading', { name: 'Nordbau shop API', level: 1 }).waitFor({ timeout: 60_000 });
      // One entry per call: the operation's title is its public address (ending there: add-many follows add).
      const add = page.getByRole('heading', { name: /POST \/api\/orders\/add$/ });
      await add.scrollIntoViewIfNeeded();
      await eventually(async () => expect(await add.isVisible()).toBe(true));
      for (const call of [
        'GET /api/search/all/{term}',
        'PATCH /api/orders/set-form/{uuid}',
        'POST /api/analytics/events',
      ])
        await eventually(async () => expect(await page.getByRole('heading', { name: call }).count()).toBe(1));
      // The request body of the add call is drawn from its contract.
      await eventually(async () =>
        expect(
          await page.locator('[id="tag/orders/operation/postOrdersAdd"]').getByText('variantId').first().isVisible(),
        ).toBe(true),
      );
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: join(shotsDir, `api-reference-add-${viewport}.png`) });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(shotsDir, `api-reference-top-${viewport}.png`) });
      // Redoc's menu footer always shows Redocly's logo from their CDN; the page's policy refuses it
      // (the logo hides itself), and that is the only thing refused: nothing is fetched elsewhere.
      expect(refused.filter((text) => !text.includes(redoclyLogo))).toEqual([]);
      expect({ fetchedElsewhere, pageErrors }).toEqual({ fetchedElsewhere: [], pageErrors: [] });
      await context.close();
    },
  );
});
