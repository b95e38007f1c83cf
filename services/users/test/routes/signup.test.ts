import { hashPassword } from '../../src/domain/password';
import { newUser } from '../fixtures';
import { password } from '../flows';
import { buildUsers, shopOrigin } from '../helper';

const signup = (t: Awaited<ReturnType<typeof buildUsers>>, payload: object, locale = 'en') =>
  t.app.inject({ method: 'POST', url: '/users/create', headers: { 'x-locale': locale }, payload });

describe('POST /users/create', () => {
  it('creates an unverified account, mails the verification link in the buyer language and publishes user.registered', async () => {
    const t = await buildUsers();
    const res = await signup(t, { email: 'Uusi@Asiakas.fi', password, host: shopOrigin }, 'fi');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'VERIFICATION_SENT', message: 'Verification email sent successfully.' });
    const stored = await t.store.findByEmail('uusi@asiakas.fi');
    expect(stored?.user).toMatchObject({ email: 'uusi@asiakas.fi', isverified: false, hasPassword: true, isdeleted: false });
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain(password);
    const mail = t.lastMail()!;
    expect(mail.to).toBe('uusi@asiakas.fi');
    expect(mail.subject).toBe('Vahvista sähköpostiosoitteesi');
    expect(mail.link).toMatch(/^https:\/\/shop\.example\/users\/verify\?token=/);
    await t.bus.drain();
    expect(t.events.map((e) => [e.topic, e.payload])).toEqual([['user.registered', { userid: stored!.user.userid, email: 'uusi@asiakas.fi', locale: 'fi' }]]);
    await t.app.close();
  });

  it('reports the still-valid link instead of a second mail, and a new link once it expired', async () => {
    const t = await buildUsers();
    await signup(t, { email: 'uusi@asiakas.fi', password, host: shopOrigin });
    const again = await signup(t, { email: 'uusi@asiakas.fi', password, host: shopOrigin });
    expect(again.json()).toEqual({ code: 'MAGIC_LINK_EXISTING', message: 'Existing magic link valid.' });
    expect(t.mails()).toHaveLength(1);
    t.advance(31);
    expect((await signup(t, { email: 'uusi@asiakas.fi', password, host: shopOrigin })).json().code).toBe('VERIFICATION_SENT');
    expect(t.mails()).toHaveLength(2);
    await t.app.close();
  });

  it('answers 409 "User with this email already exists" on the e-mail field for a verified account', async () => {
    const t = await buildUsers();
    await t.store.insert(newUser(), await hashPassword(password));
    const res = await signup(t, { email: 'anna.virtanen@rakennus-oy.fi', password, host: shopOrigin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USER_EXISTS', message: 'User with this email already exists', issues: [{ field: 'email' }] });
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

describe('link host', () => {
  it('accepts the origin the request came to and ignores a forged X-Forwarded-Host', async () => {
    const t = await buildUsers({ linkOrigins: [] });
    const ok = await t.app.inject({ method: 'POST', url: '/users/request-magic-link', headers: { host: 'shop.local:8080' }, payload: { email: 'a@example.fi', host: 'http://shop.local:8080' } });
    expect(ok.statusCode).toBe(200);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/users/request-magic-link',
      headers: { host: 'shop.local:8080', 'x-forwarded-host': 'evil.example' },
      payload: { email: 'b@example.fi', host: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(400);
    await t.app.close();
  });
});
