import { PasswordHasher } from '../../src/domain/password';
import { newUser } from '../fixtures';
import { loggedInUser, login, password } from '../flows';
import { buildUsers, setCookieValue, testPasswords, withSession } from '../helper';

/** A session opened by a magic link: no login, so none of the account's login attempts is used. */
async function sessionByMagicLink(t: Awaited<ReturnType<typeof buildUsers>>, email: string): Promise<string> {
  await t.app.inject({
    method: 'POST',
    url: '/users/request-magic-link',
    payload: { email, host: 'https://shop.example' },
  });
  const answer = await t.app.inject({ method: 'GET', url: `/users/check-magic-link?token=${t.lastMail()!.token}` });
  return setCookieValue(answer, 'sid')!;
}

describe('PATCH /users/update/{userid}', () => {
  it('saves the account info form of the logged-in user', async () => {
    const t = await buildUsers();
    const { user, headers } = await loggedInUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/users/update/${user.userid}`,
      headers,
      payload: {
        company: 'Aita ja Portti Oy',
        vatid: '7654321-0',
        phonenumber: '+358 40 765 4321',
        billingpostcode: '33100',
        billingcity: 'Tampere',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userid: user.userid,
      email: user.email,
      company: 'Aita ja Portti Oy',
      billingcity: 'Tampere',
    });
    expect((await t.store.findById(user.userid))?.user.vatid).toBe('7654321-0');
    await t.app.close();
  });

  it('names each invalid field with its reason', async () => {
    const t = await buildUsers();
    const { user, headers } = await loggedInUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/users/update/${user.userid}`,
      headers,
      payload: { vatid: 'no-vat-id!', billingpostcode: '1234', billingCountry: 'FI' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { field: 'vatid', reason: 'Give VAT ID in format 1234567-8' },
        { field: 'billingpostcode', reason: 'Enter a five-digit postal code' },
      ]),
    );
    await t.app.close();
  });

  it("takes the billing country only from the checkout's list", async () => {
    const t = await buildUsers();
    const { user, headers } = await loggedInUser(t);
    const update = (billingCountry: string) =>
      t.app.inject({ method: 'PATCH', url: `/users/update/${user.userid}`, headers, payload: { billingCountry } });
    for (const refused of ['Finland', 'US']) {
      const res = await update(refused);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ field: 'billingCountry', reason: 'We do not deliver to this country' }]);
    }
    expect((await update('DE')).json()).toMatchObject({ billingCountry: 'DE' });
    expect((await update('')).json()).toMatchObject({ billingCountry: '' });
    await t.app.close();
  });

  it('still answers, and keeps on other changes, a country saved as free text before the list', async () => {
    const t = await buildUsers();
    const user = await t.store.insert(newUser({ billingCountry: 'Finland' }), await testPasswords.hash(password));
    const headers = withSession(await login(t, user.email), { 'x-locale': 'en' });
    const current = await t.app.inject({ method: 'GET', url: '/users/current', headers });
    expect(current.json()).toMatchObject({ billingCountry: 'Finland' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/users/update/${user.userid}`,
      headers,
      payload: { company: 'Aita Oy' },
    });
    expect(res.json()).toMatchObject({ company: 'Aita Oy', billingCountry: 'Finland' });
    await t.app.close();
  });

  it("denies one user another's profile: 403 with a session, 401 without", async () => {
    const t = await buildUsers();
    const anna = await loggedInUser(t);
    const mikko = await t.store.insert(newUser({ email: 'mikko@example.fi' }), null);
    for (const [method, url, payload] of [
      ['PATCH', `/users/update/${mikko.userid}`, { company: 'x' }],
      ['PATCH', `/users/reset-password/${mikko.userid}`, { password: 'Uusi2026Salasana', currentPassword: password }],
      ['POST', `/users/delete/${mikko.userid}`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: anna.headers, payload });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'You can only see and change your own account' });
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    expect((await t.store.findById(mikko.userid))?.user).toEqual(mikko);
    await t.app.close();
  });
});

describe('PATCH /users/reset-password/{userid} (logged in)', () => {
  it('changes the password with the current one and refuses a wrong current password', async () => {
    const t = await buildUsers();
    const { user, headers } = await loggedInUser(t);
    const change = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/users/reset-password/${user.userid}`, headers, payload });
    const wrong = await change({ password: 'Uusi2026Salasana', currentPassword: 'Wrong2026x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'Invalid password',
      issues: [{ field: 'currentPassword', reason: 'Invalid password' }],
    });
    expect((await change({ password: 'Uusi2026Salasana' })).statusCode).toBe(400);
    expect((await change({ password: 'weak', currentPassword: password })).statusCode).toBe(400);
    expect((await change({ password: 'Uusi2026Salasana', currentPassword: password })).json()).toEqual({
      code: 'PASSWORD_UPDATED',
      message: 'Password updated',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: user.email, password: 'Uusi2026Salasana' },
    });
    expect(login.statusCode).toBe(200);
    await t.app.close();
  });

  it(
    'counts current-password attempts as login tries: after 5 wrong ones in a minute the 6th answers 429 ' +
      'with Retry-After even with the right password, runs no scrypt and changes nothing until the wait ends',
    async () => {
      const t = await buildUsers();
      const user = await t.store.insert(newUser(), await testPasswords.hash(password));
      // A session by magic link, so that no login has used any of the account's tries.
      const sessionId = await sessionByMagicLink(t, user.email);
      const change = (currentPassword: string) =>
        t.app.inject({
          method: 'PATCH',
          url: `/users/reset-password/${user.userid}`,
          headers: withSession(sessionId, { 'x-locale': 'en' }),
          payload: { password: 'Uusi2026Salasana', currentPassword },
        });
      for (let i = 0; i < 5; i += 1) expect((await change(`Guess${i}aA`)).statusCode).toBe(400);
      const verify = jest.spyOn(PasswordHasher.prototype, 'verify');
      const limited = await change(password);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message:
          'Too many login attempts for this account from here. Please ' +
          'wait a while, or log in with a login link sent by e-mail.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(verify).not.toHaveBeenCalled();
      verify.mockRestore();
      const kept = (await t.store.findById(user.userid))!.passwordHash;
      expect((await testPasswords.verify(password, kept)).ok).toBe(true);
      t.advance(1);
      expect((await change(password)).statusCode).toBe(200);
      await t.app.close();
    },
  );

  it('shares one budget between wrong logins and wrong current passwords of the account', async () => {
    const t = await buildUsers({ loginLimits: { perClientAndAccount: [{ tries: 10, windowMs: 15 * 60_000 }] } });
    const { user, headers } = await loggedInUser(t); // 1 login
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/users/reset-password/${user.userid}`,
        headers,
        payload: { password: 'Uusi2026Salasana', currentPassword },
      });
    const logIn = (pass: string) =>
      t.app.inject({ method: 'POST', url: '/users/login', payload: { email: user.email, password: pass } });
    for (let i = 0; i < 5; i += 1) expect((await logIn(`Guess${i}aA`)).statusCode).toBe(401);
    for (let i = 0; i < 4; i += 1) expect((await change(`Guess${i}bB`)).statusCode).toBe(400);
    // 1 + 5 + 4 = 10: both paths are now refused, the right password included.
    expect((await logIn(password)).statusCode).toBe(429);
    expect((await change(password)).statusCode).toBe(429);
    await t.app.close();
  });

  it('counts current-password attempts per client address too, across accounts', async () => {
    const t = await buildUsers({ loginLimits: { perAddress: { tries: 3, windowMs: 15 * 60_000 } } });
    const anna = await loggedInUser(t); // address: 1
    const mikko = await loggedInUser(t, 'mikko@example.fi'); // address: 2
    const change = (who: typeof anna, currentPassword: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/users/reset-password/${who.user.userid}`,
        headers: who.headers,
        payload: { password: 'Uusi2026Salasana', currentPassword },
      });
    expect((await change(anna, 'Guess0aA')).statusCode).toBe(400); // address: 3
    expect((await change(mikko, password)).statusCode).toBe(429);
    await t.app.close();
  });

  it('lets an account without a password (magic link only) set one', async () => {
    const t = await buildUsers();
    const user = await t.store.insert(newUser({ hasPassword: false }), null);
    const sessionId = await sessionByMagicLink(t, user.email);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/users/reset-password/${user.userid}`,
      headers: withSession(sessionId),
      payload: { password: 'Uusi2026Salasana' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.store.findById(user.userid))?.user.hasPassword).toBe(true);
    await t.app.close();
  });
});

describe('POST /users/delete/{userid}', () => {
  it('removes personal data, keeps the row marked deleted, ends the sessions; the next login is refused', async () => {
    const t = await buildUsers();
    const { user, headers, sessionId } = await loggedInUser(t);
    const res = await t.app.inject({ method: 'POST', url: `/users/delete/${user.userid}`, headers });
    expect(res.json()).toEqual({ code: 'ACCOUNT_DELETED', message: 'Account deleted' });
    const stored = await t.store.findById(user.userid);
    expect(stored).toEqual({
      passwordHash: null,
      user: expect.objectContaining({
        userid: user.userid,
        email: user.email,
        isdeleted: true,
        company: '',
        customername: '',
        phonenumber: '',
        vatid: '',
        billingaddress: '',
        discount_link: null,
      }),
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/users/current', headers: withSession(sessionId) })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      headers: { 'x-locale': 'en' },
      payload: { email: user.email, password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('USER_DELETED');
    await t.app.close();
  });
});
