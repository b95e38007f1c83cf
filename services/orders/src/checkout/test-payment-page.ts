import { numberFormat, translate } from '@shop/i18n';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TestModePaymentProvider } from './adapters/test-mode-payment-provider';
import { paymentReturnPath } from './card-payment';
import { escapeHtml } from '../shared/http/escape-html';
import type { OrderStore } from '../shared/order-store';

/**
 * The embedded provider's payment page: approve or decline, then back to the shop like a real
 * provider. The payment is the order's attempt of this provider, read from the order store: any
 * replica shows and decides it.
 */
export const testPaymentPageRoutes: FastifyPluginAsyncZod<{
  provider: TestModePaymentProvider;
  store: OrderStore;
}> = async (app, { provider, store }) => {
  const params = z.object({ order: z.string().uuid('validation.invalid'), id: z.string().uuid('validation.invalid') });
  const find = async ({ order: uuid, id }: z.infer<typeof params>) => {
    const order = await store.findByUuid(uuid);
    const attempt = [order?.payment, ...(order?.payment?.attempts ?? [])].find(
      (a) => a?.id === id && a.provider === provider.kind,
    );
    if (!order?.order_number || !attempt) throw HttpError.notFound();
    return { order, attempt };
  };
  // The page's buttons post an empty form; there is nothing in it to read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  // The buttons' addresses are relative to the page's: the same under /api at the gateway and here.
  const page = { 200: { description: 'The test provider\u2019s payment page.', contentType: 'text/html' } } as const;
  app.get(
    '/orders/test-payment/:order/:id',
    { schema: { params }, config: { rawAnswers: page } },
    async (request, reply) => {
      const { order } = await find(request.params);
      const locale = requestLocale(request);
      const t = (key: string, p?: Record<string, string>) => escapeHtml(translate(locale, key, p));
      const amount = numberFormat('fi-FI', { style: 'currency', currency: 'EUR' }).format(
        order.total_price_with_vat / 100,
      );
      const html = [
        `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
          '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${t('payment.test_title')}</title>`,
        '<style>body{font-family:system-ui,sans-serif;background:#f3f5f8;margin:0;display:grid;place-items:center;' +
          'min-height:100vh;color:#17212b}',
        'main{background:#fff;border:1px solid #d6dbe1;border-radius:8px;padding:28px;max-width:420px;' +
          'width:calc(100% - 32px);box-shadow:0 8px 24px rgb(23 33 43/8%)}',
        'h1{margin:0 0 4px;font-size:1.3rem}.amount{font-size:2rem;font-weight:700;margin:16px 0}' +
          '.notice{color:#4b5563;font-size:.9rem}',
        'form{display:flex;gap:12px;margin-top:20px}' +
          'button{flex:1;min-height:44px;border-radius:6px;font-weight:600;font-size:1rem;cursor:pointer}',
        '.approve{background:#1f5f99;color:#fff;border:0}' +
          '.decline{background:#fff;border:1px solid #d6dbe1;color:#17212b}</style></head>',
        `<body><main data-testid="test-payment"><h1>${t('payment.test_title')}</h1>` +
          `<div>${t('payment.order', { number: order.order_number! })}</div>`,
        `<div class="amount">${escapeHtml(amount)}</div><p class="notice">${t('payment.test_notice')}</p>`,
        '<form method="post">' +
          `<button class="approve" formaction="${request.params.id}/approve">${t('payment.approve')}</button>`,
        `<button class="decline" formaction="${request.params.id}/decline">${t('payment.decline')}</button>` +
          '</form></main></body></html>',
      ].join('\n');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.post(
    '/orders/test-payment/:order/:id/:decision',
    {
      schema: { params: params.extend({ decision: z.enum(['approve', 'decline']) }) },
      config: {
        rawAnswers: {
          303: {
            description: 'The payment is decided: back to the shop\u2019s return page.',
            headers: { location: { description: 'The shop\u2019s payment return page of the order.' } },
          },
        },
      },
    },
    async (request, reply) => {
      const { order, attempt } = await find(request.params);
      // Only a pending payment can change; a second answer changes nothing.
      if (attempt.status === 'pending')
        await provider.decide(order.uuid, attempt.id, request.params.decision === 'approve');
      return reply.redirect(paymentReturnPath(order.uuid), 303);
    },
  );
};
