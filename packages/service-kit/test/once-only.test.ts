import { InProcessEventBus, MemoryProcessedEvents, onceOnly, idempotencyKey } from '../src';
import { recordingLogger } from './event-bus.contract';

const payload = { uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', length: 1 };

describe('onceOnly', () => {
  it(
    'records an event as handled only after its handler succeeded: the mail of a failed SMTP call goes out ' +
      'on the retry',
    async () => {
      const bus = new InProcessEventBus({ logger: recordingLogger().logger });
      const processed = new MemoryProcessedEvents();
      const mailed: string[] = [];
      let smtpUp = false;
      await bus.subscribe(
        'orders-confirmation-mail',
        'cart.updated',
        onceOnly('orders-confirmation-mail', processed, async (event) => {
          if (!smtpUp) {
            smtpUp = true;
            throw new Error('smtp 421 service not available');
          }
          mailed.push(event.id);
        }),
        { retryDelayMs: 1 },
      );
      const sent = await bus.publish('cart.updated', payload);
      await bus.drain();
      expect(mailed).toEqual([sent.id]);
      expect(bus.deadLetters()).toEqual([]);
      expect(await processed.isProcessed('orders-confirmation-mail', sent.id)).toBe(true);
    },
  );

  it('acts once on an event delivered twice (a relay republishing after a crash)', async () => {
    const bus = new InProcessEventBus();
    const processed = new MemoryProcessedEvents();
    const mailed: string[] = [];
    await bus.subscribe(
      'mailer',
      'cart.updated',
      onceOnly('mailer', processed, async (event) => void mailed.push(event.id)),
    );
    const sent = await bus.publish('cart.updated', payload);
    await bus.drain();
    await bus.publishEnvelope(sent);
    await bus.drain();
    expect(mailed).toEqual([sent.id]);
  });

  it('does not record a failed event for a store that can look ids up, so a later delivery still acts', async () => {
    const processed = new MemoryProcessedEvents();
    const handler = onceOnly('mailer', processed, async () => {
      throw new Error('smtp down');
    });
    const event = { id: 'e1', topic: 'cart.updated' as const, occurredAt: new Date().toISOString(), payload };
    await expect(handler(event)).rejects.toThrow('smtp down');
    expect(await processed.isProcessed('mailer', 'e1')).toBe(false);
  });

  it('derives one side-effect key per consumer and event, the same on every redelivery', () => {
    expect(idempotencyKey('orders-confirmation-mail', { id: 'e1' })).toBe(
      idempotencyKey('orders-confirmation-mail', { id: 'e1' }),
    );
    expect(idempotencyKey('orders-confirmation-mail', { id: 'e1' })).not.toBe(
      idempotencyKey('orders-offer-mail', { id: 'e1' }),
    );
  });
});
