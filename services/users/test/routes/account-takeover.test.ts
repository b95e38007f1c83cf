import { newUser } from '../fixtures';
import { currentStatus } from '../flows';
import { buildUsers, setCookieLine, setCookieValue, shopOrigin, testPasswords, type UsersTestApp } from '../helper';

const victim = 'liisa.korhonen@example.fi';
const attackerPassword = 'Hyokkaaja2026x';
const victimPassword = 'Liisan2026Oma';

/** A browser: the cookies the shop set on it, sent back on each request. */
function browser(t: UsersTestApp) {
  const jar = new Map<string, string>();
  const send = async (options: { method: 'GET' | 'POST'; url: string; payload?: object }) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await t.app.inject({ ...options, headers: { 'x-locale': 'en', ...(cookie ? { cookie } : {}) } });
    for (const name of ['sid', 'logged_in', 'signup_binding']) {
      const value = setCookieValue(res, name);
      if (value === undefined) continue;
      if (value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  return {
    jar,
    signup: (email: string, password: string) =>
      send({ method: 'POST', url: '/users/create', payload: { email, password, host: shopOrigin } }),
    login: (email: string, password: string) =>
      send({ method: 'POST', url: '/users/login', payload: { email, password } }),
    open: (token: string) => send({ method: 'GET', url: `/users/check-magic-link?token=${encodeURIComponent(token)}` }),
    requestMagicLink: (email: string) =>
      send({ method: 'POST', url: '/users/request-magic-link', payload: { email, host: shopOrigin } }),
  };
}

describe('pre-registration account takeover', () => {
  it(
    "an attacker's signup with the victim's e-mail never puts his password on her account when she opens the " + 'link',
    async () => {
      const t = await buildUsers();
      const attacker = browser(t);
      const signup = await attacker.signup(victim, attackerPassword);
      expect(signup.json().code).toBe('VERIFICATION_SENT');
      expect(setCookieLine(signup, 'signup_binding')).toMatch(
        /^signup_binding=[A-Za-z0-9_-]{43}; Path=\/api\/users; HttpOnly; SameSite=Strict; Max-Age=1800$/,
      );
      // Nothing is on the account yet: the password waits with the link.
      expect((await t.store.findByEmail(victim))?.passwordHash).toBeNull();

      // The victim opens the mail that landed in her inbox, in her own browser.
      const liisa = browser(t);
      const opened = await liisa.open(t.lastMail()!.token!);
      expect(opened.json()).toMatchObject({
        code: 'ACCOUNT_VERIFIED',
        user: { email: victim, isverified: true, hasPassword: false },
      });
      expect((await t.store.findByEmail(victim))?.passwordHash).toBeNull();

      const takeover = await attacker.login(victim, attackerPassword);
      expect(takeover.statusCode).toBe(401);
      expect(takeover.json().code).toBe('INVALID_CREDENTIALS');
      expect(attacker.jar.has('sid')).toBe(false);
      await t.app.close();
    },
  );

  it("the attacker's password never logs in also when the victim verifies by a magic link", async () => {
    const t = await buildUsers();
    const attacker = browser(t);
    await attacker.signup(victim, attackerPassword);
    t.advance(31);
    const liisa = browser(t);
    expect((await liisa.requestMagicLink(victim)).json().code).toBe('MAGIC_LINK_SENT');
    expect((await liisa.open(t.lastMail()!.token!)).json().user).toMatchObject({
      isverified: true,
      hasPassword: false,
    });
    expect((await attacker.login(victim, attackerPassword)).statusCode).toBe(401);
    await t.app.close();
  });

  it(
    "the victim's own signup after the attacker's takes effect: the attacker's link dies and her password " +
      'works once she verifies',
    async () => {
      const t = await buildUsers();
      const attacker = browser(t);
      await attacker.signup(victim, attackerPassword);
      const attackersLink = t.lastMail()!.token!;

      const liisa = browser(t);
      const own = await liisa.signup(victim, victimPassword);
      expect(own.json()).toEqual({ code: 'VERIFICATION_SENT', message: 'Verification email sent successfully.' });
      expect(t.mails()).toHaveLength(2);
      // Before she opens the link her password is not on the account yet.
      expect((await liisa.login(victim, victimPassword)).json().code).toBe('NOT_VERIFIED');

      expect((await liisa.open(attackersLink)).statusCode).toBe(400);
      const verified = await liisa.open(t.lastMail()!.token!);
      expect(verified.json()).toMatchObject({
        code: 'ACCOUNT_VERIFIED',
        user: { isverified: true, hasPassword: true },
      });
      // The binding did its work and is cleared.
      expect(liisa.jar.has('signup_binding')).toBe(false);
      expect(await currentStatus(t, liisa.jar.get('sid')!)).toBe(200);

      expect((await liisa.login(victim, victimPassword)).statusCode).toBe(200);
      expect((await attacker.login(victim, attackerPassword)).statusCode).toBe(401);
      await t.app.close();
    },
  );

  it(
    'a signup link opened in another browser verifies without any password (the owner logs in by link and ' +
      'sets one)',
    async () => {
      const t = await buildUsers();
      const laptop = browser(t);
      await laptop.signup(victim, victimPassword);
      const phone = browser(t);
      expect((await phone.open(t.lastMail()!.token!)).json()).toMatchObject({
        code: 'ACCOUNT_VERIFIED',
        user: { hasPassword: false },
      });
      expect((await laptop.login(victim, victimPassword)).statusCode).toBe(401);
      await t.app.close();
    },
  );

  it(
    "the binding of one signup does not carry another signup's password: the browser's cookie must match " +
      'that link',
    async () => {
      const t = await buildUsers();
      const attacker = browser(t);
      await attacker.signup('attacker.own@example.fi', attackerPassword);
      const binding = attacker.jar.get('signup_binding')!;
      // Another signup for the victim from elsewhere; the attacker's binding cookie is for his own link.
      const other = browser(t);
      await other.signup(victim, attackerPassword);
      const liisa = browser(t);
      liisa.jar.set('signup_binding', binding);
      expect((await liisa.open(t.lastMail()!.token!)).json().user.hasPassword).toBe(false);
      await t.app.close();
    },
  );

  it('an unverified account left with a password from before (old data) loses it at verification', async () => {
    const t = await buildUsers();
    await t.store.insert(newUser({ email: victim, isverified: false }), await testPasswords.hash(attackerPassword));
    const liisa = browser(t);
    await liisa.requestMagicLink(victim);
    await liisa.open(t.lastMail()!.token!);
    expect((await t.store.findByEmail(victim))?.passwordHash).toBeNull();
    expect((await browser(t).login(victim, attackerPassword)).statusCode).toBe(401);
    await t.app.close();
  });
});
