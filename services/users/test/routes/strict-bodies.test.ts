import { loggedInUser, password } from '../flows';
import { buildUsers, shopOrigin } from '../helper';

const long = (n: number) => 'a'.repeat(n);

describe('users bodies: no unknown fields, no oversized values', () => {
  it.each([
    ['/users/create', { email: 'uusi@asiakas.fi', password, host: shopOrigin, isverified: true }, 'isverified'],
    ['/users/login', { email: 'anna@example.fi', password, remember: 'forever' }, 'remember'],
    ['/users/request-magic-link', { email: 'anna@example.fi', host: shopOrigin, to: 'evil@example.fi' }, 'to'],
    ['/users/request-password-reset', { email: 'anna@example.fi', host: shopOrigin, userid: 1 }, 'userid'],
  ])('mass assignment through %s: an unknown field is refused with 400 naming it', async (url, payload, field) => {
    const t = await buildUsers();
    const res = await t.app.inject({ method: 'POST', url, headers: { 'x-locale': 'en' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual(expect.objectContaining({ field }));
    expect(t.mails()).toHaveLength(0);
    expect(await t.store.findByEmail('uusi@asiakas.fi')).toBeNull();
    await t.app.close();
  });

  it('mass assignment through the profile: isverified, discount_link or hasPassword cannot be set', async () => {
    const t = await buildUsers();
    const { user, headers } = await loggedInUser(t);
    for (const field of ['isverified', 'discount_link', 'hasPassword', 'email']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/users/update/${user.userid}`,
        headers,
        payload: { company: 'Aita Oy', [field]: field === 'discount_link' ? { discount_row: [] } : true },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual(expect.objectContaining({ field }));
    }
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/users/reset-password/${user.userid}`,
      headers,
      payload: { password: 'Uusi2026Salasana', currentPassword: password, userid: 99 },
    });
    expect(reset.statusCode).toBe(400);
    expect((await t.store.findById(user.userid))?.user).toEqual(user);
    await t.app.close();
  });

  it.each([
    ['/users/create', { email: `${long(250)}@ex.fi`, password, host: shopOrigin }, 'email'],
    ['/users/create', { email: 'uusi@asiakas.fi', password: `Aa1${long(198)}`, host: shopOrigin }, 'password'],
    ['/users/login', { email: 'anna@example.fi', password: long(201) }, 'password'],
    ['/users/request-magic-link', { email: 'anna@example.fi', host: `${shopOrigin}/${long(300)}` }, 'host'],
  ])('oversized values through %s are refused with 400 naming the field', async (url, payload, field) => {
    const t = await buildUsers();
    const res = await t.app.inject({ method: 'POST', url, headers: { 'x-locale': 'en' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ field, reason: 'The text is too long' });
    await t.app.close();
  });
});
