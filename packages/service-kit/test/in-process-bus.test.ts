import { InProcessEventBus } from '../src';
import { recordingLogger } from './event-bus.contract';

describe('InProcessEventBus', () => {
  it('delivers a published event to every subscribed group once, after publish returns', async () => {
    const bus = new InProcessEventBus();
    const seen: string[] = [];
    await bus.subscribe('mailer', 'cart.updated', (e) => void seen.push(`mailer:${e.payload.length}`));
    await bus.subscribe('live', 'cart.updated', (e) => void seen.push(`live:${e.payload.length}`));
    const envelope = await bus.publish('cart.updated', { uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', length: 3 });
    expect(seen).toEqual([]);
    await bus.drain();
    expect(seen.sort()).toEqual(['live:3', 'mailer:3']);
    expect(envelope.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a payload that breaks the topic contract', async () => {
    const bus = new InProcessEventBus();
    await expect(bus.publish('cart.updated', { uuid: 'not-a-uuid', length: -1 })).rejects.toThrow();
  });

  it('keeps delivering to others when one handler throws; reports the failure once, after the last try', async () => {
    const failures: string[] = [];
    const bus = new InProcessEventBus({
      onError: (_e, event) => failures.push(event.topic),
      logger: recordingLogger().logger,
    });
    const seen: number[] = [];
    let attempts = 0;
    await bus.subscribe(
      'broken',
      'cart.updated',
      () => {
        attempts++;
        throw new Error('boom');
      },
      { maxAttempts: 4, retryDelayMs: 1 },
    );
    await bus.subscribe('ok', 'cart.updated', (e) => void seen.push(e.payload.length));
    await bus.publish('cart.updated', { uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', length: 1 });
    await bus.drain();
    expect(seen).toEqual([1]);
    expect(failures).toEqual(['cart.updated']);
    expect(attempts).toBe(4);
  });

  it('waits longer before each retry (200 ms, 400 ms, 800 ms... by default), up to the ceiling', async () => {
    const waits: number[] = [];
    const bus = new InProcessEventBus({
      logger: recordingLogger().logger,
      sleep: async (ms) => void waits.push(ms),
    });
    await bus.subscribe(
      'mailer',
      'cart.updated',
      () => {
        throw new Error('smtp down');
      },
      { maxAttempts: 6, maxRetryDelayMs: 2_000 },
    );
    await bus.publish('cart.updated', { uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', length: 1 });
    await bus.drain();
    expect(waits).toEqual([200, 400, 800, 1_600, 2_000]);
    expect(bus.deadLetters('cart.updated')).toHaveLength(1);
  });
});
