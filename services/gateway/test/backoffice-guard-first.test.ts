import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTestGateway } from './helper';

jest.setTimeout(120_000);

const quotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

// Each back-office call with an address and a body that are both wrong: a stranger must learn who
// may call it, never what it expects.
const malformed = [
  { method: 'GET', url: '/api/orders/backoffice/orders?limit=-1&state=nonsense' },
  { method: 'GET', url: '/api/orders/backoffice/orders/not-a-uuid' },
  { method: 'POST', url: '/api/orders/backoffice/orders/not-a-uuid/cancel-line', payload: { reason: '' } },
  { method: 'POST', url: '/api/orders/backoffice/orders/not-a-uuid/mark-delivered', payload: { x: 1 } },
  { method: 'POST', url: '/api/orders/backoffice/orders/not-a-uuid/mark-reviewed', payload: { x: 1 } },
  { method: 'POST', url: '/api/orders/backoffice/orders/not-a-uuid/resend-mail', payload: { mail: 'any' } },
  { method: 'GET', url: '/api/orders/backoffice/dead-letters?topic=' + 'x'.repeat(500) },
  { method: 'POST', url: '/api/orders/backoffice/dead-letters/not-an-id/replay', payload: { x: 1 } },
  { method: 'POST', url: '/api/orders/backoffice/dead-letters/replay', payload: { topic: 'x' } },
  { method: 'GET', url: '/api/suppliers/backoffice/not-a-number' },
  { method: 'PATCH', url: '/api/suppliers/backoffice/not-a-number', payload: { lead_time_days: -4 } },
  { method: 'POST', url: '/api/users/backoffice/companies/not-a-company/verification', payload: { decision: 1 } },
  { method: 'GET', url: '/api/orders/backoffice/receivables?status=paid&due_before=never' },
  { method: 'GET', url: '/api/orders/backoffice/receivables.csv?status=nonsense' },
  { method: 'GET', url: '/api/orders/backoffice/orders.csv?from=never' },
  { method: 'GET', url: '/api/orders/backoffice/orders.xlsx?supplier=-1' },
  { method: 'POST', url: '/api/orders/backoffice/invoices/not-a-uuid/payments', payload: { amount: -1 } },
  { method: 'POST', url: '/api/orders/backoffice/camt054', payload: { xml: 42 } },
] as const;

describe('the back office asks who calls before it looks at what is sent', () => {
  let gateway: Awaited<ReturnType<typeof buildTestGateway>>;
  let buyer: string;
  beforeAll(async () => {
    gateway = await buildTestGateway();
    const { app, root } = gateway;
    const email = 'buyer@rakennus.example';
    await app.inject({
      method: 'POST',
      url: '/api/users/request-magic-link',
      payload: { email, host: 'http://localhost' },
    });
    const outbox = join(root, 'data', 'outbox');
    let token: string | undefined;
    for (let attempt = 0; attempt < 150 && !token; attempt += 1) {
      const mails = existsSync(outbox)
        ? readdirSync(outbox).map((file) => quotedPrintable(readFileSync(join(outbox, file), 'utf8')))
        : [];
      token = /\?token=([\w.%-]+)/.exec(mails.find((mail) => mail.includes(`To: ${email}`)) ?? '')?.[1];
      if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const login = await app.inject({ method: 'GET', url: `/api/users/check-magic-link?token=${token}` });
    buyer = [login.headers['set-cookie']]
      .flat()
      .map(String)
      .find((cookie) => cookie.startsWith('sid='))!
      .split(';')[0]!;
  });
  afterAll(() => gateway?.app.close());

  it('answers a caller without a session 401 and a buyer 403 for malformed addresses and bodies alike', async () => {
    for (const call of malformed)
      for (const [cookie, status, message] of [
        [undefined, 401, 'You are not logged in'],
        [buyer, 403, 'This is only for the shop’s operators.'],
      ] as const) {
        const res = await gateway.app.inject({
          ...call,
          headers: { 'x-locale': 'en', ...(cookie ? { cookie } : {}) },
        });
        expect([call.method, call.url, res.statusCode, res.json().message]).toEqual([
          call.method,
          call.url,
          status,
          message,
        ]);
      }
  });
});
