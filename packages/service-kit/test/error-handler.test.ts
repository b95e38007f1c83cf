import { z } from 'zod';
import { createServer, useZod } from '../src';

async function appWithRoute() {
  const app = await createServer({ logger: false });
  useZod(app);
  app.post(
    '/items',
    { schema: { body: z.object({ amount: z.number().int().min(1).max(1000), code: z.string().max(5, 'validation.too_long') }) } },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('validation errors', () => {
  it('name each field with a reason in the buyer language, also for checks without a message of ours', async () => {
    const app = await appWithRoute();
    const post = (payload: object, locale: string) => app.inject({ method: 'POST', url: '/items', payload, headers: { 'x-locale': locale } });
    const tooSmall = await post({ amount: 0, code: 'A' }, 'de');
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().issues).toEqual([{ field: 'amount', reason: 'Der Wert ist zu klein' }]);
    expect((await post({ amount: 5000, code: 'A' }, 'fi')).json().issues).toEqual([{ field: 'amount', reason: 'Arvo on liian suuri' }]);
    expect((await post({ amount: 'five', code: 'A' }, 'en')).json().issues).toEqual([{ field: 'amount', reason: 'The value has the wrong type' }]);
    // A message key of ours wins over the kind of check.
    expect((await post({ amount: 1, code: 'TOOLONG' }, 'en')).json().issues).toEqual([{ field: 'code', reason: 'The text is too long' }]);
    await app.close();
  });
});
