import { randomUUID } from 'node:crypto';
import { DeadLetterListSchema } from '@shop/contracts';
import { createServer, requireRole } from '@shop/service-kit';
import { KafkaEventBus } from '@shop/service-kit/kafka-bus';
import { describeWithKafka } from '@shop/service-kit/testing';
import { logLevel } from 'kafkajs';
import { deadLetterRoutes } from '../../src/events/dead-letters';
import { operator, secret, users } from './operator-sessions';

jest.setTimeout(120_000);

const quiet = { warn: () => undefined, error: () => undefined };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(what);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describeWithKafka('the dead letters for operators on Kafka', (broker) => {
  it('lists a dead letter read from its .dlq topic, replays it by id to its group and marks who did', async () => {
    const bus = new KafkaEventBus({
      brokers: broker().brokers.split(','),
      clientId: 'dead-letters-route-test',
      topicPrefix: `ops-${randomUUID().slice(0, 8)}.`,
      logger: quiet,
      clientLogLevel: logLevel.NOTHING,
    });
    await bus.ensureTopics(1);
    let smtpUp = false;
    const mailed: string[] = [];
    await bus.subscribe(
      'orders-offer-mail',
      'order.offer-requested',
      (event) => {
        if (!smtpUp) throw new Error('smtp 421 try again later');
        mailed.push(event.id);
      },
      { maxAttempts: 2, retryDelayMs: 10 },
    );
    const uuid = randomUUID();
    const sent = await bus.publish('order.offer-requested', {
      uuid,
      locale: 'fi',
      email: 'osto@rakennus.example',
      comments: '',
    });
    const app = await createServer({ logger: false });
    await app.register(deadLetterRoutes, {
      bus,
      operatorsOnly: requireRole('operator', { users, sessionSecret: secret }),
    });
    await app.ready();
    const headers = { cookie: `sid=${operator}` };
    const list = () =>
      app
        .inject({ url: '/orders/backoffice/dead-letters?topic=order.offer-requested', headers })
        .then((res) => DeadLetterListSchema.parse(res.json()));
    try {
      const before = await until(list, (l) => l.letters.length === 1, 'no dead letter listed');
      expect(before.bus).toBe('kafka');
      const [letter] = before.letters;
      expect(letter).toMatchObject({
        topic: 'order.offer-requested',
        group: 'orders-offer-mail',
        event_id: sent.id,
        order_uuid: uuid,
        attempts: 2,
        error: 'Error: smtp 421 try again later',
        replayed: null,
      });
      expect(letter!.id).toMatch(/^order\.offer-requested:0:\d+$/);

      smtpUp = true;
      const replay = await app.inject({
        method: 'POST',
        url: `/orders/backoffice/dead-letters/${letter!.id}/replay`,
        headers,
      });
      expect(replay.json()).toEqual({ replayed: 1 });
      await until(
        async () => mailed,
        (m) => m.length === 1,
        'replayed event not handled',
      );
      expect(mailed).toEqual([sent.id]);
      const after = await list();
      expect(after.letters[0]?.replayed).toEqual({ by: 'user1@nordbau.example', at: expect.any(String) });
      const again = await app.inject({
        method: 'POST',
        url: `/orders/backoffice/dead-letters/${letter!.id}/replay`,
        headers,
      });
      expect(again.statusCode).toBe(409);
    } finally {
      await app.close();
      await bus.close();
    }
  });
});
