import { apiCalls } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { idempotentCall } from '../src/api/orders';
import { countedCart } from './helpers/orders';

const cart = countedCart(1);

/** jsdom has no Response: the fields apiFetch reads, as @shop/state/testing's mockFetch makes them. */
const answer = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    text: async () => JSON.stringify(body),
  }) as Response;
const ok = () => answer(200, cart);

describe('idempotentCall (one Idempotency-Key per user action)', () => {
  const keys: string[] = [];
  let answers: (() => Response | Promise<Response>)[] = [];
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    keys.length = 0;
    globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      keys.push((init?.headers as Record<string, string>)['Idempotency-Key']!);
      const next = answers.shift();
      if (!next) throw new Error('no answer left');
      return next();
    }) as typeof fetch;
  });

  it('repeats an add whose connection dropped with the same idempotency key', async () => {
    // The same key lets the server answer the first attempt instead of adding twice.
    answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => answer(409, { statusCode: 409, error: 'Conflict', message: 'running', code: 'IDEMPOTENCY_IN_PROGRESS' }),
      ok,
    ];
    await expect(
      idempotentCall(apiCalls.orders.add, { body: { variantId: 1, amount: 1 } }, [0, 0]),
    ).resolves.toMatchObject({ length: 1 });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives each new user action a new key', async () => {
    answers = [ok, ok];
    await idempotentCall(apiCalls.orders.add, { body: { variantId: 1, amount: 1 } }, []);
    await idempotentCall(apiCalls.orders.add, { body: { variantId: 1, amount: 1 } }, []);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('does not repeat an answer a retry cannot change (422: the key was used for another request)', async () => {
    answers = [
      () => answer(422, { statusCode: 422, error: 'Unprocessable', message: 'reused', code: 'IDEMPOTENCY_KEY_REUSED' }),
      ok,
    ];
    await expect(
      idempotentCall(apiCalls.orders.add, { body: { variantId: 1, amount: 1 } }, [0, 0]),
    ).rejects.toMatchObject({
      status: 422,
    });
    expect(keys).toHaveLength(1);
  });
});
