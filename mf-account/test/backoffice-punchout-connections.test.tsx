import {
  defaultCompanyBilling,
  type CompanyBillingRecord,
  type CompanyMember,
  type PunchoutConnection,
} from '@shop/contracts';
import { useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CompanyVerificationPage } from '../src/features/backoffice-companies/company-verification-page';

const company: CompanyBillingRecord = {
  company_id: '6f1c1c9e-54a4-4c43-9d25-0f6a1b7e2a11',
  name: 'Rakennus Virtanen Oy',
  vatid: 'FI27345615',
  billing: defaultCompanyBilling,
};
const members: CompanyMember[] = [
  {
    userid: 7,
    email: 'anna@rakennus.example',
    customername: 'Anna Virtanen',
    role: 'admin',
    order_limit: null,
    joined_at: '2026-11-01T08:00:00Z',
  },
  {
    userid: 9,
    email: 'einkauf@rakennus.example',
    customername: '',
    role: 'buyer',
    order_limit: null,
    joined_at: '2026-11-02T08:00:00Z',
  },
];
const connection: PunchoutConnection = {
  connection_id: '0b9b3c55-8a1c-4a3e-9a57-6d7e4d0c1f01',
  company_id: '6f1c1c9e-54a4-4c43-9d25-0f6a1b7e2a11',
  userid: 9,
  protocol: 'oci',
  login: 'SAP-RAKENNUS',
  status_url: null,
  created_at: '2026-11-30T08:00:00Z',
};
const routes = (connections: PunchoutConnection[]) => ({
  '/users/backoffice/companies': [],
  '/users/backoffice/companies/billing': [company],
  '/users/backoffice/companies/6f1c1c9e-54a4-4c43-9d25-0f6a1b7e2a11/members': members,
  '/users/backoffice/companies/6f1c1c9e-54a4-4c43-9d25-0f6a1b7e2a11/punchout': connections,
  '/users/backoffice/punchout': { ...connection, protocol: 'cxml', login: 'networkid:AN01', userid: 7 },
  [`/users/backoffice/companies/6f1c1c9e-54a4-4c43-9d25-0f6a1b7e2a11/punchout/${connection.connection_id}`]: {
    status: 204,
    body: undefined,
  },
});

/** The page with the company's punch-out connections opened. */
async function openConnections() {
  renderWithProviders(<CompanyVerificationPage />, { route: '/backoffice/companies' });
  const section = await screen.findByTestId('punchout-connections');
  // The companies list arrives after the section's heading.
  const details = await waitFor(() => {
    const found = section.querySelector<HTMLDetailsElement>(
      'details[data-company="6f1c1c9e-54a4-4c43-9d25-0f6a1b7e2a11"]',
    );
    if (!found) throw new Error('no company yet');
    return found;
  });
  details.open = true;
  fireEvent(details, new Event('toggle'));
  return section;
}
const change = (form: HTMLElement, name: string, value: string) =>
  fireEvent.change(form.querySelector(`[name="${name}"]`)!, { target: { value } });
const notifications = () => useUiStore.getState().notifications.map((n) => n.message);

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
});

describe("the back office's punch-out connections of companies", () => {
  it('lists a connection with the member it shops as, and revokes it only once confirmed', async () => {
    const calls = mockFetch(routes([connection]));
    const section = await openConnections();
    const row = await within(section).findByTestId('punchout-connection');
    expect(row.textContent).toContain('OCI 5.0 (SAP)');
    expect(row.textContent).toContain('SAP-RAKENNUS');
    expect(row.textContent).toContain('shops as einkauf@rakennus.example');
    fireEvent.click(within(row).getByTestId('punchout-revoke'));
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(false);
    expect(row.textContent).toContain('Revoke SAP-RAKENNUS? Its logins open nothing any more');
    fireEvent.click(within(row).getByTestId('punchout-revoke-confirm'));
    await waitFor(() => expect(notifications()).toContain('Connection SAP-RAKENNUS revoked.'));
    expect(calls.find((call) => call.init?.method === 'DELETE')?.path).toBe(
      `/users/backoffice/companies/6f1c1c9e-54a4-4c43-9d25-0f6a1b7e2a11/punchout/${connection.connection_id}`,
    );
  });

  it('sets a cXML connection for the member chosen, as the contract reads it, and lets go of the secret', async () => {
    const calls = mockFetch(routes([]));
    const section = await openConnections();
    expect(await within(section).findByText('No connection yet.')).toBeTruthy();
    const form = within(section).getByTestId('punchout-connection-form');
    change(form, 'protocol', 'cxml');
    change(form, 'userid', '7');
    change(form, 'identity', 'AN01');
    change(form, 'shared_secret', 'a-long-shared-secret');
    fireEvent.click(within(form).getByTestId('punchout-connection-save'));
    await waitFor(() => expect(notifications()).toContain('Connection networkid:AN01 saved.'));
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      protocol: 'cxml',
      company_id: '6f1c1c9e-54a4-4c43-9d25-0f6a1b7e2a11',
      userid: 7,
      domain: 'NetworkID',
      identity: 'AN01',
      shared_secret: 'a-long-shared-secret',
    });
    expect((form.querySelector('[name="shared_secret"]') as HTMLInputElement).value).toBe('');
  });

  it('sends a cXML connection\u2019s status URL, and shows the server\u2019s refusal of it on its field', async () => {
    const refusal = {
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION',
      message: 'error.bad_request',
      issues: [{ field: 'status_url', reason: 'Status documents go to https:// addresses only.' }],
    };
    const calls = mockFetch({ ...routes([]), '/users/backoffice/punchout': { status: 400, body: refusal } });
    const section = await openConnections();
    const form = await within(section).findByTestId('punchout-connection-form');
    change(form, 'protocol', 'cxml');
    change(form, 'identity', 'AN01');
    change(form, 'shared_secret', 'a-long-shared-secret');
    change(form, 'status_url', 'http://buyer.example/cxml');
    fireEvent.click(within(form).getByTestId('punchout-connection-save'));
    expect(await within(form).findByText('Status documents go to https:// addresses only.')).toBeTruthy();
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toMatchObject({ status_url: 'http://buyer.example/cxml' });
  });

  it('shows where a connection\u2019s status documents go', async () => {
    mockFetch(routes([{ ...connection, protocol: 'cxml', status_url: 'https://buyer.example/cxml' }]));
    const section = await openConnections();
    expect((await within(section).findByTestId('punchout-status-url')).textContent).toBe(
      'status documents to https://buyer.example/cxml',
    );
  });

  it('refuses a missing user name and a short password on their fields before anything is sent', async () => {
    const calls = mockFetch(routes([]));
    const section = await openConnections();
    const form = await within(section).findByTestId('punchout-connection-form');
    change(form, 'password', 'short');
    fireEvent.click(within(form).getByTestId('punchout-connection-save'));
    expect(await within(form).findAllByRole('alert')).toHaveLength(2);
    expect(calls.some((call) => call.init?.method === 'PUT')).toBe(false);
  });
});
