import type { Receivable } from '@shop/contracts';
import { camtFile } from './camt-files';
import { shopWithInvoices } from './receivables-fixture';

describe('the back office’s receivables: open items, CSV, payments by hand and the camt.054 import', () => {
  let shop: Awaited<ReturnType<typeof shopWithInvoices>>;
  beforeEach(async () => {
    shop = await shopWithInvoices();
  });
  afterEach(() => shop.ctx.server.close());

  const list = async (query = '') =>
    (await shop.operator.inject({ method: 'GET', url: `/orders/backoffice/receivables${query}` })).json() as {
      items: Receivable[];
      totals: { gross: number; paid: number; open: number };
    };
  const numbers = async (query = '') => (await list(query)).items.map((item) => item.number);

  it('is for operators only: 401 without a session, 403 for a buyer, on every call', async () => {
    const { own } = shop.documents;
    const calls = [
      { method: 'GET', url: '/orders/backoffice/receivables' },
      { method: 'GET', url: '/orders/backoffice/receivables.csv' },
      { method: 'POST', url: `/orders/backoffice/invoices/${own.uuid}/payments`, payload: {} },
      { method: 'POST', url: '/orders/backoffice/camt054', payload: {} },
    ] as const;
    for (const call of calls) {
      expect((await shop.stranger.inject(call)).statusCode).toBe(401);
      expect((await shop.nonOperator.inject(call)).statusCode).toBe(403);
      expect((await shop.buyer7.inject(call)).statusCode).toBe(401);
    }
  });

  it('lists unpaid invoices, the earliest due first, by status, company and due date, with their sums', async () => {
    const { own, note, otherCompany } = shop.documents;
    const all = await list();
    // Today is 2026-12-11: INV-000003 was due 2026-10-31, INV-000002 2026-12-01, the others 2026-12-30.
    expect(all.items.map((item) => [item.number, item.status])).toEqual([
      ['INV-000003', 'overdue'],
      ['INV-000002', 'overdue'],
      ['INV-000001', 'open'],
      ['INV-000004', 'open'],
    ]);
    expect(all.items[2]).toEqual({
      uuid: own.uuid,
      number: 'INV-000001',
      issue_date: '2026-11-30',
      due_date: '2026-12-30',
      buyer: 'Rakennus Oy',
      buyer_email: 'ostot@rakennus-oy.fi',
      company_id: 'c-rakennus',
      reference: '1012',
      gross: own.totals.gross,
      paid: 0,
      credited: note.totals.gross,
      open: own.totals.gross - note.totals.gross,
      status: 'open',
    });
    expect(all.totals.open).toBe(all.items.reduce((sum, item) => sum + item.open, 0));
    expect(await numbers('?status=overdue')).toEqual(['INV-000003', 'INV-000002']);
    expect(await numbers('?company=c-rakennus')).toEqual(['INV-000002', 'INV-000001']);
    expect(await numbers('?company=c-rakennus&due_before=2026-12-01')).toEqual([]);
    expect(await numbers('?due_before=2026-12-02')).toEqual([otherCompany.number, 'INV-000002']);
    expect(
      (await shop.operator.inject({ method: 'GET', url: '/orders/backoffice/receivables?status=paid' })).statusCode,
    ).toBe(400);
  });

  it('exports the filtered list as CSV for accounting', async () => {
    const { colleagues } = shop.documents;
    await shop.ctx.invoices.recordPayment({
      uuid: '0b8f7e6d-5c4b-4a39-8281-7f6e5d4c3b2a',
      invoice_uuid: colleagues.uuid,
      amount: 1_000,
      date: '2026-12-05',
      source: 'operator',
      bank_reference: null,
      recorded_by: 'user1@nordbau.example',
      recorded_at: '2026-12-05T10:00:00.000Z',
    });
    const answer = await shop.operator.inject({
      method: 'GET',
      url: '/orders/backoffice/receivables.csv?company=c-rakennus',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="receivables-2026-12-11.csv"');
    const gross = (colleagues.totals.gross / 100).toFixed(2);
    const open = ((colleagues.totals.gross - 1_000) / 100).toFixed(2);
    expect(answer.body.split('\r\n')).toEqual([
      '\uFEFFnumber,issue_date,due_date,buyer,buyer_email,company,reference,gross,paid,open,status',
      `INV-000002,2026-11-01,2026-12-01,Rakennus Oy,ostot@rakennus-oy.fi,c-rakennus,1025,${gross},10.00,` +
        `${open},overdue`,
      expect.stringMatching(/^INV-000001,2026-11-30,2026-12-30,Rakennus Oy,/),
      '',
    ]);
  });

  it('records a payment by hand once per bank reference, refuses a reference taken by another invoice', async () => {
    const { own, colleagues, note } = shop.documents;
    const pay = (uuid: string, payload: object) =>
      shop.operator.inject({ method: 'POST', url: `/orders/backoffice/invoices/${uuid}/payments`, payload });
    const rest = own.totals.gross - note.totals.gross;
    const first = await pay(own.uuid, { amount: rest, date: '2026-12-10', bank_reference: '261210593497K12001' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      recorded: true,
      payment: { amount: rest, source: 'operator', recorded_by: 'user1@nordbau.example' },
      receivable: { number: 'INV-000001', paid: rest, open: 0, status: 'paid' },
    });
    const again = await pay(own.uuid, { amount: rest, date: '2026-12-10', bank_reference: '261210593497K12001' });
    expect(again.json()).toMatchObject({ recorded: false, payment: first.json().payment });
    const elsewhere = await pay(colleagues.uuid, {
      amount: 100,
      date: '2026-12-10',
      bank_reference: '261210593497K12001',
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(await numbers()).not.toContain('INV-000001');
    expect((await pay(note.uuid, { amount: 100, date: '2026-12-10' })).statusCode).toBe(404);
    expect((await pay(colleagues.uuid, { amount: 0, date: '2026-12-10' })).statusCode).toBe(400);
  });

  it('imports a camt.054 file, records nothing twice on a second import, refuses a bad file naming why', async () => {
    const xml = camtFile('camt054-001-02-reference-payments');
    const first = await shop.operator.inject({ method: 'POST', url: '/orders/backoffice/camt054', payload: { xml } });
    expect(first.statusCode).toBe(200);
    const report = first.json();
    // 1012 is INV-000001's; RF711025 is INV-000002's; 1999 names no invoice.
    expect(report.matched.map((m: { invoice: string }) => m.invoice)).toEqual(['INV-000001', 'INV-000002']);
    expect(report.unmatched.map((u: { reference: string }) => u.reference)).toEqual(['1999']);
    // A month of a busy account is a few hundred KB, far above the orders calls' 16 KB.
    const padded = xml.replace('<Document', `<!--${' '.repeat(300 * 1024)}-->\n<Document`);
    const second = await shop.operator.inject({
      method: 'POST',
      url: '/orders/backoffice/camt054',
      payload: { xml: padded },
    });
    expect(second.json().matched).toEqual([]);
    expect(second.json().already_recorded).toHaveLength(2);
    const bad = await shop.operator.inject({
      method: 'POST',
      url: '/orders/backoffice/camt054',
      headers: { 'accept-language': 'en' },
      payload: { xml: xml.replace('xsd:camt.054.001.02', 'xsd:camt.054.001.01') },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'CAMT_REFUSED',
      message: 'camt.054 version 001.01 is not read; versions 001.02 to 001.13 are.',
    });
  });
});
