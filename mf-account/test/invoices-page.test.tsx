import type { AccountInvoice, AccountInvoiceList } from '@shop/contracts';
import { useAuthStore, useConsentStore, useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { screen, within } from '@testing-library/react';
import { InvoicesPage } from '../src/features/invoices/invoices-page';

const invoice: AccountInvoice = {
  uuid: '3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a090',
  kind: 'invoice',
  number: 'INV-000002',
  issue_date: '2026-11-01',
  due_date: '2026-12-01',
  gross: 179_590,
  paid: 100_000,
  credited: 0,
  open: 79_590,
  status: 'overdue',
  order_number: '100042',
  credits: null,
  formats: ['xrechnung-ubl', 'xrechnung-cii', 'finvoice'],
};
const note: AccountInvoice = {
  ...invoice,
  uuid: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  kind: 'credit_note',
  number: 'CRN-000001',
  issue_date: '2026-12-01',
  due_date: null,
  gross: 2_497,
  paid: 0,
  open: 0,
  status: null,
  credits: 'INV-000001',
  formats: ['xrechnung-ubl', 'xrechnung-cii'],
};
const overpaid: AccountInvoice = {
  ...invoice,
  uuid: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  number: 'INV-000001',
  gross: 225_385,
  paid: 230_000,
  open: -4_615,
  status: 'paid',
  formats: ['xrechnung-ubl', 'xrechnung-cii'],
};
const list: AccountInvoiceList = { invoices: [note, invoice, overpaid] };

function open(locale: 'en' | 'de' | 'fi' | 'et' = 'en') {
  useLocaleStore.setState({ locale });
  return renderWithProviders(<InvoicesPage />, { route: '/invoices' });
}

beforeEach(() => {
  useConsentStore.setState({ consent: { functional: true, analytics: false } });
  useAuthStore.setState({ loggedIn: true, user: null });
});

describe('the buyer’s invoices page', () => {
  it('lists invoices and credit notes with dates, amount and status, partly paid and overpaid shown', async () => {
    mockFetch({ '/orders/invoices': list });
    open();
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows.map((row) => row.querySelector('th')!.textContent)).toEqual([
      'Credit note CRN-000001Credit for INV-000001',
      'Invoice INV-000002',
      'Invoice INV-000001',
    ]);
    const [credit, partly, over] = rows.map((row) => row.textContent!.replace(/\u00a0/g, ' '));
    expect(credit).toContain('-€24.97');
    expect(partly).toContain('Nov 1, 2026');
    expect(partly).toContain('Dec 1, 2026');
    expect(partly).toContain('Overdue€1,000.00 paid, €795.90 open');
    expect(over).toContain('PaidOverpaid by €46.15');
  });

  it('gives each cell one value, which a phone’s card puts in the column beside its label', async () => {
    mockFetch({ '/orders/invoices': list });
    open();
    const cells = (await screen.findAllByTestId('invoice-row')).flatMap((row) => [...row.children]);
    expect(cells.filter((cell) => cell.childNodes.length > 1).map((cell) => cell.textContent)).toEqual([]);
  });

  it('links the PDF and each e-invoice format of a document to its download', async () => {
    mockFetch({ '/orders/invoices': list });
    open();
    const row = within((await screen.findAllByTestId('invoice-row'))[1]!);
    const href = (name: string) => row.getByRole('link', { name }).getAttribute('href');
    expect(href('INV-000002 as PDF')).toBe(`/api/orders/invoices/${invoice.uuid}/pdf`);
    expect(href('INV-000002 as XRechnung UBL')).toBe(`/api/orders/invoices/${invoice.uuid}/e-invoice/xrechnung-ubl`);
    expect(href('INV-000002 as Finvoice')).toBe(`/api/orders/invoices/${invoice.uuid}/e-invoice/finvoice`);
    expect(row.queryByRole('link', { name: 'INV-000002 as Peppol BIS' })).toBeNull();
  });

  it('speaks the page’s language: German, Finnish and Estonian', async () => {
    mockFetch({ '/orders/invoices': list });
    open('de');
    expect((await screen.findAllByTestId('invoice-status'))[0]!.textContent).toContain('Überfällig');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rechnungen und Gutschriften');
  });

  it('asks a visitor without a session to log in, and loads nothing', () => {
    useAuthStore.setState({ loggedIn: false, user: null });
    const calls = mockFetch({ '/orders/invoices': list });
    open('fi');
    expect(screen.getByText('Kirjaudu sisään nähdäksesi laskusi.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/orders/invoices')).toEqual([]);
  });

  it('says so when there is no invoice yet', async () => {
    mockFetch({ '/orders/invoices': { invoices: [] } });
    open('et');
    expect(await screen.findByText('Arveid veel ei ole.')).toBeTruthy();
  });
});
