import { subscribe } from '../../src/events/subscriber';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createOutboxMailer, InProcessEventBus, MetricsRegistry } from '@shop/service-kit';
import { seller } from '@shop/contracts';
import { confirmationMail } from '../../src/checkout/send-order-confirmation';
import type { OrderStore } from '../../src/shared/order-store';
import type { PdfRenderer } from '../../src/documents/pdf-renderer';
import { cartReadyToComplete, finnishCompanyForm as form } from '../checkout-fixture';

/** A PDF without Chromium: these tests are about how often the mail goes out, not what it shows. */
const pdf: PdfRenderer = { render: async () => Buffer.from('%PDF-1.7 test'), close: async () => undefined };

/**
 * The store as a crash between the mail and its record leaves it: the first record of each event
 * is lost (the process "died" after sending), so the bus delivers the event again.
 */
function losingFirstRecord(store: OrderStore): OrderStore {
  const lost = new Set<string>();
  return Object.assign(Object.create(store) as OrderStore, {
    markProcessed: async (consumer: string, eventId: string) => {
      if (!lost.has(eventId)) {
        lost.add(eventId);
        throw new Error('process died before recording the event');
      }
      return store.markProcessed(consumer, eventId);
    },
  });
}

describe('the confirmation mail after a crash between sending and recording', () => {
  it('sends the same mail again on redelivery, which replaces the first: the buyer has one mail, not two', async () => {
    const ctx = await cartReadyToComplete();
    const bus = new InProcessEventBus({
      sleep: async () => undefined,
      metrics: new MetricsRegistry(),
      logger: { warn: () => undefined, error: () => undefined },
    });
    const outbox = join(ctx.dir, 'crash-outbox');
    const deliveries: string[] = [];
    await bus.subscribe('test-deliveries', 'order.placed', (event) => void deliveries.push(event.id));
    await subscribe(confirmationMail, {
      bus,
      store: losingFirstRecord(ctx.store),
      mailer: createOutboxMailer(outbox, 'Nordbau <shop@nordbau.test>'),
      pdf,
      seller,
    });
    const done = (await ctx.complete('fi')).json();
    const stored = await ctx.store.findByUuid(ctx.cart.uuid);
    await bus.publish('order.placed', {
      orderId: done.id,
      uuid: ctx.cart.uuid,
      orderNumber: done.order_number,
      locale: 'fi',
      email: form.email,
      additionalEmails: form.additionalEmails,
      totalWithVat: stored!.total_price_with_vat,
    });
    await bus.drain();
    const mails = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(mails).toHaveLength(1);
    const mail = readFileSync(join(outbox, mails[0]!), 'utf8');
    // The Message-ID derives from the consumer and the event: an SMTP server or client sees the same message.
    expect(mail).toMatch(/^Message-ID: <[0-9a-f]{32}@nordbau\.test>$/m);
    expect(bus.deadLetters()).toEqual([]);
    expect(await ctx.store.isProcessed('orders-placed-confirmation-mail', deliveries[0]!)).toBe(true);
    await ctx.server.close();
  });

  it(
    'writes one file per idempotency key and a new one for another key, under the same Message-ID for the ' +
      'same key',
    async () => {
      const ctx = await cartReadyToComplete();
      const outbox = join(ctx.dir, 'keyed-outbox');
      const mailer = createOutboxMailer(outbox, 'shop@nordbau.test');
      const message = { to: ['anna.virtanen@rakennus-oy.fi'], subject: 'Tilausvahvistus', text: 'Kiitos' };
      const first = await mailer.send({ ...message, idempotencyKey: 'orders-confirmation-mail:e1' });
      const again = await mailer.send({ ...message, idempotencyKey: 'orders-confirmation-mail:e1' });
      const other = await mailer.send({ ...message, idempotencyKey: 'orders-paid-confirmation-mail:e1' });
      expect(again.messageId).toBe(first.messageId);
      expect(other.messageId).not.toBe(first.messageId);
      expect(readdirSync(outbox).filter((f) => f.endsWith('.eml'))).toHaveLength(2);
      // Without a key every send is a mail of its own, as before.
      await mailer.send(message);
      await mailer.send(message);
      expect(readdirSync(outbox).filter((f) => f.endsWith('.eml'))).toHaveLength(4);
      await ctx.server.close();
    },
  );
});
