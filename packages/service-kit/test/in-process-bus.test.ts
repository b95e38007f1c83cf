import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InProcessEventBus, SqliteDeadLetters } from '../src';
import { recordingLogger } from './event-bus.contract';

const cartUuid = '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11';

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

  it('keeps its dead letters in a SQLite file: a restarted shop still lists them and replays them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dead-letters-'));
    try {
      const file = join(dir, 'events', 'dead-letters.sqlite');
      const before = new InProcessEventBus({
        logger: recordingLogger().logger,
        deadLetters: new SqliteDeadLetters(file),
      });
      await before.subscribe(
        'mailer',
        'cart.updated',
        () => {
          throw new Error('smtp down');
        },
        { maxAttempts: 2, retryDelayMs: 1 },
      );
      const sent = await before.publish('cart.updated', { uuid: cartUuid, length: 7 });
      await before.drain();
      await before.close();

      const after = new InProcessEventBus({
        logger: recordingLogger().logger,
        deadLetters: new SqliteDeadLetters(file),
      });
      const handled: number[] = [];
      await after.subscribe('mailer', 'cart.updated', (e) => void handled.push(e.payload.length));
      const [letter] = await after.listDeadLetters();
      expect(letter).toMatchObject({ group: 'mailer', attempts: 2, replayed: null, event: { id: sent.id } });
      expect(letter?.error).toContain('smtp down');
      expect(await after.replayDeadLetter(letter!.id, 'ops@nordbau.example')).toBe(true);
      await after.drain();
      expect(handled).toEqual([7]);
      await after.close();

      const third = new InProcessEventBus({ deadLetters: new SqliteDeadLetters(file) });
      expect((await third.listDeadLetters())[0]?.replayed).toMatchObject({ by: 'ops@nordbau.example' });
      await third.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves a dead letter waiting when its group has no handler in this process to replay it to', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dead-letters-'));
    try {
      const file = join(dir, 'dead-letters.sqlite');
      const before = new InProcessEventBus({
        logger: recordingLogger().logger,
        deadLetters: new SqliteDeadLetters(file),
      });
      await before.subscribe(
        'mailer',
        'cart.updated',
        () => {
          throw new Error('smtp down');
        },
        { maxAttempts: 1 },
      );
      await before.publish('cart.updated', { uuid: cartUuid, length: 1 });
      await before.drain();
      await before.close();
      // Restarted without the mailer (yet): nothing to deliver to, so the letter is not marked.
      const after = new InProcessEventBus({ deadLetters: new SqliteDeadLetters(file) });
      const [letter] = await after.listDeadLetters();
      expect(await after.replayDeadLetter(letter!.id, 'ops@nordbau.example')).toBe(false);
      expect(await after.replayDeadLetters('cart.updated')).toBe(0);
      expect(after.deadLetters('cart.updated')).toHaveLength(1);
      await after.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
