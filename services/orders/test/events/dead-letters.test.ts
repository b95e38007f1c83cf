import { DeadLetterListSchema } from '@shop/contracts';
import { createServer, InProcessEventBus, requireRole } from '@shop/service-kit';
import { deadLetterRoutes } from '../../src/events/dead-letters';
import { buyer, operator, secret, tokenOf, users } from './operator-sessions';

const orderUuid = '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11';

/** A bus with two dead letters: an order's confirmation mail and a cart update, both failing once. */
async function shopWithDeadLetters() {
  const bus = new InProcessEventBus({ logger: { warn: () => undefined, error: () => undefined } });
  let mailWorks = false;
  const mailed: string[] = [];
  await bus.subscribe(
    'orders-confirmation-mail',
    'order.offer-requested',
    (e) => {
      if (!mailWorks) throw new Error('smtp 550 mailbox unavailable\n    at send (mailer.ts:10)');
      mailed.push(e.id);
    },
    { maxAttempts: 2, retryDelayMs: 1 },
  );
  await bus.subscribe(
    'live',
    'cart.updated',
    () => {
      throw new Error('socket closed');
    },
    { maxAttempts: 1 },
  );
  const offer = await bus.publish('order.offer-requested', {
    uuid: orderUuid,
    locale: 'de',
    email: 'kauf@bau.example',
    comments: '',
  });
  await bus.publish('cart.updated', { uuid: orderUuid, length: 2 });
  await bus.drain();
  const app = await createServer({ logger: false });
  await app.register(deadLetterRoutes, {
    bus,
    operatorsOnly: requireRole('operator', { users, sessionSecret: secret }),
  });
  await app.ready();
  return {
    app,
    bus,
    offer,
    mailed,
    fixMail: () => (mailWorks = true),
    as: (token: string) => ({ cookie: `sid=${token}` }),
  };
}

describe('the dead letters for operators (GET/POST /orders/backoffice/dead-letters...)', () => {
  it('lists each dead letter with topic, group, event, order, attempts, first line of the error and time', async () => {
    const shop = await shopWithDeadLetters();
    const res = await shop.app.inject({ url: '/orders/backoffice/dead-letters', headers: shop.as(operator) });
    expect(res.statusCode).toBe(200);
    const { bus, letters } = DeadLetterListSchema.parse(res.json());
    expect(bus).toBe('in-process');
    expect(letters).toHaveLength(2);
    const offer = letters.find((l) => l.topic === 'order.offer-requested')!;
    expect(offer).toMatchObject({
      group: 'orders-confirmation-mail',
      event_id: shop.offer.id,
      order_uuid: orderUuid,
      attempts: 2,
      error: 'Error: smtp 550 mailbox unavailable',
      replayed: null,
    });
    expect(Number.isNaN(Date.parse(offer.failed_at))).toBe(false);
    // A cart's uuid is no order's.
    expect(letters.find((l) => l.topic === 'cart.updated')?.order_uuid).toBeNull();
    const filtered = await shop.app.inject({
      url: '/orders/backoffice/dead-letters?topic=cart.updated',
      headers: shop.as(operator),
    });
    expect(filtered.json().letters.map((l: { topic: string }) => l.topic)).toEqual(['cart.updated']);
    await shop.app.close();
    await shop.bus.close();
  });

  it('replays one letter to its group, marks it with operator and time, refuses a second replay (409)', async () => {
    const shop = await shopWithDeadLetters();
    const list = await shop.app.inject({
      url: '/orders/backoffice/dead-letters?topic=order.offer-requested',
      headers: shop.as(operator),
    });
    const id = list.json().letters[0].id as string;
    shop.fixMail();
    const replay = await shop.app.inject({
      method: 'POST',
      url: `/orders/backoffice/dead-letters/${id}/replay`,
      headers: shop.as(operator),
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ replayed: 1 });
    await shop.bus.drain();
    expect(shop.mailed).toEqual([shop.offer.id]);
    const after = await shop.app.inject({ url: '/orders/backoffice/dead-letters', headers: shop.as(operator) });
    const replayed = after.json().letters.find((l: { id: string }) => l.id === id);
    expect(replayed.replayed).toEqual({ by: 'user1@nordbau.example', at: expect.any(String) });
    const again = await shop.app.inject({
      method: 'POST',
      url: `/orders/backoffice/dead-letters/${id}/replay`,
      headers: { ...shop.as(operator), 'accept-language': 'de' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Dieses Ereignis wurde schon erneut zugestellt, oder sein Empfänger läuft nicht: Liste neu laden.',
    );
    const unknown = await shop.app.inject({
      method: 'POST',
      url: '/orders/backoffice/dead-letters/not%20an%20id/replay',
      headers: shop.as(operator),
    });
    expect(unknown.statusCode).toBe(400);
    await shop.app.close();
    await shop.bus.close();
  });

  it('replays every waiting letter of a topic and group at once, and refuses an unknown topic (400)', async () => {
    const shop = await shopWithDeadLetters();
    shop.fixMail();
    const replay = await shop.app.inject({
      method: 'POST',
      url: '/orders/backoffice/dead-letters/replay',
      headers: shop.as(operator),
      payload: { topic: 'order.offer-requested', group: 'orders-confirmation-mail' },
    });
    expect(replay.json()).toEqual({ replayed: 1 });
    await shop.bus.drain();
    expect(shop.mailed).toEqual([shop.offer.id]);
    const bad = await shop.app.inject({
      method: 'POST',
      url: '/orders/backoffice/dead-letters/replay',
      headers: shop.as(operator),
      payload: { topic: 'order.nothing' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('topic');
    await shop.app.close();
    await shop.bus.close();
  });

  it.each([
    ['GET', '/orders/backoffice/dead-letters', undefined],
    ['POST', '/orders/backoffice/dead-letters/1/replay', undefined],
    ['POST', '/orders/backoffice/dead-letters/replay', { topic: 'cart.updated' }],
  ] as const)('refuses %s %s to a buyer (403) and to an anonymous caller (401)', async (method, url, payload) => {
    const shop = await shopWithDeadLetters();
    const asBuyer = await shop.app.inject({ method, url, payload, headers: shop.as(buyer) });
    expect(asBuyer.statusCode).toBe(403);
    const anonymous = await shop.app.inject({ method, url, payload });
    expect(anonymous.statusCode).toBe(401);
    const ended = await shop.app.inject({ method, url, payload, headers: shop.as(tokenOf(3)) });
    expect(ended.statusCode).toBe(401);
    // Nothing was replayed by the refused calls.
    expect(shop.bus.deadLetters()).toHaveLength(2);
    await shop.app.close();
    await shop.bus.close();
  });
});
