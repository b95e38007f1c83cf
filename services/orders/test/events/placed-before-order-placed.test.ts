import { seller, type EventEnvelope, type EventPayload, type SupplierContact, type Topic } from '@shop/contracts';
import { InProcessEventBus } from '@shop/service-kit';
import { CartView } from '../../src/cart/cart-view';
import { placedEventId } from '../../src/shared/order-placed';
import { legacySubscribers } from '../../src/events/placed-before-order-placed';
import { fulfilmentRecords } from '../../src/fulfilment/fulfilment-records';
import { purchaseOrderRouting } from '../../src/fulfilment/route-purchase-orders';
import { confirmationMail } from '../../src/checkout/send-order-confirmation';
import { sellerCopyMail } from '../../src/checkout/send-seller-order-mail';
import { subscribe } from '../../src/events/subscriber';
import { cartReadyToComplete } from '../checkout-fixture';
import { RecordingMailer, RecordingPdf } from '../recording-fakes';

jest.setTimeout(30_000);

const supplier = { id: 1, name: 'Saimaan Teräs Oy', slug: 'saimaan-teras-oy' };
const contact: SupplierContact = {
  ...supplier,
  country: 'FI',
  city: 'Lahti',
  language: 'fi',
  lead_time_days: 3,
  email: 'o@s.example',
};

/**
 * A completed order, and the subscribers of this release (`order.placed` and the compatibility
 * ones) on a bus of their own: the test hands them the events, as the topics would after an
 * upgrade, and the service's own events (on its bus) reach none of them.
 */
async function upgradedShop(method: 'invoice' | 'card') {
  const ctx = await cartReadyToComplete();
  ctx.catalogue.put(102, { sale_price: 2_450, supplier });
  await ctx.app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${ctx.cart.uuid}/${method}` });
  const done = (await ctx.complete('fi')).json();
  const bus = new InProcessEventBus();
  const mailer = new RecordingMailer();
  const deps = {
    bus,
    store: ctx.store,
    fulfilment: fulfilmentRecords(ctx.store),
    mailer,
    pdf: new RecordingPdf(),
    seller,
    carts: new CartView({ store: ctx.store, catalogue: ctx.catalogue }),
    catalogue: ctx.catalogue,
    suppliers: { contact: async () => contact },
  };
  await subscribe(confirmationMail, deps);
  await subscribe(sellerCopyMail, deps);
  await subscribe(purchaseOrderRouting, deps);
  for (const subscriber of legacySubscribers) await subscribe(subscriber, deps);
  const payload: EventPayload<'order.completed'> = {
    orderId: done.id,
    uuid: ctx.cart.uuid,
    orderNumber: done.order_number,
    locale: 'fi',
    email: 'anna.virtanen@rakennus-oy.fi',
    additionalEmails: [],
    totalWithVat: done.total_price_with_vat,
  };
  /** Hands the subscribers an event as a topic delivers it, by its id (a redelivery keeps it). */
  const deliver = async <T extends Topic>(topic: T, body: EventPayload<T>, id: string) => {
    await bus.publishEnvelope({ id, topic, occurredAt: new Date().toISOString(), payload: body } as EventEnvelope);
    await bus.drain();
  };
  /** What was done for the order: mails to the buyer, to the seller, and the suppliers' purchase orders. */
  const acted = async () => ({
    buyer: mailer.sent.filter((m) => m.to.includes(payload.email)).length,
    seller: mailer.sent.filter((m) => m.to.includes(seller.salesEmail)).length,
    parts: (await ctx.store.findByUuid(ctx.cart.uuid))!.fulfilment?.parts.length ?? 0,
  });
  return { ...ctx, payload, deliver, acted, close: () => ctx.server.close() };
}

const once = { buyer: 1, seller: 1, parts: 1 };
const none = { buyer: 0, seller: 0, parts: 0 };

describe('events of the release before order.placed, still in their topics after the upgrade', () => {
  it('an invoice order’s order.completed: one confirmation, seller mail, routing, however often it comes', async () => {
    const shop = await upgradedShop('invoice');
    await shop.deliver('order.completed', shop.payload, 'e-completed');
    await shop.deliver('order.completed', shop.payload, 'e-completed');
    expect(await shop.acted()).toEqual(once);
    await shop.close();
  });

  it('a card order’s order.completed waits for the payment; order.paid then acts once', async () => {
    const shop = await upgradedShop('card');
    await shop.deliver('order.completed', shop.payload, 'e-completed');
    expect(await shop.acted()).toEqual(none);
    await shop.deliver('order.paid', { ...shop.payload, paymentId: 'p1' }, 'e-paid');
    await shop.deliver('order.paid', { ...shop.payload, paymentId: 'p1' }, 'e-paid');
    expect(await shop.acted()).toEqual(once);
    await shop.close();
  });

  it('a card order completed before the upgrade and paid after it is acted on once, as placed', async () => {
    const shop = await upgradedShop('card');
    await shop.deliver('order.completed', shop.payload, 'e-completed');
    await shop.deliver('order.placed', shop.payload, placedEventId(shop.cart.uuid));
    expect(await shop.acted()).toEqual(once);
    await shop.close();
  });

  it('an event the earlier release acted on already is not acted on again (its consumer groups’ records)', async () => {
    const shop = await upgradedShop('invoice');
    for (const group of ['orders-confirmation-mail', 'orders-seller-mail', 'orders-fulfilment-routing'])
      await shop.store.markProcessed(group, 'e-handled');
    await shop.deliver('order.completed', shop.payload, 'e-handled');
    expect(await shop.acted()).toEqual(none);
    await shop.close();
  });
});
