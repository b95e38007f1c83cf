import type { Browser } from 'playwright-core';
import { openPage, screenshotsAtEveryWidth, withShopAndBrowser } from '../support/browser';
import { availableVariants, cartWithLines, logInByLink, returningBuyer } from '../support/buyer';
import { checkoutPage } from '../support/checkout-page';
import { acceptInvitation, foundCompany, invitationLink, inviteBuyer } from '../support/company';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(300_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

describe('requisition lists: a company’s saved carts (issue 36)', () => {
  it('is saved and shared by a buyer, ordered in one step by a colleague, and opened by no outsider', async () => {
    const [adminEmail, buyerEmail] = ['liisa.korhonen@rakennus-virtanen.fi', 'jari.lehto@rakennus-virtanen.fi'];
    const listName = 'Pasila Block C, fence section B';
    // The admin founds the company and invites a buyer, who joins on a phone in German.
    const admin = await openPage(browser, 'desktop', 'en');
    await returningBuyer(admin.context, shop, 'en');
    await logInByLink(admin.page, shop, adminEmail);
    await foundCompany(admin.page, shop);
    await inviteBuyer(admin.page, buyerEmail, null);
    const buyer = await openPage(browser, 'mobile', 'de');
    await returningBuyer(buyer.context, shop, 'de');
    await acceptInvitation(buyer.page, await invitationLink(shop, buyerEmail));

    // The buyer's cart, saved under a name from the cart page.
    const roots = (await (await fetch(`${shop.url}/api/category/rootCategories`)).json()) as { slug: string }[];
    const variants = await availableVariants(shop, roots[0]!.slug);
    const cart = await cartWithLines(buyer.context, shop, variants);
    await buyer.page.goto(`${shop.url}/cart/${cart}`);
    await buyer.page.getByTestId('save-as-list-open').click();
    await buyer.page.getByLabel('Name der Liste').fill(listName);
    await buyer.page.getByTestId('save-as-list-submit').click();
    await eventually(async () =>
      expect(await buyer.page.getByTestId('save-as-list-done').textContent()).toContain(
        `Gespeichert als „${listName}“`,
      ),
    );

    // On the list's page it has the cart's lines; on the overview the buyer shares it with the company.
    await buyer.page.getByTestId('save-as-list-link').click();
    await buyer.page.getByTestId('list-lines').waitFor();
    expect(await buyer.page.getByTestId('list-line').count()).toBe(2);
    const listUrl = buyer.page.url();
    expect(listUrl).toMatch(/\/lists\/[0-9a-f-]{36}$/);
    await screenshotsAtEveryWidth(buyer.page, 'requisition-list-de');
    await buyer.page.setViewportSize({ width: 375, height: 812 });
    await buyer.page.goto(`${shop.url}/lists`);
    const own = buyer.page.getByTestId('lists-mine').getByTestId('list-card').filter({ hasText: listName });
    // A click, not check(): the box shows the server's answer, which comes after the click.
    await own.getByTestId('list-share').click();
    await eventually(async () => expect(await own.getByTestId('list-share').isChecked()).toBe(true));
    await buyer.page.reload();
    await eventually(async () => expect(await own.getByTestId('list-share').isChecked()).toBe(true));

    // The admin sees it among the company's lists and orders it in one step: a new cart at its order step.
    await admin.page.goto(`${shop.url}/lists`);
    const shared = admin.page.getByTestId('lists-company').getByTestId('list-card').filter({ hasText: listName });
    await shared.waitFor();
    expect(await shared.textContent()).toContain('2 lines');
    await screenshotsAtEveryWidth(admin.page, 'requisition-lists-en');
    await admin.page.setViewportSize({ width: 1440, height: 900 });
    await shared.getByTestId('list-order-now').click();
    await admin.page.waitForURL(/\/cart\/[0-9a-f-]{36}\?step=order$/);
    expect(admin.page.url()).not.toContain(cart);
    await checkoutPage(admin.page).orderForm.waitFor();
    const ordered = admin.page.url().match(/\/cart\/([0-9a-f-]{36})/)![1]!;
    const answer = await admin.context.request.get(`${shop.url}/api/orders/by-id/${ordered}`);
    const lines = ((await answer.json()) as { items: { variant_id: number }[] }).items.map((i) => i.variant_id);
    expect(lines).toEqual(variants.slice(0, 2).map((v) => v.id));

    // A buyer outside the company, logged in, with the list's address: no list.
    const outsider = await openPage(browser, 'tablet', 'en');
    await returningBuyer(outsider.context, shop, 'en');
    await logInByLink(outsider.page, shop, 'olli.outsider@example.com');
    await outsider.page.goto(listUrl);
    await eventually(async () =>
      expect(await outsider.page.getByTestId('list-not-found').textContent()).toBe(
        'This list does not exist or is not shared with you.',
      ),
    );
    const api = await outsider.context.request.get(
      `${shop.url}/api${new URL(listUrl).pathname.replace('/lists', '/orders/lists')}`,
    );
    expect(api.status()).toBe(404);

    for (const opened of [admin, buyer, outsider]) await opened.context.close();
  });
});
