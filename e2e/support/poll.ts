/**
 * How long a check is retried by default: a page's update after a click or an answer. Generous for a
 * loaded machine (a CI run at load 37), yet within the journeys' test timeouts, so a failure reports the
 * check's own message. A check that passes returns at once: the limit costs a passing test nothing.
 */
export const eventuallyLimitMs = 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `check` until it returns without throwing, and returns what it returned: an `expect` inside it
 * becomes an assertion that retries. After `limitMs` the last failure is thrown, so a test fails with
 * the assertion's own message.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { limitMs = eventuallyLimitMs, intervalMs = 200 }: { limitMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await pause(intervalMs);
  }
}

/** Asks `probe` until it answers something other than undefined; fails naming `what` after the limit. */
export function found<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  options?: { limitMs?: number; intervalMs?: number },
): Promise<T> {
  return eventually(async () => {
    const value = await probe();
    if (value === undefined) throw new Error(`gave up waiting for ${what}`);
    return value;
  }, options);
}
