import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebhookPayloadSchema } from '@shop/contracts';
import { MemorySeenWebhookIds, verifyWebhook } from '@shop/service-kit';
import type { Browser } from 'playwright-core';
import { openUserStore } from '../../services/users/src/adapters/open-user-store';
import { changeRole } from '../../services/users/src/roles/change-role';
import { availableVariants, logInByLink, returningBuyer } from '../support/buyer';
import { openPage, screenshotsAtEveryWidth, withShopAndBrowser } from '../support/browser';
import { foundCompany } from '../support/company';
import { eventually } from '../support/poll';
import type { RunningShop } from '../support/shop';

jest.setTimeout(240_000);

let shop: RunningShop;
let browser: Browser;
withShopAndBrowser((started) => void ({ shop, browser } = started));

const operatorEmail = 'betrieb@nordbau.example';
const adminEmail = 'anna.webhooks@virtanen.example';

/** The company's ERP on 127.0.0.1: verifies each delivery as docs/procurement.md says, keeps what it got. */
async function startErp(secret: () => string) {
  const received: { body: string; refusal: string | null }[] = [];
  const seen = new MemorySeenWebhookIds();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      void verifyWebhook({ secret: secret(), headers: request.headers, body, seen }).then((refusal) => {
        received.push({ body, refusal });
        response.writeHead(refusal ? 400 : 204).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nordbau`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('signed webhooks for a company’s ERP (issue 36)', () => {
  it('an operator adds the endpoint; the company’s order reaches the ERP signed; the log shows it', async () => {
    // The company's admin founds a verified company.
    const admin = await openPage(browser, 'desktop', 'en');
    await returningBuyer(admin.context, shop, 'en');
    await logInByLink(admin.page, shop, adminEmail);
    await foundCompany(admin.page, shop);
    const current = (await (await admin.context.request.get(`${shop.url}/api/users/current`)).json()) as {
      company_account: { company_id: string };
    };
    const companyId = current.company_account.company_id;

    // An operator, as `npm run users:role -- grant` makes one.
    const operator = await openPage(browser, 'desktop', 'en');
    await returningBuyer(operator.context, shop, 'en');
    await logInByLink(operator.page, shop, operatorEmail);
    const users = await openUserStore(shop.usersMongoUri, shop.dataDir);
    try {
      expect(await changeRole(users, 'grant', operatorEmail, 'operator')).toMatchObject({ ok: true });
    } finally {
      await users.close();
    }

    let secret = '';
    const erp = await startErp(() => secret);
    try {
      const page = operator.page;
      await page.goto(`${shop.url}/backoffice/webhooks?company=${encodeURIComponent(companyId)}`);
      const form = page.getByTestId('webhook-form');
      await form.waitFor();
      await form.getByLabel('URL').fill(erp.url);
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      secret = (await page.getByTestId('webhook-secret').locator('code').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_/);
      await page.getByTestId('webhook-endpoint').waitFor();

      // The admin orders on invoice through the shop's calls, with the company's session.
      const [article] = await availableVariants(shop, 'fences');
      const call = async (method: 'post' | 'patch', path: string, data?: object) => {
        const answer = await admin.context.request[method](`${shop.url}/api${path}`, { data });
        expect([path, answer.status()]).toEqual([path, 200]);
        return (await answer.json()) as { uuid: string; order_number: string };
      };
      const { uuid } = await call('post', '/orders/add', {
        variantId: article!.id,
        amount: article!.min_order,
        isProduction: true,
      });
      await call('patch', `/orders/set-form/${uuid}`, {
        vat: '2734561-5',
        company: 'Rakennus Virtanen Oy',
        name: 'Anna Virtanen',
        phone: '+358401234567',
        email: adminEmail,
        additionalEmails: [],
        streetAddress: 'Teollisuuskatu 21',
        postCode: '00510',
        city: 'Helsinki',
        country: 'FI',
        type: 'company',
      });
      await call('patch', `/orders/set-payment-method/${uuid}/invoice`);
      const placed = await call('post', '/orders/complete', { uuid });

      await eventually(() => expect(erp.received.length).toBeGreaterThan(0), { limitMs: 60_000 });
      const [delivery] = erp.received;
      expect(delivery!.refusal).toBeNull();
      expect(WebhookPayloadSchema.parse(JSON.parse(delivery!.body))).toMatchObject({
        type: 'order.placed',
        company_id: companyId,
        order: { uuid, order_number: placed.order_number },
      });

      await page.reload();
      const row = page.getByTestId('webhook-delivery');
      await row.waitFor();
      expect(await row.getAttribute('data-status')).toBe('delivered');
      expect(await row.textContent()).toContain(placed.order_number);
      await screenshotsAtEveryWidth(page, 'backoffice-webhooks');
    } finally {
      await erp.close();
      await admin.context.close();
      await operator.context.close();
    }
  });
});
