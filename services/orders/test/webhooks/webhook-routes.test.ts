import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebhookListSchema, WebhookSecretAnswerSchema } from '@shop/contracts';
import { createServer, requireRole } from '@shop/service-kit';
import type { CompanyDirectory } from '../../src/shared/company-directory';
import { SqliteWebhookStore } from '../../src/webhooks/adapters/sqlite-webhook-store';
import { webhookRoutes } from '../../src/webhooks/webhook-routes';
import type { WebhookAddressPolicy } from '@shop/service-kit';
import { secret, sessions, usersRequest } from './webhook-sessions';

const dir = mkdtempSync(join(tmpdir(), 'webhook-routes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const anna = { userid: 2, email: 'anna@virtanen.fi', customername: 'Anna Virtanen', locale: 'fi' as const };
const companies: CompanyDirectory = { admins: async (id) => (id === 'c-virtanen' ? [anna] : []) };
let files = 0;

async function backOffice(policy: WebhookAddressPolicy = { local: false }) {
  const store = new SqliteWebhookStore(join(dir, `orders-${files++}.sqlite`));
  const notified: number[] = [];
  const app = await createServer({ logger: false });
  await app.register(webhookRoutes, {
    store,
    sender: { notify: () => notified.push(1) },
    policy,
    operatorsOnly: requireRole('operator', { users: usersRequest, sessionSecret: secret }),
    companies,
  });
  await app.ready();
  return { app, store, notified };
}

const endpoint = { company_id: 'c-virtanen', url: 'https://erp.virtanen.example/nordbau', events: ['order.placed'] };

describe('webhook endpoints for operators (/orders/backoffice/webhooks)', () => {
  it('adds an endpoint and answers its secret once; the list shows it without the secret', async () => {
    const { app } = await backOffice();
    const created = await app.inject({
      method: 'POST',
      url: '/orders/backoffice/webhooks',
      headers: sessions.operator,
      payload: endpoint,
    });
    expect(created.statusCode).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const { endpoint: made, secret: signing } = WebhookSecretAnswerSchema.parse(created.json());
    expect(signing).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ ...endpoint, active: true, description: '' });
    const list = await app.inject({
      url: '/orders/backoffice/webhooks?company=c-virtanen',
      headers: sessions.operator,
    });
    expect(WebhookListSchema.parse(list.json())).toEqual({ endpoints: [made], deliveries: [] });
    expect(list.body).not.toContain(signing);
    await app.close();
  });

  it('rotates the secret (a new one, answered once) and switches an endpoint off', async () => {
    const { app, store } = await backOffice();
    const created = WebhookSecretAnswerSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/orders/backoffice/webhooks',
          headers: sessions.operator,
          payload: endpoint,
        })
      ).json(),
    );
    const rotated = await app.inject({
      method: 'POST',
      url: `/orders/backoffice/webhooks/${created.endpoint.id}/rotate`,
      headers: sessions.operator,
    });
    const { secret: second } = WebhookSecretAnswerSchema.parse(rotated.json());
    expect(second).not.toBe(created.secret);
    expect((await store.endpoint(created.endpoint.id))?.secret).toBe(second);
    const off = await app.inject({
      method: 'PATCH',
      url: `/orders/backoffice/webhooks/${created.endpoint.id}`,
      headers: sessions.operator,
      payload: { active: false, events: ['order.placed', 'order.part_shipped'] },
    });
    expect(off.json()).toMatchObject({ active: false, events: ['order.placed', 'order.part_shipped'] });
    expect(off.body).not.toContain(second);
    await app.close();
  });

  it.each([
    ['a buyer of another company', 'otherMember'],
    ['the company’s own admin (a member, not an operator)', 'companyAdmin'],
    ['a private buyer', 'privateBuyer'],
  ] as const)('refuses %s with 403, before looking at the body', async (_who, person) => {
    const { app } = await backOffice();
    for (const call of [
      { method: 'GET' as const, url: '/orders/backoffice/webhooks?company=c-virtanen' },
      { method: 'POST' as const, url: '/orders/backoffice/webhooks', payload: { url: 'nonsense' } },
      { method: 'POST' as const, url: '/orders/backoffice/webhook-deliveries/wh_0/resend' },
    ]) {
      const res = await app.inject({ ...call, headers: sessions[person] });
      expect(res.statusCode).toBe(403);
    }
    await app.close();
  });

  it('refuses a caller without a session with 401', async () => {
    const { app } = await backOffice();
    expect((await app.inject({ url: '/orders/backoffice/webhooks?company=c-virtanen' })).statusCode).toBe(401);
    await app.close();
  });

  it.each([
    ['http://erp.virtanen.example/hook', 'Webhooks go to https:// addresses only'],
    ['https://10.0.0.5/hook', 'The address is inside a private network: webhooks go to public addresses only'],
    [
      'https://169.254.169.254/latest/meta-data',
      'The address is inside a private network: webhooks go to public addresses only',
    ],
    ['https://localhost:8080/hook', 'The address is inside a private network: webhooks go to public addresses only'],
    [
      'https://[::ffff:127.0.0.1]/hook',
      'The address is inside a private network: webhooks go to public addresses only',
    ],
    ['https://user:pass@erp.virtanen.example/', 'Enter the address as https://…, without a user name or password'],
    ['ftp://erp.virtanen.example/', 'Enter the address as https://…, without a user name or password'],
  ])('refuses the URL %s with 400 naming the field and the reason', async (url, reason) => {
    const { app } = await backOffice();
    const res = await app.inject({
      method: 'POST',
      url: '/orders/backoffice/webhooks',
      headers: { ...sessions.operator, 'accept-language': 'en' },
      payload: { ...endpoint, url },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ field: 'url', reason }]);
    await app.close();
  });

  it('allows http to a loopback host only where the configuration allows local receivers (tests)', async () => {
    const { app } = await backOffice({ local: true });
    const post = (url: string) =>
      app.inject({
        method: 'POST',
        url: '/orders/backoffice/webhooks',
        headers: sessions.operator,
        payload: { ...endpoint, url },
      });
    expect((await post('http://127.0.0.1:4010/hook')).statusCode).toBe(200);
    expect((await post('http://erp.virtanen.example/hook')).statusCode).toBe(400);
    await app.close();
  });

  it('refuses missing fields, an unknown event and an unknown company, in the buyer’s language', async () => {
    const { app } = await backOffice();
    const post = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/orders/backoffice/webhooks',
        headers: { ...sessions.operator, 'accept-language': 'de' },
        payload,
      });
    const missing = await post({ company_id: 'c-virtanen' });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .issues.map((i: { field: string }) => i.field)
        .sort(),
    ).toEqual(['events', 'url']);
    const none = await post({ ...endpoint, events: [] });
    expect(none.json().issues).toEqual([{ field: 'events', reason: 'Wählen Sie mindestens ein Ereignis' }]);
    expect((await post({ ...endpoint, events: ['order.paid'] })).json().issues[0].field).toBe('events.0');
    const unknown = await post({ ...endpoint, company_id: 'c-nobody' });
    expect(unknown.json().issues).toEqual([{ field: 'company_id', reason: 'Es gibt keine Firma mit dieser ID' }]);
    await app.close();
  });

  it('answers 404 for an unknown endpoint or delivery, and 409 for a delivery that did not fail', async () => {
    const { app, store, notified } = await backOffice();
    const unknownEndpoint = '0b0c8f4e-3f6a-4c1e-9d3e-2a1b7c6d5e4f';
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/orders/backoffice/webhooks/${unknownEndpoint}`,
          headers: sessions.operator,
          payload: { active: false },
        })
      ).statusCode,
    ).toBe(404);
    const id = `wh_${'a'.repeat(32)}`;
    const resend = () =>
      app.inject({
        method: 'POST',
        url: `/orders/backoffice/webhook-deliveries/${id}/resend`,
        headers: sessions.operator,
      });
    expect((await resend()).statusCode).toBe(404);
    await store.enqueue(
      [
        {
          id,
          endpoint_id: unknownEndpoint,
          company_id: 'c-virtanen',
          url: endpoint.url,
          event_type: 'order.placed',
          order_uuid: unknownEndpoint,
          order_number: '1',
          body: '{}',
        },
      ],
      new Date(),
    );
    expect((await resend()).statusCode).toBe(409);
    expect(notified).toEqual([]);
    await app.close();
  });
});
