import type { SupplierRecordDetail, SupplierRecordList } from '@shop/contracts';
import { useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SupplierRecordsPage } from '../src/features/backoffice-suppliers/supplier-records-page';

const rhein = {
  id: 4,
  slug: 'rhein-stahl-gmbh',
  name: 'Rhein Stahl GmbH',
  country: 'DE' as const,
  city: 'Köln',
  email: 'orders@rhein-stahl-gmbh.example',
  language: 'de' as const,
  lead_time_days: 5,
  edited: false,
};
const saimaa = {
  ...rhein,
  id: 9,
  slug: 'saimaan-teras-oy',
  name: 'Saimaan Teräs Oy',
  country: 'FI' as const,
  city: 'Lahti',
  email: 'tilaukset@saimaa.example',
  language: 'fi' as const,
  lead_time_days: 8,
  edited: true,
};
const list: SupplierRecordList = { suppliers: [rhein, saimaa] };
const detail: SupplierRecordDetail = {
  ...saimaa,
  changes: [
    {
      supplier_id: 9,
      by: 'ops@nordbau.example',
      at: '2026-11-26T09:00:00.000Z',
      before: { email: 'orders@saimaan-teras-oy.example', language: 'fi', lead_time_days: 6 },
      after: { email: 'tilaukset@saimaa.example', language: 'fi', lead_time_days: 8 },
    },
  ],
};

const openPage = (search = '') =>
  renderWithProviders(<SupplierRecordsPage />, { route: `/backoffice/suppliers${search}` });

const trail = () => useUiStore.getState().breadcrumbs.map((crumb) => `${crumb.label} ${crumb.href}`);

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
  useUiStore.setState({ notifications: [] });
});

describe('the supplier records page', () => {
  it('lists the suppliers with e-mail, language and lead time, marks changed ones, and searches', async () => {
    mockFetch({ '/suppliers/backoffice': list });
    openPage();
    const rows = await screen.findAllByTestId('supplier-record');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('tilaukset@saimaa.example')).toBeTruthy();
    expect(within(rows[1]!).getByText('Suomi')).toBeTruthy();
    expect(within(rows[1]!).getByText('Changed')).toBeTruthy();
    expect(within(rows[0]!).queryByText('Changed')).toBeNull();
    expect(trail()).toEqual(['Back office /backoffice', 'Suppliers /backoffice/suppliers']);
    fireEvent.change(screen.getByTestId('supplier-records-search'), { target: { value: 'köln' } });
    expect(screen.getAllByTestId('supplier-record').map((row) => within(row).getByRole('strong').textContent)).toEqual([
      'Rhein Stahl GmbH',
    ]);
  });

  it('opens a record with its audit and refuses bad fields under each field before sending', async () => {
    const calls = mockFetch({ '/suppliers/backoffice': list, '/suppliers/backoffice/9': detail });
    openPage('?supplier=9');
    const form = await screen.findByTestId('supplier-record-form');
    expect(within(form).getByTestId('supplier-record-changes').textContent).toContain(
      'Lead time (working days): 6 → 8',
    );
    fireEvent.change(within(form).getByLabelText(/Order e-mail/), { target: { value: 'not an address' } });
    fireEvent.change(within(form).getByLabelText(/Lead time/), { target: { value: '120' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Insert valid email address')).toBeTruthy();
    expect(within(form).getByText('Give the lead time in whole working days, 1 to 90')).toBeTruthy();
    expect(calls.some((call) => call.init?.method === 'PATCH')).toBe(false);
  });

  it('sends the change, shows the stored record and says the next purchase order uses it', async () => {
    const saved: SupplierRecordDetail = {
      ...detail,
      lead_time_days: 12,
      language: 'en',
      changes: [
        {
          supplier_id: 9,
          by: 'ops@nordbau.example',
          at: '2026-11-26T11:00:00.000Z',
          before: detail.changes[0]!.after,
          after: { ...detail.changes[0]!.after, language: 'en', lead_time_days: 12 },
        },
        ...detail.changes,
      ],
    };
    mockFetch({ '/suppliers/backoffice': list, '/suppliers/backoffice/9': detail });
    openPage('?supplier=9');
    const form = await screen.findByTestId('supplier-record-form');
    const calls = mockFetch({ '/suppliers/backoffice': list, '/suppliers/backoffice/9': saved });
    fireEvent.change(within(form).getByLabelText(/Language of mails/), { target: { value: 'en' } });
    fireEvent.change(within(form).getByLabelText(/Lead time/), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(useUiStore.getState().notifications.map((n) => n.message)).toContain(
        'Saved. The next purchase order uses it.',
      ),
    );
    const patch = calls.find((call) => call.init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch.init?.body))).toEqual({
      email: 'tilaukset@saimaa.example',
      language: 'en',
      lead_time_days: 12,
    });
    expect((await screen.findByTestId('supplier-record-changes')).textContent).toContain(
      'Language of mails: Suomi → English',
    );
  });

  it("puts the server's refusal under the field it names, in the operator's language", async () => {
    useLocaleStore.setState({ locale: 'fi' });
    mockFetch({
      '/suppliers/backoffice': list,
      '/suppliers/backoffice/9': detail,
    });
    openPage('?supplier=9');
    const form = await screen.findByTestId('supplier-record-form');
    const refusal = {
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION',
      message: 'Tarkista kentät: Tilausten sähköposti',
      issues: [{ field: 'email', reason: 'Anna kelvollinen sähköpostiosoite' }],
    };
    const calls = mockFetch({ '/suppliers/backoffice/9': { status: 400, body: refusal } });
    fireEvent.change(within(form).getByLabelText(/Tilausten sähköposti/), { target: { value: 'a@b.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await within(form).findByText('Anna kelvollinen sähköpostiosoite')).toBeTruthy();
    expect(JSON.parse(String(calls.find((c) => c.init?.method === 'PATCH')!.init?.body))).toEqual({
      email: 'a@b.example',
      language: 'fi',
      lead_time_days: 8,
    });
  });

  it('offers an anonymous visitor the login instead of the list and the sections', async () => {
    mockFetch({
      '/suppliers/backoffice': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', code: 'UNAUTHORIZED', message: 'Please log in' },
      },
    });
    openPage();
    const refusal = await screen.findByTestId('backoffice-refused');
    expect(within(refusal).getByRole('link').getAttribute('href')).toBe('/backoffice/suppliers?login=true&back=true');
    expect(screen.queryByTestId('supplier-record')).toBeNull();
    expect(screen.queryByTestId('backoffice-nav')).toBeNull();
  });
});
