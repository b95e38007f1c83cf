import { newUser } from '../fixtures';
import { password } from '../flows';
import { PublicOrigins } from '@shop/service-kit';
import { buildUsers, shopOrigin, testPasswords } from '../helper';

const signup = (t: Awaited<ReturnType<typeof buildUsers>>, payload: object, locale = 'en') =>
  t.app.inject({ method: 'POST', url: '/users/create', headers: { 'x-locale': locale }, payload });

describe('POST /users/create', () => {
  it(
    'creates an unverified account, mails the verification link in the buyer language and publishes ' +
      'user.registered',
    async () => {
      const t = await buildUsers();
      const res = await signup(t, { email: 'Uusi@Asiakas.fi', password, host: shopOrigin }, 'fi');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 'VERIFICATION_SENT', message: 'Verification email sent successfully.' });
      const stored = await t.store.findByEmail('uusi@asiakas.fi');
      // The chosen password waits with the link (account-takeover.test.ts), not on the account.
      expect(stored?.user).toMatchObject({
        email: 'uusi@asiakas.fi',
        isverified: false,
        hasPassword: false,
        isdeleted: false,
      });
      expect(stored?.passwordHash).toBeNull();
      const mail = t.lastMail()!;
      expect(mail.to).toBe('uusi@asiakas.fi');
      expect(mail.subject).toBe('Vahvista sähköpostiosoitteesi');
      expect(mail.link).toMatch(/^https:\/\/shop\.example\/users\/verify\?token=/);
      await t.bus.drain();
      expect((await t.published()).map((e) => [e.topic, e.payload])).toEqual([
        ['user.registered', { userid: stored!.user.userid, email: 'uusi@asiakas.fi', locale: 'fi' }],
      ]);
      await t.app.close();
    },
  );

  it('mails a new link on each signup of a still-unverified address, and only the newest link works', async () => {
    const t = await buildUsers();
    await signup(t, { email: 'uusi@asiakas.fi', password, host: shopOrigin });
    const first = t.lastMail()!.token!;
    const again = await signup(t, { email: 'uusi@asiakas.fi', password, host: shopOrigin });
    expect(again.json()).toEqual({ code: 'VERIFICATION_SENT', message: 'Verification email sent successfully.' });
    expect(t.mails()).toHaveLength(2);
    const open = (token: string) =>
      t.app.inject({ method: 'GET', url: `/users/check-magic-link?token=${encodeURIComponent(token)}` });
    expect((await open(first)).statusCode).toBe(400);
    expect((await open(t.lastMail()!.token!)).statusCode).toBe(200);
    await t.app.close();
  });

  it('answers 409 "User with this email already exists" on the e-mail field for a verified account', async () => {
    const t = await buildUsers();
    await t.store.insert(newUser(), await testPasswords.hash(password));
    const res = await signup(t, { email: 'anna.virtanen@rakennus-oy.fi', password, host: shopOrigin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'USER_EXISTS',
      message: 'User with this email already exists',
      issues: [{ field: 'email' }],
    });
    expect(t.mails()).toHaveLength(0);
    await t.app.close();
  });

  it('refuses a deleted account with the deleted-user message', async () => {
    const t = await buildUsers();
    await t.store.insert(newUser({ isdeleted: true }), null);
    const res = await signup(t, { email: 'anna.virtanen@rakennus-oy.fi', password, host: shopOrigin });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'USER_DELETED', message: expect.stringContaining('deleted by the user') });
    await t.app.close();
  });

  it.each([
    ['', 'Password required'],
    ['Short1a', 'The password must have at least 8 characters'],
    ['alllowercase1', 'The password needs an uppercase letter'],
    ['ALLUPPERCASE1', 'The password needs a lowercase letter'],
    ['NoDigitsHere', 'The password needs a number'],
  ])('applies the password rules of SPEC 5: %p is refused with "%s"', async (weak, reason) => {
    const t = await buildUsers();
    const res = await signup(t, { email: 'uusi@asiakas.fi', password: weak, host: shopOrigin });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ field: 'password', reason });
    expect(await t.store.findByEmail('uusi@asiakas.fi')).toBeNull();
    await t.app.close();
  });

  it('only mails links to the shop itself: a foreign host is refused', async () => {
    const t = await buildUsers();
    const res = await signup(t, { email: 'uusi@asiakas.fi', password, host: 'https://evil.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ field: 'host', reason: 'Invalid value' }]);
    expect(t.mails()).toHaveLength(0);
    await t.app.close();
  });
});

describe("links only to the shop's own origins", () => {
  const forgedHeaders = {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    'x-locale': 'en',
  };

  it.each(['/users/request-magic-link', '/users/request-password-reset', '/users/create'])(
    'forged Host and X-Forwarded-Host with a matching body host: %s answers 400 and mails no link to the forged site',
    async (url) => {
      const t = await buildUsers();
      await t.store.insert(newUser(), await testPasswords.hash(password));
      const payload = { email: 'anna.virtanen@rakennus-oy.fi', password, host: 'https://evil.example' };
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: forgedHeaders,
        payload:
          url === '/users/create'
            ? { ...payload, email: 'uusi@asiakas.fi' }
            : { email: payload.email, host: payload.host },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ field: 'host', reason: 'Invalid value' }]);
      expect(t.mails()).toHaveLength(0);
      await t.app.close();
    },
  );

  it(
    'builds the link from the configured origin whatever Host says, reduced to the origin (no path or query ' +
      'of the client rides along)',
    async () => {
      const t = await buildUsers({ publicOrigins: PublicOrigins.of([shopOrigin, 'https://nordbau.example']) });
      const res = await t.app.inject({
        method: 'POST',
        url: '/users/request-magic-link',
        headers: forgedHeaders,
        payload: { email: 'a@example.fi', host: 'https://nordbau.example/evil/path?next=https://evil.example#x' },
      });
      expect(res.statusCode).toBe(200);
      expect(t.lastMail()!.link).toMatch(/^https:\/\/nordbau\.example\/users\/verify\?token=[^&]+$/);
      await t.bus.drain();
      expect((await t.published()).at(-1)?.payload).toMatchObject({ host: 'https://nordbau.example' });
      await t.app.close();
    },
  );

  it('refuses the origin the request came to when it is not configured (Host never counts)', async () => {
    const t = await buildUsers();
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/request-magic-link',
      headers: { host: 'shop.local:8080' },
      payload: { email: 'a@example.fi', host: 'http://shop.local:8080' },
    });
    expect(res.statusCode).toBe(400);
    expect(t.mails()).toHaveLength(0);
    await t.app.close();
  });
});
