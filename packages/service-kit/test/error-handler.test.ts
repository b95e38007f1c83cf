import { z } from 'zod';
import { createServer, useZod } from '../src';

async function appWithRoute() {
  const app = await createServer({ logger: false });
  useZod(app);
  app.post(
    '/items',
    {
      schema: {
        body: z.object({
          amount: z.number().int().min(1).max(1000),
          code: z.string().max(5, 'validation.too_long'),
          token: z.string().min(10).optional(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('validation errors', () => {
  it('name each field with a reason in the buyer language, also for checks without a message of ours', async () => {
    const app = await appWithRoute();
    const post = (payload: object, locale: string) =>
      app.inject({ method: 'POST', url: '/items', payload, headers: { 'x-locale': locale } });
    const tooSmall = await post({ amount: 0, code: 'A' }, 'de');
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().issues).toEqual([{ field: 'amount', reason: 'Der Wert ist zu klein' }]);
    expect((await post({ amount: 5000, code: 'A' }, 'fi')).json().issues).toEqual([
      { field: 'amount', reason: 'Arvo on liian suuri' },
    ]);
    expect((await post({ amount: 'five', code: 'A' }, 'en')).json().issues).toEqual([
      { field: 'amount', reason: 'The value has the wrong type' },
    ]);
    // A message key of ours wins over the kind of check.
    expect((await post({ amount: 1, code: 'TOOLONG' }, 'en')).json().issues).toEqual([
      { field: 'code', reason: 'The text is too long' },
    ]);
    await app.close();
  });

  it('call a short text too short and a missing field required, not "too small" or "the wrong type"', async () => {
    const app = await appWithRoute();
    const post = (payload: object, locale: string) =>
      app.inject({ method: 'POST', url: '/items', payload, headers: { 'x-locale': locale } });
    expect((await post({ amount: 1, code: 'A', token: 'short' }, 'de')).json().issues).toEqual([
      { field: 'token', reason: 'Der Text ist zu kurz' },
    ]);
    expect((await post({ amount: 1, code: 'A', token: 'short' }, 'fi')).json().issues).toEqual([
      { field: 'token', reason: 'Teksti on liian lyhyt' },
    ]);
    expect((await post({ code: 'A' }, 'de')).json().issues).toEqual([{ field: 'amount', reason: 'Pflichtfeld' }]);
    expect((await post({ amount: 1 }, 'et')).json().issues).toEqual([{ field: 'code', reason: 'Kohustuslik' }]);
    await app.close();
  });
});

describe('malformed input from a client', () => {
  it(
    'a malformed locale cookie (not valid percent-encoding) is ignored instead of making the error handler ' +
      'answer 500',
    async () => {
      const app = await appWithRoute();
      const res = await app.inject({
        method: 'POST',
        url: '/items',
        payload: { amount: 0, code: 'A' },
        headers: { cookie: 'consent=1; locale=%E0%A4%A' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ field: 'amount', reason: 'Der Wert ist zu klein' }]);
      const missing = await app.inject({ method: 'GET', url: '/nothing-here', headers: { cookie: 'locale=%' } });
      expect(missing.statusCode).toBe(404);
      await app.close();
    },
  );

  it(
    'broken JSON and an unsupported content type are refused in the buyer language, not with Fastify’s ' +
      'English text',
    async () => {
      const app = await appWithRoute();
      const broken = await app.inject({
        method: 'POST',
        url: '/items',
        payload: '{"amount": 1,',
        headers: { 'content-type': 'application/json', 'x-locale': 'fi' },
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({
        message: 'Pyyntö ei ole kelvollista JSONia',
        issues: [{ field: 'body', reason: 'Pyyntö ei ole kelvollista JSONia' }],
      });
      const xml = await app.inject({
        method: 'POST',
        url: '/items',
        payload: '<a/>',
        headers: { 'content-type': 'application/xml', 'x-locale': 'de' },
      });
      expect(xml.statusCode).toBe(415);
      expect(xml.json().message).toBe('Dieses Datenformat wird nicht angenommen');
      await app.close();
    },
  );

  it('JSON nested 4,500 levels deep is refused with 400 before anything walks it', async () => {
    const app = await appWithRoute();
    const deep = `${'['.repeat(4500)}${']'.repeat(4500)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/items',
      payload: `{"amount":1,"code":"A","x":${deep}}`,
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ field: 'body', reason: 'The data is nested too deeply' }]);
    // Brackets inside strings are text, not nesting.
    const text = await app.inject({
      method: 'POST',
      url: '/items',
      payload: { amount: 1, code: 'A', note: '['.repeat(4500) },
    });
    expect(text.statusCode).toBe(200);
    await app.close();
  });

  it('a body over the default 64 KB limit is refused with 413 in the buyer language', async () => {
    const app = await appWithRoute();
    const res = await app.inject({
      method: 'POST',
      url: '/items',
      payload: { amount: 1, code: 'A', note: 'x'.repeat(70 * 1024) },
      headers: { 'x-locale': 'en' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'The request is too large' });
    await app.close();
  });

  it('an address the router cannot decode is 400 naming the path in the buyer language, not Fastify’s', async () => {
    const app = await createServer({ logger: false });
    app.get('/items/:code', async () => ({ ok: true }));
    await app.ready();
    for (const [url, locale, reason] of [
      ['/items/%zz', 'fi', 'Virheellinen arvo'],
      ['/items/%E0%A4%A', 'de', 'Ungültiger Wert'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });
      expect([res.statusCode, res.headers['content-type']]).toEqual([400, 'application/json; charset=utf-8']);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', issues: [{ field: 'path', reason }] });
      expect(res.body).not.toContain('valid url component');
    }
    expect((await app.inject({ method: 'GET', url: '/items/%41' })).json()).toEqual({ ok: true });
    await app.close();
  });
});
