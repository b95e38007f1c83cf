import { VariantListResponseSchema } from '@shop/contracts';
import type { Browser } from 'playwright-core';
import { openPage, screenshot, withShopAndBrowser, type ViewportName } from '../support/browser';
import { availableVariants, returningBuyer } from '../support/buyer';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(180_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

const widths: Record<ViewportName, number> = { mobile: 375, tablet: 768, desktop: 1440 };

describe("a supplier's own page", () => {
  it('is reached from a product, shows the supplier and lists only its products, at every width', async () => {
    const [variant] = await availableVariants(shop, 'fences');
    const { supplier } = variant!;
    const filter = encodeURIComponent(JSON.stringify({ supplier: supplier.slug }));
    const query = `f=${filter}&range=${encodeURIComponent('[0,50]')}`;
    const listed = VariantListResponseSchema.parse(
      await (await fetch(`${shop.url}/api/productVariant/all?${query}`)).json(),
    );
    expect(listed.count).toBeGreaterThan(0);
    expect(listed.variants.every((v) => v.supplier.slug === supplier.slug)).toBe(true);

    for (const viewport of ['mobile', 'tablet', 'desktop'] as const) {
      const { page, context, pageErrors } = await openPage(browser, viewport, 'de');
      await returningBuyer(context, shop, 'de');
      if (viewport === 'desktop') {
        // From the product page, by the supplier's name.
        await page.goto(`${shop.url}/products/${variant!.products.slug}`);
        await page.getByTestId('supplier').click();
        await page.waitForURL(`${shop.url}/supplier/${supplier.slug}`);
      } else {
        await page.goto(`${shop.url}/supplier/${supplier.slug}`);
      }
      await page.getByRole('heading', { level: 1, name: supplier.name }).waitFor();
      await page.getByTestId('variant-card').first().waitFor();
      await eventually(async () =>
        expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toContain(`(${listed.count})`),
      );
      await eventually(async () => expect(await page.title()).toBe(`${supplier.name} – Lieferant | Nordbau`));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect([viewport, overflow]).toEqual([viewport, false]);
      await screenshot(page, `supplier-page-${widths[viewport]}`);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });

  it('sends its head with the first answer and a 404 for a supplier that does not exist', async () => {
    const [variant] = await availableVariants(shop, 'fences');
    const html = await (
      await fetch(`${shop.url}/supplier/${variant!.supplier.slug}`, { headers: { cookie: 'locale=fi' } })
    ).text();
    expect(html).toContain(`<title>${variant!.supplier.name} – toimittaja | Nordbau</title>`);
    const missing = await fetch(`${shop.url}/supplier/no-such-supplier`);
    expect(missing.status).toBe(404);
  });
});
