import { subscribe } from '../../src/events/subscriber';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seller, type Topic } from '@shop/contracts';
import { createOutboxMailer, InProcessEventBus, type EventBus, type EventHandler } from '@shop/service-kit';
import { ChromiumPdfRenderer } from '../../src/documents/adapters/chromium-pdf-renderer';
import { confirmationMail, sendConfirmation } from '../../src/checkout/send-order-confirmation';
import type { PdfRenderer } from '../../src/documents/pdf-renderer';
import { FakeCompanyRegister } from '../fake-company-register';
import { finnishCompanyForm as form } from '../checkout-fixture';
import { buildOrders } from '../helper';

jest.setTimeout(60_000);

/** At-least-once delivery at its worst: every event reaches every handler twice. */
class TwiceDeliveringBus extends InProcessEventBus implements EventBus {
  override async subscribe<T extends Topic>(group: string, topic: T, handler: EventHandler<T>) {
    await super.subscribe(group, topic, async (event) => {
      await handler(event);
      await handler(event);
    });
  }
}

describe('order confirmation e-mail', () => {
  const pdf = new ChromiumPdfRenderer(process.env.CHROMIUM_PATH);
  afterAll(() => pdf.close());

  it('e-mails the confirmation PDF once to the buyer and the extra addresses, even if the event repeats', async () => {
    const ctx = await buildOrders();
    const bus = new TwiceDeliveringBus();
    const outbox = join(ctx.dir, 'consumer-outbox');
    await subscribe(confirmationMail, {
      bus,
      store: ctx.store,
      mailer: createOutboxMailer(outbox, 'shop@test'),
      pdf,
      seller,
    });

    ctx.catalogue.put(102, {
      sale_price: 2_450,
      code: 'DSM-656-1830',
      title: 'Doppelstabmattenzaun 6/5/6, 1830 mm, RAL 6005',
    });
    const cart = (
      await ctx.app.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 12, isProduction: true },
      })
    ).json();
    await ctx.app.inject({ method: 'PATCH', url: `/orders/set-form/${cart.uuid}`, payload: form });
    await ctx.app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/invoice` });
    const done = (
      await ctx.app.inject({
        method: 'POST',
        url: '/orders/complete',
        headers: { 'x-locale': 'fi' },
        payload: { uuid: cart.uuid },
      })
    ).json();
    const stored = await ctx.store.findByUuid(cart.uuid);
    // The service published on its own bus; hand the same event to the twice-delivering one.
    await bus.publish('order.placed', {
      orderId: done.id,
      uuid: cart.uuid,
      orderNumber: done.order_number,
      locale: 'fi',
      email: form.email,
      additionalEmails: form.additionalEmails,
      totalWithVat: stored!.total_price_with_vat,
    });
    await bus.drain();

    const mails = readdirSync(outbox);
    expect(mails).toHaveLength(1);
    const mail = readFileSync(join(outbox, mails[0]!), 'utf8');
    expect(mail).toMatch(/^To: anna\.virtanen@rakennus-oy\.fi, ostot@rakennus-oy\.fi$/m);
    expect(mail).toContain('Subject: Tilausvahvistus NB-100001');
    expect(mail).toContain('Content-Type: application/pdf; name=NB-100001.pdf');
    const attachment = /Content-Type: application\/pdf[\s\S]*?\n\n([A-Za-z0-9+/=\n]+)\n/.exec(mail)?.[1];
    const bytes = Buffer.from(attachment!.replace(/\n/g, ''), 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.KEEP_PDF) writeFileSync(process.env.KEEP_PDF, bytes);
    await ctx.app.close();
  });
});

describe('order confirmation e-mail of an order charged VAT instead of reverse charge', () => {
  it('tells the buyer why, in their language, in the mail text as in its PDF', async () => {
    const ctx = await buildOrders({
      companies: new FakeCompanyRegister().put('EE102345678', 'EE', 'Tallinna Ehitus OÜ'),
    });
    const outbox = join(ctx.dir, 'reason-outbox');
    const rendered: string[] = [];
    const pdfOf: PdfRenderer = {
      render: async (html) => {
        rendered.push(html);
        return Buffer.from('%PDF-');
      },
      close: async () => undefined,
    };
    ctx.catalogue.put(102, { sale_price: 2_450 });
    const cart = (
      await ctx.app.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 4, isProduction: true },
      })
    ).json();
    const estonian = {
      ...form,
      vat: 'EE102345678',
      company: 'Acme Oy',
      phone: '+3725551234',
      streetAddress: 'Peterburi tee 47',
      postCode: '11415',
      city: 'Tallinn',
      country: 'EE',
    };
    await ctx.app.inject({ method: 'PATCH', url: `/orders/set-form/${cart.uuid}`, payload: estonian });
    await ctx.app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/invoice` });
    await ctx.app.inject({
      method: 'POST',
      url: '/orders/complete',
      headers: { 'x-locale': 'de' },
      payload: { uuid: cart.uuid },
    });
    await sendConfirmation(
      { bus: ctx.bus, store: ctx.store, mailer: createOutboxMailer(outbox, 'shop@test'), pdf: pdfOf, seller },
      (await ctx.store.findByUuid(cart.uuid))!,
      'test-confirmation',
    );
    const reason = 'MwSt. berechnet: Der Firmenname stimmt nicht mit dem Register überein (Tallinna Ehitus OÜ).';
    const mail = readdirSync(outbox).map((file) => readFileSync(join(outbox, file), 'utf8'))[0]!;
    expect(decodeQuotedPrintable(mail)).toContain(reason);
    expect(rendered[0]).toContain(reason);
    await ctx.app.close();
  });
});

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
