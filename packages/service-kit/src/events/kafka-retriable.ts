import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Right after a topic is made, a KRaft broker can name a leader in its metadata and still answer
 * "not the leader for that topic-partition" to an offsets request for a moment: such answers are
 * retriable (kafkajs marks them), so they are asked again for up to 30 s instead of failing a
 * subscribe. So is a missing group coordinator, which kafkajs gives up on after its own retries
 * while a fresh or just restarted broker is still creating its offsets topic.
 */
export async function retryWhileRetriable<T>(call: () => Promise<T>, limitMs = 30_000): Promise<T> {
  const until = Date.now() + limitMs;
  for (let delay = 100; ; delay = Math.min(delay * 2, 2_000)) {
    try {
      return await call();
    } catch (error) {
      const retriable =
        (error as { retriable?: unknown }).retriable === true ||
        (error as { name?: unknown }).name === 'KafkaJSGroupCoordinatorNotFound';
      if (!retriable || Date.now() + delay > until) throw error;
      await sleep(delay);
    }
  }
}
