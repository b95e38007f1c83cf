import { currentStatus, loggedInUser, login, password, requestLink } from '../flows';
import { buildUsers } from '../helper';

const newPassword = 'Uusi2026Salasana';

describe('sessions that end: a copied or forgotten session stops working', () => {
  it('a password change ends every other session of the account and keeps this one', async () => {
    const t = await buildUsers();
    const { user, sessionId, headers } = await loggedInUser(t);
    const stolen = await login(t, user.email);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/users/reset-password/${user.userid}`,
      headers,
      payload: { password: newPassword, currentPassword: password },
    });
    expect(res.json().code).toBe('PASSWORD_UPDATED');
    expect(await currentStatus(t, stolen)).toBe(401);
    expect(await currentStatus(t, sessionId)).toBe(200);
    await t.app.close();
  });

  it('a password reset by link ends every session of the account', async () => {
    const t = await buildUsers();
    const { user, sessionId } = await loggedInUser(t);
    const second = await login(t, user.email);
    await requestLink(t, '/users/request-password-reset', user.email);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/users/reset-password/${user.userid}`,
      payload: { password: newPassword, token: t.lastMail()!.token },
    });
    expect(res.json().code).toBe('PASSWORD_UPDATED');
    expect(await currentStatus(t, sessionId)).toBe(401);
    expect(await currentStatus(t, second)).toBe(401);
    await t.app.close();
  });

  it('account deletion ends every session of the account', async () => {
    const t = await buildUsers();
    const { user, sessionId, headers } = await loggedInUser(t);
    const second = await login(t, user.email);
    expect((await t.app.inject({ method: 'POST', url: `/users/delete/${user.userid}`, headers })).json().code).toBe(
      'ACCOUNT_DELETED',
    );
    expect(await currentStatus(t, sessionId)).toBe(401);
    expect(await currentStatus(t, second)).toBe(401);
    await t.app.close();
  });
});
