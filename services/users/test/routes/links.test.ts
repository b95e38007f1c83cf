import { MagicLinkLoginResponseSchema } from '@shop/contracts';
import { newUser } from '../fixtures';
import { password, requestLink } from '../flows';
import { buildUsers, setCookieValue, shopOrigin, testPasswords, withSession } from '../helper';

const checkMagic = (t: Awaited<ReturnType<typeof buildUsers>>, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/users/check-magic-link?token=${encodeURIComponent(token)}`,
    headers: { 'x-locale': 'en' },
  });

describe('magic links: POST /users/request-magic-link, GET /users/check-magic-link', () => {
  it('sends a login link, logs in with it once and publishes user.magic-link-requested', async () => {
    const t = await buildUsers();
    const user = await t.store.insert(newUser(), null);
    const res = await requestLink(t, '/users/request-magic-link', user.email, 'de');
    expect(res.json()).toEqual({ code: 'MAGIC_LINK_SENT', message: 'Magic link sent successfully.' });
    const mail = t.lastMail()!;
    expect(mail.subject).toBe('Ihr Anmeldelink');
    expect(mail.raw).toContain('30 Minuten');
    expect(mail.link).toMatch(/^https:\/\/shop\.example\/users\/verify\?token=/);

    const login = await checkMagic(t, mail.token!);
    expect(login.statusCode).toBe(200);
    const body = MagicLinkLoginResponseSchema.parse(login.json());
    expect(body).toMatchObject({ code: 'LOGGED_IN', user: { userid: user.userid } });
    // The session is the HttpOnly cookie only, never in the body.
    expect(login.json().sessionId).toBeUndefined();
    const current = await t.app.inject({
      method: 'GET',
      url: '/users/current',
      headers: withSession(setCookieValue(login, 'sid')!),
    });
    expect(current.json().userid).toBe(user.userid);

    const again = await checkMagic(t, mail.token!);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_LINK', message: 'The login link is invalid or has expired' });
    await t.bus.drain();
    expect((await t.published()).map((e) => [e.topic, e.payload])).toEqual([
      ['user.magic-link-requested', { email: user.email, locale: 'de', host: shopOrigin }],
    ]);
    await t.app.close();
  });

  it('reports an existing valid link instead of mailing again, until it expires after 30 minutes', async () => {
    const t = await buildUsers();
    await t.store.insert(newUser(), null);
    await requestLink(t, '/users/request-magic-link', 'anna.virtanen@rakennus-oy.fi');
    t.advance(29);
    const second = await requestLink(t, '/users/request-magic-link', 'ANNA.virtanen@rakennus-oy.fi');
    expect(second.json()).toEqual({ code: 'MAGIC_LINK_EXISTING', message: 'Existing magic link valid.' });
    expect(t.mails()).toHaveLength(1);
    t.advance(1);
    expect((await requestLink(t, '/users/request-magic-link', 'anna.virtanen@rakennus-oy.fi')).json().code).toBe(
      'MAGIC_LINK_SENT',
    );
    expect(t.mails()).toHaveLength(2);
    await t.app.close();
  });

  it('refuses a link at 30 minutes: it works at 29:59 and not at 30:00', async () => {
    const t = await buildUsers();
    await t.store.insert(newUser(), null);
    await requestLink(t, '/users/request-magic-link', 'anna.virtanen@rakennus-oy.fi');
    const { token } = t.lastMail()!;
    t.advance(30);
    expect((await checkMagic(t, token!)).statusCode).toBe(400);

    await requestLink(t, '/users/request-magic-link', 'anna.virtanen@rakennus-oy.fi');
    const fresh = t.lastMail()!.token!;
    t.advance(29.98);
    expect((await checkMagic(t, fresh)).statusCode).toBe(200);
    await t.app.close();
  });

  it('refuses a tampered token and a reset token used as a login link', async () => {
    const t = await buildUsers();
    await t.store.insert(newUser(), await testPasswords.hash(password));
    await requestLink(t, '/users/request-password-reset', 'anna.virtanen@rakennus-oy.fi');
    const resetToken = t.lastMail()!.token!;
    expect((await checkMagic(t, resetToken)).statusCode).toBe(400);
    await requestLink(t, '/users/request-magic-link', 'anna.virtanen@rakennus-oy.fi');
    const token = t.lastMail()!.token!;
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), email: 'other@example.fi' }),
    ).toString('base64url');
    expect((await checkMagic(t, `${h}.${forged}.${s}`)).statusCode).toBe(400);
    await t.app.close();
  });

  it('verifies a signed-up account through its link and then allows password login', async () => {
    const t = await buildUsers();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/users/create',
      payload: { email: 'uusi@asiakas.fi', password, host: shopOrigin },
    });
    // The same browser opens the link: it carries the signup's binding cookie.
    const sameBrowser = { cookie: `signup_binding=${setCookieValue(signup, 'signup_binding')}` };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      headers: { 'x-locale': 'en' },
      payload: { email: 'uusi@asiakas.fi', password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_VERIFIED');
    const verified = await t.app.inject({
      method: 'GET',
      url: `/users/check-magic-link?token=${encodeURIComponent(t.lastMail()!.token!)}`,
      headers: sameBrowser,
    });
    expect(verified.json()).toMatchObject({
      code: 'ACCOUNT_VERIFIED',
      user: { email: 'uusi@asiakas.fi', isverified: true, hasPassword: true },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: 'uusi@asiakas.fi', password },
    });
    expect(login.statusCode).toBe(200);
    await t.app.close();
  });

  it('makes a passwordless account for an unknown e-mail when its link is used', async () => {
    const t = await buildUsers();
    expect((await requestLink(t, '/users/request-magic-link', 'new.buyer@example.fi')).json().code).toBe(
      'MAGIC_LINK_SENT',
    );
    expect(await t.store.findByEmail('new.buyer@example.fi')).toBeNull();
    const res = await checkMagic(t, t.lastMail()!.token!);
    expect(res.json()).toMatchObject({
      code: 'ACCOUNT_VERIFIED',
      user: { email: 'new.buyer@example.fi', isverified: true, hasPassword: false },
    });
    await t.app.close();
  });

  it('refuses a deleted user a magic link with the deleted-user message', async () => {
    const t = await buildUsers();
    await t.store.insert(newUser({ isdeleted: true }), null);
    const res = await requestLink(t, '/users/request-magic-link', 'anna.virtanen@rakennus-oy.fi');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'USER_DELETED', issues: [{ field: 'email' }] });
    expect(t.mails()).toHaveLength(0);
    await t.app.close();
  });
});

describe(
  'password reset links: POST /users/request-password-reset, GET /users/check-reset-password-link, ' +
    'PATCH /users/reset-password with token',
  () => {
    const checkReset = (t: Awaited<ReturnType<typeof buildUsers>>, token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/users/check-reset-password-link?token=${encodeURIComponent(token)}`,
        headers: { 'x-locale': 'en' },
      });

    it('sends a reset link, reports it while valid, sets the new password once and ends old sessions', async () => {
      const t = await buildUsers();
      const user = await t.store.insert(newUser(), await testPasswords.hash(password));
      const oldSession = setCookieValue(
        await t.app.inject({ method: 'POST', url: '/users/login', payload: { email: user.email, password } }),
        'sid',
      )!;

      const sent = await requestLink(t, '/users/request-password-reset', user.email);
      expect(sent.json()).toEqual({ code: 'RESET_LINK_SENT', message: 'Password reset link sent successfully.' });
      expect((await requestLink(t, '/users/request-password-reset', user.email)).json()).toEqual({
        code: 'RESET_LINK_EXISTING',
        message: 'Existing password reset link is valid.',
      });
      const mail = t.lastMail()!;
      expect(mail.link).toMatch(/^https:\/\/shop\.example\/users\/reset-password\?token=/);
      const check = await checkReset(t, mail.token!);
      expect(check.json()).toMatchObject({ code: 'RESET_LINK_VALID', userid: user.userid, email: user.email });

      const reset = (token: string) =>
        t.app.inject({
          method: 'PATCH',
          url: `/users/reset-password/${user.userid}`,
          headers: { 'x-locale': 'en' },
          payload: { password: 'Uusi2026Salasana', token },
        });
      expect((await reset(mail.token!)).json()).toEqual({ code: 'PASSWORD_UPDATED', message: 'Password updated' });
      expect(
        (await t.app.inject({ method: 'GET', url: '/users/current', headers: withSession(oldSession) })).statusCode,
      ).toBe(401);
      const login = await t.app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { email: user.email, password: 'Uusi2026Salasana' },
      });
      expect(login.statusCode).toBe(200);

      const reused = await reset(mail.token!);
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toBe('The password reset link you clicked is invalid or has expired');
      expect((await checkReset(t, mail.token!)).statusCode).toBe(400);
      await t.app.close();
    });

    it('says the reset link expired after 30 minutes', async () => {
      const t = await buildUsers();
      const user = await t.store.insert(newUser(), await testPasswords.hash(password));
      await requestLink(t, '/users/request-password-reset', user.email);
      const { token } = t.lastMail()!;
      t.advance(30);
      const res = await checkReset(t, token!);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_LINK',
        message: 'The password reset link you clicked is invalid or has expired',
      });
      await t.app.close();
    });

    it(
      'answers a malformed reset token (too short, empty) with "invalid ' +
        'or expired" in the buyer\'s language, not a zod message',
      async () => {
        const t = await buildUsers();
        const user = await t.store.insert(newUser(), await testPasswords.hash(password));
        for (const token of ['abc', '']) {
          const checked = await checkReset(t, token);
          expect(checked.statusCode).toBe(400);
          expect(checked.json()).toMatchObject({
            code: 'INVALID_LINK',
            message: 'The password reset link you clicked is invalid or has expired',
          });
          const reset = await t.app.inject({
            method: 'PATCH',
            url: `/users/reset-password/${user.userid}`,
            headers: { 'x-locale': 'fi' },
            payload: { password: 'Uusi2026Salasana', token },
          });
          expect(reset.statusCode).toBe(400);
          expect(reset.json()).toMatchObject({
            code: 'INVALID_LINK',
            message: 'Klikkaamasi salasanan palautuslinkki on virheellinen tai vanhentunut',
          });
        }
        await t.app.close();
      },
    );

    it('needs an existing account (SPEC 5)', async () => {
      const t = await buildUsers();
      const res = await requestLink(t, '/users/request-password-reset', 'nobody@example.fi');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NO_ACCOUNT', issues: [{ field: 'email' }] });
      await t.app.close();
    });

    it("refuses a reset token for another user's id", async () => {
      const t = await buildUsers();
      const anna = await t.store.insert(newUser(), await testPasswords.hash(password));
      const mikko = await t.store.insert(newUser({ email: 'mikko@example.fi' }), await testPasswords.hash(password));
      await requestLink(t, '/users/request-password-reset', anna.email);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/users/reset-password/${mikko.userid}`,
        payload: { password: 'Uusi2026Salasana', token: t.lastMail()!.token },
      });
      expect(res.statusCode).toBe(400);
      await t.app.close();
    });
  },
);
