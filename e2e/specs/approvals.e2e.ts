import type { Browser, Page } from 'playwright-core';
import { openPage, screenshot, withShopAndBrowser } from '../support/browser';
import { availableVariants, cartWithLines, logInByLink, returningBuyer } from '../support/buyer';
import { billingFields, checkoutPage } from '../support/checkout-page';
import { acceptInvitation, foundCompany, invitationLink, inviteBuyer } from '../support/company';
import { purchaseOrderMails } from '../support/fulfilment';
import { waitForMail } from '../support/mail';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(300_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

const adminEmail = 'anna.virtanen@rakennus-virtanen.fi';
const buyerEmail = 'mikko.laine@rakennus-virtanen.fi';

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** A cart above the buyer's limit, checked out on its pages with the company's work site; answers the order number. */
async function orderAboveLimit(page: Page, variants: Awaited<ReturnType<typeof availableVariants>>) {
  const uuid = await cartWithLines(page.context(), shop, variants);
  const checkout = checkoutPage(page);
  await page.goto(`${shop.url}/cart/${uuid}?step=order`);
  await checkout.orderForm.waitFor();
  await page
    .getByTestId('work-site-select')
    .selectOption({ label: 'Pasila, Block C: Ratapihantie 11, 00520 Helsinki' });
  await eventually(async () =>
    expect(await page.locator('input[name="shipping.streetAddress"]').inputValue()).toBe('Ratapihantie 11'),
  );
  await eventually(async () =>
    expect(await page.locator('input[name="siteContact.name"]').inputValue()).toBe('Jari Nieminen'),
  );
  // The buyer's own billing fields, as typed.
  await checkout.fillBilling(
    billingFields({
      vat: '2734561-5',
      company: 'Rakennus Virtanen Oy',
      name: 'Mikko Laine',
      email: buyerEmail,
      streetAddress: 'Teollisuuskatu 21',
    }),
  );
  await checkout.submitDetails();
  await checkout.placeOrder('Rechnung, 30 Tage netto');
  await page.getByTestId('approval-notice').waitFor();
  return { uuid, number: ((await checkout.orderNumber.textContent()) ?? '').match(/NB-\d+/)![0] };
}

describe('a company buyer’s order above the limit waits for the admin (issue 19)', () => {
  it('is approved by the admin and completes; a second one is rejected with a comment', async () => {
    // The admin founds the company with a work site and invites a buyer with a limit of 50 EUR.
    const admin = await openPage(browser, 'desktop', 'en');
    await returningBuyer(admin.context, shop, 'en');
    await logInByLink(admin.page, shop, adminEmail);
    await foundCompany(admin.page, shop);
    await admin.page.getByTestId('work-site-add').click();
    const site = admin.page.getByTestId('work-site-form');
    await site.locator('input[name="name"]').fill('Pasila, Block C');
    await site.locator('input[name="street"]').fill('Ratapihantie 11');
    await site.locator('input[name="postcode"]').fill('00520');
    await site.locator('input[name="city"]').fill('Helsinki');
    await site.locator('select[name="country"]').selectOption('FI');
    await site.locator('input[name="contact_name"]').fill('Jari Nieminen');
    await site.locator('input[name="contact_phone"]').fill('+358 40 765 4321');
    await site.getByTestId('work-site-save').click();
    await admin.page.getByTestId('work-site').filter({ hasText: 'Pasila, Block C' }).waitFor();
    await inviteBuyer(admin.page, buyerEmail, 50);

    // The buyer joins by the link on a phone (German) and orders above the limit.
    const buyer = await openPage(browser, 'mobile', 'de');
    await returningBuyer(buyer.context, shop, 'de');
    await acceptInvitation(buyer.page, await invitationLink(shop, buyerEmail));
    const roots = (await (await fetch(`${shop.url}/api/category/rootCategories`)).json()) as { slug: string }[];
    const variants = await availableVariants(shop, roots[0]!.slug);
    const first = await orderAboveLimit(buyer.page, variants);
    const notice = buyer.page.getByTestId('approval-notice');
    await eventually(async () =>
      expect(await notice.textContent()).toContain(`Wartet auf Freigabe durch ${adminEmail}`),
    );
    await eventually(async () => expect(await buyer.page.getByText('Bestellbestätigung (PDF)').count()).toBe(0));
    expect(await overflows(buyer.page)).toBe(false);
    await screenshot(buyer.page, 'approval-waiting-de-375');

    // Nothing went to the suppliers; the admin is mailed the approval link in English.
    const request = (await waitForMail(shop, { to: adminEmail, containing: first.number })).text;
    expect(request).toContain(`Order ${first.number} is waiting for your approval`);
    // The link points to the shop's PUBLIC_URL (never a request's host); this shop runs on another port.
    const linked = /https?:\/\/[^\s"<]+(\/approval\/[0-9a-f-]{36})/.exec(request)![1]!;
    expect(linked).toBe(`/approval/${first.uuid}`);
    const link = `${shop.url}${linked}`;

    // A stranger's browser with the link gets no order.
    const stranger = await openPage(browser, 'tablet', 'en');
    await stranger.page.goto(link);
    await stranger.page.getByTestId('approval-refused').waitFor();
    await eventually(async () =>
      expect(await stranger.page.getByTestId('approval-refused').textContent()).toBe(
        'Please log in as an admin of the company to approve or reject this order.',
      ),
    );
    await stranger.context.close();

    await admin.page.goto(link);
    await admin.page.getByTestId('approval-form').waitFor();
    await eventually(async () =>
      expect(await admin.page.getByTestId('approval-status').textContent()).toContain('Waiting for approval by'),
    );
    await screenshot(admin.page, 'approval-page-en-1440');
    await admin.page.getByLabel('Comment for the buyer').fill('OK for Pasila');
    await admin.page.getByTestId('approval-approve').click();
    await admin.page.locator('[data-testid="approval-status"][data-status="approved"]').waitFor();
    await eventually(async () =>
      expect(await admin.page.getByTestId('approval-order-status').textContent()).toBe('Confirmed'),
    );

    // Approved: it proceeds as any completed order: the buyer's mails and the suppliers' purchase orders.
    expect((await waitForMail(shop, { to: buyerEmail, containing: 'wurde freigegeben' })).text).toContain(
      'Kommentar von',
    );
    expect((await waitForMail(shop, { to: buyerEmail, containing: `${first.number}.pdf` })).attachments).toContain(
      `${first.number}.pdf`,
    );
    expect((await purchaseOrderMails(shop, first.number, 1)).length).toBeGreaterThan(0);
    await buyer.page.reload();
    await buyer.page.locator('[data-testid="approval-notice"][data-status="approved"]').waitFor();

    // A second order above the limit, rejected with a comment on a tablet.
    const second = await orderAboveLimit(buyer.page, variants);
    const tablet = await openPage(browser, 'tablet', 'en');
    await tablet.context.addCookies(await admin.context.cookies());
    await tablet.page.goto(`${shop.url}/approval/${second.uuid}`);
    await tablet.page.getByTestId('approval-form').waitFor();
    await tablet.page.getByTestId('approval-reject').click();
    await tablet.page
      .getByText('Please give a value')
      .or(tablet.page.locator('[aria-invalid="true"]'))
      .first()
      .waitFor();
    await tablet.page.getByLabel('Comment for the buyer').fill('Please split it into two orders.');
    await tablet.page.getByTestId('approval-reject').click();
    await tablet.page.locator('[data-testid="approval-status"][data-status="rejected"]').waitFor();
    expect(await overflows(tablet.page)).toBe(false);
    await screenshot(tablet.page, 'approval-rejected-en-768');
    expect((await waitForMail(shop, { to: buyerEmail, containing: 'wurde abgelehnt' })).text).toContain(
      'Please split it into two orders.',
    );

    // The buyer's history shows both, who placed them and where each approval stands.
    await buyer.page.goto(`${shop.url}/users/profile`);
    const rows = buyer.page.getByTestId('order-row');
    await rows.nth(1).waitFor();
    const texts = await rows.allTextContents();
    expect(texts[0]).toContain(second.number);
    expect(texts[0]).toContain('Storniert');
    expect(texts[0]).toContain('Please split it into two orders.');
    expect(texts[1]).toContain(first.number);
    expect(texts[1]).toContain('Bestellt von');
    expect(await overflows(buyer.page)).toBe(false);
    await screenshot(buyer.page, 'approval-history-de-375');

    expect([...admin.pageErrors, ...buyer.pageErrors, ...tablet.pageErrors]).toEqual([]);
    await Promise.all([admin.context.close(), buyer.context.close(), tablet.context.close()]);
  });
});
