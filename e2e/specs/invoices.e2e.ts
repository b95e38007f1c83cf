import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AccountInvoiceListSchema,
  ReceivableListSchema,
  type AccountInvoice,
  type EInvoiceFormat,
  type Supplier,
  type Variant,
} from '@shop/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  checkEInvoices,
  eInvoiceValidatorUnavailableReason,
  installEInvoiceValidator,
  installTimeoutMs,
} from '../../services/orders/test/invoicing/e-invoice-validator';
import { openPage, screenshotsAtEveryWidth, withShopAndBrowser } from '../support/browser';
import { cartWithLines, logInByLink, returningBuyer } from '../support/buyer';
import { camt054Notification } from '../support/camt054';
import { billingFields, checkoutPage } from '../support/checkout-page';
import {
  foundCompany,
  germanRegisteredCompany,
  registeredCompany,
  setCompanyBilling,
  type RegisteredCompany,
} from '../support/company';
import { purchaseOrderMails, shopToday, supplierAnswers, variantsOfTwoSuppliers } from '../support/fulfilment';
import { logInAsOperator } from '../support/operator';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(300_000);

let shop: RunningShop;
let browser: Browser;
// Invoiced as the order is placed: with the default (on fulfilment) every line on an invoice is
// shipped, and a shipped line cannot be cancelled, so no credit note could follow.
withShopAndBrowser((started) => void ({ shop, browser } = started), { INVOICE_ON: 'placed' });

interface Buyer {
  email: string;
  locale: 'de' | 'fi';
  company: RegisteredCompany;
  phone: string;
  purchaseOrder: string;
  /** The e-invoice format the operator sets, and the validator that checks it. */
  format: EInvoiceFormat;
  check: 'mustang' | 'finvoice';
  /** The checkout's invoice payment and the paid status, in the buyer's language. */
  payByInvoice: string;
  paid: string;
  page: Page;
  context: BrowserContext;
  order: { uuid: string; number: string; variants: Variant[] };
}

const german: Partial<Buyer> = {
  email: 'jonas.schneider@hochbau-schneider.example',
  locale: 'de',
  company: germanRegisteredCompany,
  phone: '+49891234567',
  purchaseOrder: 'BE-2026-0815',
  format: 'xrechnung-cii',
  check: 'mustang',
  payByInvoice: 'Rechnung, 30 Tage netto',
  paid: 'Bezahlt',
};
const finnish: Partial<Buyer> = {
  email: 'anna.virtanen@rakennus-virtanen.example',
  locale: 'fi',
  company: registeredCompany,
  phone: '+358401234567',
  purchaseOrder: 'TK-4471',
  format: 'finvoice',
  check: 'finvoice',
  payByInvoice: 'Lasku, 30 päivää netto',
  paid: 'Maksettu',
};
const buyers = () => [german, finnish] as Buyer[];

const operatorEmail = 'kirsi.kirjanpito@nordbau.example';
let operator: { page: Page; context: BrowserContext };
let parts: { variant: Variant; supplier: Supplier }[];

/** The buyer's invoices and credit notes as /invoices lists them. */
async function documentsOf(buyer: Buyer): Promise<AccountInvoice[]> {
  const answer = await buyer.context.request.get(`${shop.url}/api/orders/invoices`);
  return AccountInvoiceListSchema.parse(await answer.json()).invoices;
}

/** On the order step of the buyer's cart: the company's billing fields and the purchase order, paid by invoice. */
async function checkOutOnInvoice(buyer: Buyer, variants: Variant[]) {
  const { page } = buyer;
  const uuid = await cartWithLines(buyer.context, shop, variants);
  const checkout = checkoutPage(page);
  await page.goto(`${shop.url}/cart/${uuid}?step=order`);
  await checkout.orderForm.waitFor();
  await checkout.orderForm.locator('select[name="country"]').selectOption(buyer.company.country);
  // The register fills the company's name and address from the VAT id as the field is left: typed
  // over only once it has, or its answer lands in the middle of the typing.
  const vat = checkout.orderForm.locator('input[name="vat"]');
  await vat.fill(buyer.company.vatid);
  await vat.press('Tab');
  const company = checkout.orderForm.locator('input[name="company"]');
  await eventually(async () => expect(await company.inputValue()).toBe(buyer.company.name));
  await checkout.fillBilling(
    billingFields({
      vat: buyer.company.vatid,
      company: buyer.company.name,
      email: buyer.email,
      phone: buyer.phone,
      streetAddress: buyer.company.street,
      postCode: buyer.company.postcode,
      city: buyer.company.city,
    }),
  );
  const purchaseOrder = checkout.orderForm.locator('input[name="customer_reference"]');
  // Required where the operator said so: the German company's.
  expect(await purchaseOrder.evaluate((input) => (input as HTMLInputElement).required)).toBe(buyer === german);
  await purchaseOrder.fill(buyer.purchaseOrder);
  await checkout.submitDetails();
  await checkout.placeOrder(buyer.payByInvoice);
  await checkout.thankYou.waitFor();
  const number = await eventually(async () => /NB-\d+/.exec((await checkout.orderNumber.textContent()) ?? '')![0]);
  buyer.order = { uuid, number, variants };
}

describe('a German XRechnung and a Finnish Finvoice company: invoiced, validated, credited, paid (issue 35)', () => {
  beforeAll(async () => {
    operator = await openPage(browser, 'desktop', 'en');
    await returningBuyer(operator.context, shop, 'en');
    await logInAsOperator(operator.page, shop, operatorEmail);
    for (const buyer of buyers()) Object.assign(buyer, await openPage(browser, 'desktop', buyer.locale));
  });

  afterAll(async () => {
    for (const { context } of [operator, ...buyers()]) await context?.close();
  });

  it('each company is founded and verified, and an operator sets its e-invoice format in the back office', async () => {
    for (const buyer of buyers()) {
      await returningBuyer(buyer.context, shop, buyer.locale);
      await logInByLink(buyer.page, shop, buyer.email);
      await foundCompany(buyer.page, shop, buyer.company);
    }
    const { page } = operator;
    await page.goto(`${shop.url}/backoffice/companies`);
    await setCompanyBilling(page, germanRegisteredCompany.name, {
      format: 'xrechnung-cii',
      requirePurchaseOrder: true,
    });
    // The Finnish company's e-invoice address is its OVT code (0037 + business id).
    await setCompanyBilling(page, registeredCompany.name, {
      format: 'finvoice',
      recipient: { address: '003727345615', operator: 'NDEAFIHH' },
    });
    const billingOf = async (buyer: Buyer) =>
      (
        (await (await buyer.context.request.get(`${shop.url}/api/users/current`)).json()) as {
          company_account: { billing: unknown };
        }
      ).company_account.billing;
    expect(await billingOf(german as Buyer)).toMatchObject({
      e_invoice: { format: 'xrechnung-cii', leitweg_id: null },
      require_purchase_order: true,
    });
    expect(await billingOf(finnish as Buyer)).toMatchObject({
      e_invoice: { format: 'finvoice', address: '003727345615', operator: 'NDEAFIHH' },
      require_purchase_order: false,
    });
  });

  it('each buyer orders on invoice through the checkout, with their purchase-order number', async () => {
    parts = await variantsOfTwoSuppliers(shop);
    await checkOutOnInvoice(german as Buyer, [parts[1]!.variant]);
    await checkOutOnInvoice(
      finnish as Buyer,
      parts.map((part) => part.variant),
    );
    for (const buyer of buyers()) {
      const [invoice] = await eventually(async () => {
        const documents = await documentsOf(buyer);
        expect(documents.map((d) => [d.kind, d.order_number])).toEqual([['invoice', buyer.order.number]]);
        return documents;
      });
      expect(invoice!.formats).toContain(buyer.format);
      expect(invoice!.status).toBe('open');
    }
  });

  it('the suppliers ship, an operator cancels a line of the Finnish order, and its credit note is listed', async () => {
    const [, germanSupplier] = parts;
    const ship = async (orderNumber: string, supplier: Supplier, count: number) => {
      const mails = await purchaseOrderMails(shop, orderNumber, count);
      const { token } = mails.find((mail) => mail.to.includes(supplier.slug))!;
      await supplierAnswers(shop, token, 'confirm', { dispatch_date: shopToday() });
      await supplierAnswers(shop, token, 'shipped', {
        carrier: 'DB Schenker',
        tracking_number: 'DBS4471',
        tracking_url: 'https://tracking.example/DBS4471',
      });
    };
    await ship(german.order!.number, germanSupplier!.supplier, 1);
    await ship(finnish.order!.number, parts[0]!.supplier, 2);

    const { page } = operator;
    await page.goto(`${shop.url}/backoffice/orders/${finnish.order!.uuid}`);
    await page.getByTestId(`backoffice-cancel-${germanSupplier!.variant.id}`).click();
    await page.getByTestId('backoffice-cancel-reason').fill('Not needed on site any more');
    await page.getByTestId('backoffice-cancel-confirm').click();
    await page.getByTestId('backoffice-cancelled').waitFor();

    const buyer = finnish as Buyer;
    const documents = await eventually(async () => {
      const listed = await documentsOf(buyer);
      expect(listed.map((d) => d.kind)).toEqual(['credit_note', 'invoice']);
      return listed;
    });
    expect(documents[0]!.credits).toBe(documents[1]!.number);
    await buyer.page.goto(`${shop.url}/invoices`);
    const rows = buyer.page.getByTestId('invoice-row');
    await eventually(async () => expect(await rows.count()).toBe(2));
    await eventually(async () => expect(await rows.nth(0).textContent()).toContain('Hyvityslasku'));
    await eventually(async () => expect(await rows.nth(1).getByTestId('invoice-status').textContent()).toBe('Avoin'));
    expect(await rows.nth(1).getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['PDF', 'Finvoice', 'XRechnung CII']),
    );
    await screenshotsAtEveryWidth(buyer.page, 'invoices-fi');
  });

  it(
    'each invoice and the credit note, downloaded from the buyer’s links, validate with zero errors',
    async () => {
      const unavailable = eInvoiceValidatorUnavailableReason();
      if (unavailable) {
        process.stdout.write(`[e-invoice] journey validation: skipped (${unavailable})\n`);
        return;
      }
      await installEInvoiceValidator();
      const dir = mkdtempSync(join(tmpdir(), 'journey-e-invoices-'));
      try {
        const files: Record<'mustang' | 'finvoice', string[]> = { mustang: [], finvoice: [] };
        for (const buyer of buyers()) {
          await buyer.page.goto(`${shop.url}/invoices`);
          for (const document of await documentsOf(buyer)) {
            const link = buyer.page.locator(`a[href$="/${document.uuid}/e-invoice/${buyer.format}"]`);
            const answer = await buyer.context.request.get(`${shop.url}${await link.getAttribute('href')}`);
            expect([document.number, answer.status()]).toEqual([document.number, 200]);
            const xml = await answer.text();
            if (document.kind === 'invoice') expect(xml).toContain(buyer.purchaseOrder);
            const file = join(dir, `${document.number}-${buyer.format}.xml`);
            writeFileSync(file, xml);
            files[buyer.check].push(file);
          }
        }
        expect([files.mustang.length, files.finvoice.length]).toEqual([1, 2]);
        const checked = (
          await Promise.all([checkEInvoices('mustang', files.mustang), checkEInvoices('finvoice', files.finvoice)])
        ).flat();
        expect(checked.map(({ file, errors }) => ({ file, errors }))).toEqual(
          [...files.mustang, ...files.finvoice].map((file) => ({ file, errors: [] })),
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    installTimeoutMs + 10 * 60_000,
  );

  it('a camt.054 file imported on /backoffice/receivables marks the German invoice paid for its buyer', async () => {
    const buyer = german as Buyer;
    const [invoice] = await documentsOf(buyer);
    const listed = await operator.context.request.get(`${shop.url}/api/orders/backoffice/receivables`);
    const open = ReceivableListSchema.parse(await listed.json()).items;
    expect(open.map((item) => item.number)).toContain(invoice!.number);
    const receivable = open.find((item) => item.uuid === invoice!.uuid)!;
    expect(receivable.buyer).toBe(germanRegisteredCompany.name);
    const camt = camt054Notification(shopToday(), [
      {
        reference: receivable.reference,
        amount: receivable.open,
        bankReference: `${shopToday().replace(/-/g, '')}E2E-0001`,
        debtor: germanRegisteredCompany.name,
      },
    ]);

    const { page } = operator;
    await page.goto(`${shop.url}/backoffice/receivables`);
    await page.getByTestId('receivable-row').first().waitFor();
    const upload = page.getByTestId('camt-import');
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: 'camt054.xml', mimeType: 'application/xml', buffer: Buffer.from(camt) });
    await upload.locator('button[type="submit"]').click();
    const matched = page.getByTestId('camt-matched');
    await eventually(async () => expect(await matched.locator('li').count()).toBe(1));
    expect(await matched.textContent()).toContain(invoice!.number);
    // Paid, it leaves the open items: the Finnish invoice is left.
    await eventually(async () =>
      expect(await page.getByTestId('receivable-row').allTextContents()).toEqual([
        expect.not.stringContaining(invoice!.number),
      ]),
    );
    await screenshotsAtEveryWidth(page, 'backoffice-receivables');

    await buyer.page.goto(`${shop.url}/invoices`);
    const row = buyer.page.getByTestId('invoice-row').filter({ hasText: invoice!.number });
    await eventually(async () => expect(await row.getByTestId('invoice-status').textContent()).toBe(buyer.paid));
    await screenshotsAtEveryWidth(buyer.page, 'invoices-de');
  });
});
