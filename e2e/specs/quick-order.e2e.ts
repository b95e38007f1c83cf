import { OrderSchema, type Variant } from '@shop/contracts';
import type { Browser, Page } from 'playwright-core';
import { xlsxFile } from '../../mf-cart/test/helpers/xlsx-file';
import { axeViolations } from '../support/axe';
import { openPage, screenshot, withShopAndBrowser, type ViewportName } from '../support/browser';
import { availableVariants, returningBuyer } from '../support/buyer';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(240_000);

let shop: RunningShop;
let browser: Browser;
/** Twenty available variants from several families, as a work site's material list would mix them. */
let variants: Variant[];
withShopAndBrowser(async (started) => {
  ({ shop, browser } = started);
  const roots = (await (await fetch(`${shop.url}/api/category/rootCategories`)).json()) as { slug: string }[];
  const found: Variant[] = [];
  for (const { slug } of roots) {
    found.push(...(await availableVariants(shop, slug)).slice(0, 4));
    if (found.length >= 20) break;
  }
  variants = found.slice(0, 20);
  expect(variants).toHaveLength(20);
});

/** Lines 5 and 12 of the sheet carry codes the shop does not have: a typo and a code of another shop. */
const wrongCodes = new Map([
  [4, 'XX-000000'],
  [11, 'typo'],
]);

/** The sheet as a copy from a spreadsheet puts it on the clipboard: a title row, tab-separated cells. */
function copiedSheet(): string {
  const rows = variants.map((variant, index) => {
    const code = wrongCodes.get(index) === 'typo' ? variant.code.slice(0, -1) : (wrongCodes.get(index) ?? variant.code);
    return `${code}\t${variant.title.slice(0, 30)}\t${variant.min_order + (index % 3)}`;
  });
  return ['Artikelnummer\tBezeichnung\tMenge', ...rows].join('\r\n') + '\r\n';
}

/** Pastes the sheet into the quick order field with the keyboard, as the buyer does after copying. */
async function pasteSheet(page: Page) {
  await page.evaluate((text) => navigator.clipboard.writeText(text), copiedSheet());
  await page.getByTestId('quick-order-text').focus();
  await page.keyboard.press('Control+V');
  await page.getByTestId('quick-order-check').click();
}

async function quickOrderPage(viewport: ViewportName) {
  const opened = await openPage(browser, viewport, 'de');
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
  await returningBuyer(opened.context, shop, 'de');
  if (viewport === 'desktop') {
    // From the header's link, as a buyer finds the page.
    await opened.page.goto(shop.url);
    await opened.page.getByRole('link', { name: 'Schnellbestellung' }).click();
  } else await opened.page.goto(`${shop.url}/quick-order`);
  await opened.page.getByTestId('quick-order-text').waitFor();
  return opened;
}

describe('quick order (issue 19)', () => {
  it('takes 20 pasted lines, two wrong codes fixed in place, into the cart at the server’s prices', async () => {
    const { page, context, pageErrors } = await quickOrderPage('desktop');
    await pasteSheet(page);
    await page.getByText('18 von 20 Zeilen bereit').waitFor();

    const lines = page.getByTestId('quick-line');
    await eventually(async () => expect(await lines.count()).toBe(20));
    const statuses = await lines.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));
    expect(statuses.flatMap((status, index) => (status === 'problem' ? [index] : []))).toEqual([4, 11]);
    for (const index of wrongCodes.keys()) {
      await eventually(async () =>
        expect(await lines.nth(index).getByTestId('quick-line-problem').textContent()).toBe(
          'Kein Produkt hat diese Artikelnummer.',
        ),
      );
    }
    // Each checked line shows the catalogue's price for it, as German writes euros.
    const eur = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    await eventually(async () =>
      expect(await lines.nth(0).getByTestId('quick-line-unit').textContent()).toBe(
        eur.format(variants[0]!.sale_price / 100),
      ),
    );
    await eventually(async () => expect(await page.getByTestId('quick-order-add-all').isDisabled()).toBe(true));
    await screenshot(page, 'quick-order-problems-1440');
    expect(await axeViolations(page)).toEqual([]);

    // The buyer corrects both codes where they stand; each line is checked again on leaving it.
    for (const index of wrongCodes.keys()) {
      const code = lines.nth(index).getByTestId('quick-line-code');
      await code.fill(variants[index]!.code);
      await code.press('Tab');
    }
    await page.getByText('20 von 20 Zeilen bereit').waitFor();
    await screenshot(page, 'quick-order-ready-1440');
    await page.getByTestId('quick-order-add-all').click();
    await page.getByTestId('quick-order-added').waitFor();
    await page.getByTestId('quick-order-to-cart').click();

    await page.getByTestId('cart-lines').waitFor();
    await eventually(async () => expect(await page.getByTestId('cart-line').count()).toBe(20));
    const uuid = new URL(page.url()).pathname.split('/').at(-1)!;
    const cart = OrderSchema.parse(await (await context.request.get(`${shop.url}/api/orders/by-id/${uuid}`)).json());
    expect(cart.items.map((item) => [item.variant_id, item.quantity, item.price])).toEqual(
      variants.map((variant, index) => [variant.id, variant.min_order + (index % 3), variant.sale_price]),
    );
    // The page shows the server's line prices.
    const units = await page.locator('.line__unit').allTextContents();
    expect(units).toEqual(variants.map((variant) => eur.format(variant.sale_price / 100)));
    await screenshot(page, 'quick-order-cart-1440');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('reads an XLSX file exported by a purchasing system in the browser, lines checked as pasted ones', async () => {
    const { page, context, pageErrors } = await quickOrderPage('desktop');
    const sheet = xlsxFile([
      ['Pos.', 'Artikelnummer', 'Bezeichnung', 'Menge'],
      [1, variants[0]!.code, variants[0]!.title, variants[0]!.min_order],
      [2, variants[7]!.code, variants[7]!.title, variants[7]!.min_order + 1],
      [null, null, null, null],
      [3, 'XX-000000', 'unbekannt', 1],
    ]);
    await page.getByTestId('quick-order-file').setInputFiles({
      name: 'bestellung.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: sheet,
    });
    await page.getByText('2 von 3 Zeilen bereit').waitFor();
    await eventually(async () =>
      expect(await page.getByTestId('quick-order-said').textContent()).toBe('3 Zeilen aus bestellung.xlsx gelesen.'),
    );
    const codes = await page
      .getByTestId('quick-line-code')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(codes).toEqual([variants[0]!.code, variants[7]!.code, 'XX-000000']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each(['mobile', 'tablet'] as const)(
    'shows the checked lines on a %s without scrolling sideways',
    async (viewport) => {
      const { page, context, pageErrors } = await quickOrderPage(viewport);
      await pasteSheet(page);
      await page.getByText('18 von 20 Zeilen bereit').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await screenshot(page, `quick-order-problems-${viewport === 'mobile' ? 375 : 768}`);
      // Lines with problems included: every field named, every problem tied to its fields.
      expect(await axeViolations(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
