import type { AccountInvoice } from '@shop/contracts';
import { composeInvoice } from '../../src/invoicing/compose-invoice';
import { seriesOf } from '../../src/invoicing/invoice-series';
import { finnishDraft, paymentOf } from '../invoicing/invoice-fixtures';
import { shopWithInvoices } from './receivables-fixture';

describe("the buyer's invoices: GET /orders/invoices and the downloads", () => {
  let shop: Awaited<ReturnType<typeof shopWithInvoices>>;
  beforeAll(async () => {
    shop = await shopWithInvoices();
  });
  afterAll(() => shop.ctx.server.close());

  const numbersOf = async (browser: typeof shop.stranger) =>
    ((await browser.inject({ method: 'GET', url: '/orders/invoices' })).json().invoices as AccountInvoice[]).map(
      (invoice) => invoice.number,
    );

  it('lists the buyer’s and their company’s invoices and credit notes, newest first, status and formats', async () => {
    const { own, note, colleagues } = shop.documents;
    await shop.ctx.invoices.recordPayment(paymentOf(colleagues, 1_000));
    const answer = await shop.buyer7.inject({ method: 'GET', url: '/orders/invoices' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const listed = answer.json().invoices as AccountInvoice[];
    expect(listed.map((invoice) => invoice.number)).toEqual([colleagues.number, note.number, own.number]);
    expect(listed[0]).toEqual({
      uuid: colleagues.uuid,
      kind: 'invoice',
      number: 'INV-000002',
      issue_date: '2026-11-01',
      // Due 2026-12-01, ten days before the shop's today, partly paid.
      due_date: '2026-12-01',
      gross: colleagues.totals.gross,
      paid: 1_000,
      credited: 0,
      open: colleagues.totals.gross - 1_000,
      status: 'overdue',
      order_number: '100042',
      credits: null,
      formats: ['xrechnung-ubl', 'xrechnung-cii'],
    });
    expect(listed[1]).toMatchObject({ kind: 'credit_note', status: null, due_date: null, credits: own.number });
    expect(listed[2]).toMatchObject({ status: 'open', credited: note.totals.gross });
    // A colleague sees the company's documents, not the private buyer's or another company's.
    expect(await numbersOf(shop.colleague8)).toEqual(listed.map((invoice) => invoice.number));
    expect(await numbersOf(shop.other9)).toEqual(['INV-000003']);
    expect(await numbersOf(shop.private10)).toEqual(['INV-000004']);
  });

  it('answers 401 without a session, for the list and each download', async () => {
    const { own } = shop.documents;
    for (const url of [
      '/orders/invoices',
      `/orders/invoices/${own.uuid}/pdf`,
      `/orders/invoices/${own.uuid}/e-invoice/xrechnung-ubl`,
    ])
      expect((await shop.stranger.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('gives the PDF to the account user and their colleagues, in the buyer’s language', async () => {
    const { own } = shop.documents;
    for (const browser of [shop.buyer7, shop.colleague8]) {
      const answer = await browser.inject({ method: 'GET', url: `/orders/invoices/${own.uuid}/pdf` });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe('inline; filename="INV-000001.pdf"');
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    expect(shop.pdf.printed.at(-1)).toContain('Lasku');
  });

  it('tells anyone else nothing: another company, a private buyer and an unknown uuid get the same 404', async () => {
    const { own, privateBuyer } = shop.documents;
    const unknown = await shop.buyer7.inject({
      method: 'GET',
      url: '/orders/invoices/6f1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d/pdf',
    });
    expect(unknown.statusCode).toBe(404);
    const refused = [
      await shop.other9.inject({ method: 'GET', url: `/orders/invoices/${own.uuid}/pdf` }),
      await shop.private10.inject({ method: 'GET', url: `/orders/invoices/${own.uuid}/e-invoice/xrechnung-cii` }),
      await shop.buyer7.inject({ method: 'GET', url: `/orders/invoices/${privateBuyer.uuid}/pdf` }),
    ];
    for (const answer of refused) {
      expect([answer.statusCode, answer.json()]).toEqual([404, unknown.json()]);
    }
  });

  it('writes each e-invoice format the document offers, and no other', async () => {
    const { own } = shop.documents;
    const ubl = await shop.buyer7.inject({
      method: 'GET',
      url: `/orders/invoices/${own.uuid}/e-invoice/xrechnung-ubl`,
    });
    expect(ubl.statusCode).toBe(200);
    expect(ubl.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(ubl.headers['content-disposition']).toBe('attachment; filename="INV-000001-xrechnung-ubl.xml"');
    expect(ubl.body).toContain('<cbc:ID>INV-000001</cbc:ID>');
    const cii = await shop.buyer7.inject({
      method: 'GET',
      url: `/orders/invoices/${own.uuid}/e-invoice/xrechnung-cii`,
    });
    expect(cii.body).toContain('CrossIndustryInvoice');
    // No participant id or e-invoice address of the buyer's: no Peppol or Finvoice to write.
    const peppol = await shop.buyer7.inject({
      method: 'GET',
      url: `/orders/invoices/${own.uuid}/e-invoice/peppol-bis`,
    });
    expect(peppol.statusCode).toBe(404);
    const unknownFormat = await shop.buyer7.inject({
      method: 'GET',
      url: `/orders/invoices/${own.uuid}/e-invoice/pdf-a`,
    });
    expect(unknownFormat.statusCode).toBe(400);
  });

  it('offers and writes Finvoice for a document addressed to the buyer’s e-invoice address', async () => {
    const finvoice = await shop.ctx.invoices.issue(
      'invoice:finvoice',
      seriesOf.invoice,
      composeInvoice(
        finnishDraft({
          account: { user_id: 7, company_id: 'c-rakennus' },
          eInvoice: { format: 'finvoice', address: '003712345671', operator: 'NDEAFIHH' },
        }),
      ),
    );
    const listed = (await shop.buyer7.inject({ method: 'GET', url: '/orders/invoices' })).json()
      .invoices as AccountInvoice[];
    expect(listed.find((invoice) => invoice.uuid === finvoice.uuid)?.formats).toEqual([
      'xrechnung-ubl',
      'xrechnung-cii',
      'finvoice',
    ]);
    const xml = await shop.buyer7.inject({
      method: 'GET',
      url: `/orders/invoices/${finvoice.uuid}/e-invoice/finvoice`,
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<ToIdentifier>003712345671</ToIdentifier>');
  });
});
