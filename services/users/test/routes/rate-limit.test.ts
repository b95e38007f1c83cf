import { unreachableRateLimitStore } from '@shop/service-kit/testing';
import { knownBrowserCookie } from '../../src/domain/known-browser';
import { newUser } from '../fixtures';
import { password, requestLink } from '../flows';
import { buildUsers, setCookieLine, setCookieValue, testPasswords, type UsersTestApp } from '../helper';

const tight = { perEmail: 3, perAddress: 5, windowMs: 15 * 60_000 };

describe('login throttling, and the limits of magic link, signup and reset', () => {
  const owner = '198.51.100.7';
  const stranger = '203.0.113.9';
  const logIn = (t: UsersTestApp, from: string, pass: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/users/login',
      remoteAddress: from,
      headers: { 'x-locale': 'de', ...(cookie ? { cookie } : {}) },
      payload: { email: 'anna.virtanen@rakennus-oy.fi', password: pass },
    });

  it(
    "never refuses the owner's correct password from her known browser, whatever strangers tried, " +
      'even from her own address',
    async () => {
      const t = await buildUsers();
      const anna = await t.store.insert(newUser(), await testPasswords.hash(password));
      const first = await logIn(t, owner, password);
      expect(first.statusCode).toBe(200);
      const name = knownBrowserCookie(anna.userid);
      expect(setCookieLine(first, name)).toMatch(/HttpOnly; SameSite=Lax; Max-Age=31536000/);
      const knownBrowser = `${name}=${setCookieValue(first, name)}`;

      // A stranger guesses from one address (the owner's office too), more from 60 others.
      const answers: number[] = [];
      for (let i = 0; i < 12; i += 1) answers.push((await logIn(t, stranger, `Guess${i}aA`)).statusCode);
      expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(answers.slice(5)).toEqual(Array(7).fill(429));
      for (let i = 0; i < 60; i += 1) await logIn(t, `192.0.2.${i + 1}`, `Other${i}bB`);
      // Refused now from any unknown browser, the right password included ...
      const refused = await logIn(t, '192.0.2.200', password);
      expect(refused.statusCode).toBe(429);
      // ... with the way back in, in the buyer's language.
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringContaining('Anmeldelink per E-Mail'),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      expect((await logIn(t, owner, password, knownBrowser)).statusCode).toBe(200);
      expect((await logIn(t, stranger, password, knownBrowser)).statusCode).toBe(200);
      await t.app.close();
    },
  );

  it("takes a forged or another account's known-browser cookie for an unknown browser", async () => {
    const t = await buildUsers();
    const anna = await t.store.insert(newUser(), await testPasswords.hash(password));
    const mikko = await t.store.insert(newUser({ email: 'mikko@example.fi' }), await testPasswords.hash(password));
    const mikkos = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      remoteAddress: stranger,
      payload: { email: mikko.email, password },
    });
    const value = setCookieValue(mikkos, knownBrowserCookie(mikko.userid))!;
    for (let i = 0; i < 5; i += 1) await logIn(t, stranger, `Guess${i}aA`);
    for (const cookie of [
      `${knownBrowserCookie(anna.userid)}=${value}`,
      `${knownBrowserCookie(anna.userid)}=${value.split('.')[0]}.forged`,
    ])
      expect((await logIn(t, stranger, password, cookie)).statusCode).toBe(429);
    await t.app.close();
  });

  it('slows one client guessing one account down step by step: 5 a minute, 10 in 15 minutes, 20 an hour', async () => {
    const t = await buildUsers();
    await t.store.insert(newUser(), await testPasswords.hash(password));
    const guesses = async (count: number) => {
      const codes: number[] = [];
      for (let i = 0; i < count; i += 1) codes.push((await logIn(t, stranger, `Guess${i}aA`)).statusCode);
      return codes;
    };
    expect(await guesses(5)).toEqual(Array(5).fill(401));
    const firstWait = await logIn(t, stranger, 'Guess5aA');
    expect(firstWait.statusCode).toBe(429);
    expect(Number(firstWait.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Each wait ends; the next step's wait is longer.
    t.advance(1);
    expect(await guesses(5)).toEqual(Array(5).fill(401));
    t.advance(1);
    const secondWait = await logIn(t, stranger, 'Guess10aA');
    expect(secondWait.statusCode).toBe(429);
    expect(Number(secondWait.headers['retry-after'])).toBeGreaterThan(60);
    t.advance(15);
    expect(await guesses(5)).toEqual(Array(5).fill(401));
    t.advance(1);
    expect(await guesses(5)).toEqual(Array(5).fill(401));
    t.advance(15);
    const thirdWait = await logIn(t, stranger, 'Guess20aA');
    expect(thirdWait.statusCode).toBe(429);
    expect(Number(thirdWait.headers['retry-after'])).toBeGreaterThan(15 * 60);
    // Another client is not slowed by this one.
    expect((await logIn(t, owner, password)).statusCode).toBe(200);
    await t.app.close();
  });

  it('limits one address trying many accounts', async () => {
    const t = await buildUsers({ loginLimits: { perAddress: { tries: 3, windowMs: 15 * 60_000 } } });
    const attempt = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/users/login',
        remoteAddress: stranger,
        headers: { 'x-locale': 'en' },
        payload: { email, password: 'Wrong2026x' },
      });
    for (const email of ['a@example.fi', 'b@example.fi', 'c@example.fi'])
      expect((await attempt(email)).statusCode).toBe(401);
    const limited = await attempt('d@example.fi');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many login attempts for this account from here/);
    t.advance(16);
    expect((await attempt('d@example.fi')).statusCode).toBe(401);
    await t.app.close();
  });

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

  it('fails closed while the shared store does not answer: 503, no password checked and no mail sent', async () => {
    const t = await buildUsers({ rateLimiter: unreachableRateLimitStore });
    await t.store.insert(newUser(), await testPasswords.hash(password));
    const login = await logIn(t, owner, password);
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringMatching(/nicht erreichbar/) });
    expect(login.headers['set-cookie']).toBeUndefined();
    const link = await requestLink(t, '/users/request-magic-link', 'anna.virtanen@rakennus-oy.fi');
    expect(link.statusCode).toBe(503);
    expect(t.mails()).toEqual([]);
    await t.app.close();
  });
});
