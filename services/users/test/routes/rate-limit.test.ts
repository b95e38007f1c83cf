import { newUser } from '../fixtures';
import { requestLink } from '../flows';
import { buildUsers } from '../helper';

const tight = { perEmail: 3, perAddress: 5, windowMs: 15 * 60_000 };

describe('rate limiting of login, magic link, signup and reset', () => {
  it(
    'refuses a fourth login attempt for one e-mail with 429, a clear message and Retry-After, and lets it ' +
      'through after the window',
    async () => {
      // Refused attempts count against the address too: 3 + 1 refused + 2 = 6.
      const t = await buildUsers({ rateLimits: { login: { ...tight, perAddress: 6 } } });
      const attempt = (email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/users/login',
          headers: { 'x-locale': 'en' },
          payload: { email, password: 'Wrong2026x' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt('anna@example.fi')).statusCode).toBe(401);
      const limited = await attempt('anna@example.fi');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a while and try again.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another e-mail from the same address still has its own share, until the address limit.
      expect((await attempt('mikko@example.fi')).statusCode).toBe(401);
      expect((await attempt('mikko@example.fi')).statusCode).toBe(401);
      expect((await attempt('liisa@example.fi')).statusCode).toBe(429);
      t.advance(16);
      expect((await attempt('anna@example.fi')).statusCode).toBe(401);
      await t.app.close();
    },
  );

  it('limits magic-link, reset and signup requests per e-mail', async () => {
    const t = await buildUsers({ rateLimits: { link: tight, reset: tight, signup: tight } });
    await t.store.insert(newUser(), null);
    for (const url of ['/users/request-magic-link', '/users/request-password-reset']) {
      for (let i = 0; i < 3; i += 1)
        expect((await requestLink(t, url, 'anna.virtanen@rakennus-oy.fi')).statusCode).toBe(200);
      expect((await requestLink(t, url, 'anna.virtanen@rakennus-oy.fi')).statusCode).toBe(429);
    }
    for (let i = 0; i < 3; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/users/create',
        payload: { email: 'uusi@asiakas.fi', password: 'Aita2026kesä', host: 'https://shop.example' },
      });
    }
    const fourth = await t.app.inject({
      method: 'POST',
      url: '/users/create',
      payload: { email: 'uusi@asiakas.fi', password: 'Aita2026kesä', host: 'https://shop.example' },
    });
    expect(fourth.statusCode).toBe(429);
    await t.app.close();
  });
});
