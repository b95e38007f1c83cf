import type { CamtImportReport, Receivable, ReceivableList } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { mockFetch, refusalAnswer } from '@shop/state/testing';
import { renderRoutes } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { centsOf } from '../src/features/backoffice-receivables/record-payment-form';
import { ReceivablesPage } from '../src/features/backoffice-receivables/receivables-page';

const item: Receivable = {
  uuid: '3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a090',
  number: 'INV-000002',
  issue_date: '2026-11-01',
  due_date: '2026-12-01',
  buyer: 'Rakennus Oy',
  buyer_email: 'ostot@rakennus-oy.fi',
  company_id: 'c-rakennus',
  reference: '1025',
  gross: 179_590,
  paid: 100_000,
  credited: 0,
  open: 79_590,
  status: 'overdue',
};
const list: ReceivableList = { items: [item], totals: { gross: 179_590, paid: 100_000, open: 79_590 } };
const report: CamtImportReport = {
  version: 'camt.054.001.02',
  matched: [
    {
      amount: 225_385,
      booking_date: '2026-12-10',
      bank_reference: '261210593497K12001',
      reference: '1012',
      debtor: 'RAKENNUS OY',
      invoice: 'INV-000001',
      receivable: { ...item, number: 'INV-000001', paid: 225_385, open: 0, status: 'paid' },
    },
  ],
  unmatched: [
    { amount: 5_000, booking_date: '2026-12-10', bank_reference: 'K12003', reference: '1999', debtor: 'MAKSAJA OY' },
  ],
  already_recorded: [],
};

const openPage = (route = '/backoffice/receivables') =>
  renderRoutes(route, { '/backoffice/receivables': <ReceivablesPage /> });

beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

describe('the back office’s open items', () => {
  it('lists each unpaid invoice with buyer, reference, amounts and status, the sums, under the nav', async () => {
    mockFetch({ '/orders/backoffice/receivables': list });
    openPage();
    const row = (await screen.findByTestId('receivable-row')).textContent!.replace(/\u00a0/g, ' ');
    expect(row).toContain('INV-000002');
    expect(row).toContain('Rakennus Oy');
    expect(row).toContain('c-rakennus');
    expect(row).toContain('1025');
    expect(row).toContain('€1,795.90€1,000.00€795.90Overdue');
    expect(screen.getByTestId('receivables-totals').textContent!.replace(/\u00a0/g, ' ')).toContain('€795.90');
    // On a phone each cell is a card line labelled from data-label: the sums carry theirs too.
    const sums = [...screen.getByTestId('receivables-totals').querySelectorAll('td[data-label]')];
    expect(sums.map((cell) => cell.getAttribute('data-label'))).toEqual(['Amount', 'Paid', 'Open']);
    const nav = within(screen.getByTestId('backoffice-nav'));
    expect(nav.getByRole('link', { name: 'Receivables' }).getAttribute('aria-current')).toBe('page');
  });

  it('gives each cell one value, which a phone’s card puts in the column beside its label', async () => {
    mockFetch({ '/orders/backoffice/receivables': list });
    openPage();
    const cells = [...(await screen.findByTestId('receivable-row')).children];
    expect(cells.filter((cell) => cell.childNodes.length > 1).map((cell) => cell.textContent)).toEqual([]);
  });

  it('filters by status, company and due date through the address; the CSV export has the same filters', async () => {
    const calls = mockFetch({
      '/orders/backoffice/receivables': list,
      '/orders/backoffice/receivables?status=overdue&company=c-rakennus&due_before=2026-12-02': list,
    });
    openPage();
    const filter = within(await screen.findByTestId('receivables-filter'));
    fireEvent.change(filter.getByLabelText('Status'), { target: { value: 'overdue' } });
    fireEvent.change(filter.getByLabelText('Company id'), { target: { value: 'c-rakennus' } });
    fireEvent.change(filter.getByLabelText('Due before'), { target: { value: '2026-12-02' } });
    fireEvent.click(filter.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain(
        '/orders/backoffice/receivables?status=overdue&company=c-rakennus&due_before=2026-12-02',
      ),
    );
    expect(screen.getByTestId('location').textContent).toBe(
      '/backoffice/receivables?status=overdue&company=c-rakennus&due_before=2026-12-02',
    );
    await waitFor(() =>
      expect(screen.getByTestId('receivables-csv').getAttribute('href')).toBe(
        '/api/orders/backoffice/receivables.csv?status=overdue&company=c-rakennus&due_before=2026-12-02',
      ),
    );
  });

  it('tells a buyer the page is for operators, without the list or the import', async () => {
    mockFetch({
      '/orders/backoffice/receivables': refusalAnswer(403, 'FORBIDDEN', 'This is only for the shop’s operators.'),
    });
    openPage();
    expect((await screen.findByTestId('backoffice-refused')).textContent).toContain('Only for operators');
    expect(screen.queryByTestId('camt-import')).toBeNull();
  });

  it('imports a camt.054 file and shows what was recorded and what to check by hand', async () => {
    const calls = mockFetch({ '/orders/backoffice/receivables': list, '/orders/backoffice/camt054': report });
    openPage();
    const form = within(await screen.findByTestId('camt-import'));
    const xml = '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"/>';
    fireEvent.change(form.getByLabelText('camt.054 file (XML)'), {
      target: { files: [new File([xml], 'notification.xml', { type: 'application/xml' })] },
    });
    fireEvent.click(form.getByRole('button', { name: 'Import' }));
    const matched = await screen.findByTestId('camt-matched');
    expect(matched.textContent!.replace(/\u00a0/g, ' ')).toContain(
      '€2,253.85 · 1012 → INV-000001 · Payer: RAKENNUS OY',
    );
    expect(screen.getByTestId('camt-unmatched').textContent).toContain('MAKSAJA OY');
    expect(screen.getByTestId('camt-already').textContent).toContain('None');
    const sent = calls.find((call) => call.path === '/orders/backoffice/camt054')!;
    expect(JSON.parse(String(sent.init!.body))).toEqual({ xml });
  });

  it('shows the server’s reason for a refused file', async () => {
    mockFetch({
      '/orders/backoffice/receivables': list,
      '/orders/backoffice/camt054': {
        status: 422,
        body: {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'CAMT_REFUSED',
          message: 'camt.054 version 001.01 is not read; versions 001.02 to 001.13 are.',
        },
      },
    });
    openPage();
    const form = within(await screen.findByTestId('camt-import'));
    fireEvent.change(form.getByLabelText('camt.054 file (XML)'), {
      target: { files: [new File(['<x/>'], 'old.xml')] },
    });
    fireEvent.click(form.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'camt.054 version 001.01 is not read; versions 001.02 to 001.13 are.',
    );
  });

  it('records a payment by hand for a listed invoice and tells what is open now', async () => {
    const calls = mockFetch({
      '/orders/backoffice/receivables': list,
      [`/orders/backoffice/invoices/${item.uuid}/payments`]: {
        recorded: true,
        payment: {
          uuid: '0b8f7e6d-5c4b-4a39-8281-7f6e5d4c3b2a',
          invoice_uuid: item.uuid,
          amount: 50_000,
          date: '2026-12-10',
          source: 'operator',
          bank_reference: '261210593497K12009',
          recorded_by: 'user1@nordbau.example',
          recorded_at: '2026-12-10T09:00:00.000Z',
        },
        receivable: { ...item, paid: 150_000, open: 29_590 },
      },
    });
    openPage();
    const form = within(await screen.findByTestId('record-payment'));
    fireEvent.change(form.getByLabelText('Amount (EUR)'), { target: { value: '500,00' } });
    fireEvent.change(form.getByLabelText('Booking date'), { target: { value: '2026-12-10' } });
    fireEvent.change(form.getByLabelText('Bank archive id (optional)'), { target: { value: '261210593497K12009' } });
    fireEvent.click(form.getByRole('button', { name: 'Record payment' }));
    expect((await screen.findByTestId('record-payment-outcome')).textContent!.replace(/\u00a0/g, ' ')).toBe(
      'INV-000002: €1,500.00 paid, €295.90 open.',
    );
    const sent = calls.find((call) => call.path === `/orders/backoffice/invoices/${item.uuid}/payments`)!;
    expect(JSON.parse(String(sent.init!.body))).toEqual({
      amount: 50_000,
      date: '2026-12-10',
      bank_reference: '261210593497K12009',
    });
  });

  it('reads an amount in euros as typed, with a comma or a dot, and nothing else', () => {
    expect([centsOf('1250,50'), centsOf('1250.5'), centsOf(' 7 '), centsOf('0,05')]).toEqual([
      125_050, 125_050, 700, 5,
    ]);
    expect([centsOf('12,345'), centsOf('1.250,50'), centsOf('-5'), centsOf('')]).toEqual([null, null, null, null]);
  });
});
