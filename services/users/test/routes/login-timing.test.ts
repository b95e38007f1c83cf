import { scryptSync } from 'node:crypto';
import { PasswordHasher } from '../../src/domain/password';
import { newUser } from '../fixtures';
import { password } from '../flows';
import { buildUsers, testCost, testPasswords } from '../helper';

describe('login timing: no account probing by the time an answer takes', () => {
  afterEach(() => jest.restoreAllMocks());

  it(
    'runs scrypt exactly once, at the current cost, for an unknown e-mail, a passwordless account, a wrong ' +
      'and a right password',
    async () => {
      const t = await buildUsers();
      await t.store.insert(newUser(), await testPasswords.hash(password));
      await t.store.insert(newUser({ email: 'link.only@example.fi', hasPassword: false }), null);
      const derive = jest.spyOn(PasswordHasher.prototype, 'derive');
      for (const [email, pass, status] of [
        ['nobody@example.fi', password, 401],
        ['link.only@example.fi', password, 401],
        ['anna.virtanen@rakennus-oy.fi', 'Wrong2026x', 401],
        ['anna.virtanen@rakennus-oy.fi', password, 200],
      ] as const) {
        derive.mockClear();
        const res = await t.app.inject({ method: 'POST', url: '/users/login', payload: { email, password: pass } });
        expect([email, res.statusCode]).toEqual([email, status]);
        expect([email, derive.mock.calls.length]).toEqual([email, 1]);
        expect(derive.mock.calls[0]![3]).toEqual(testCost);
      }
      await t.app.close();
    },
  );

  it('re-hashes an old-format hash at the next successful login, and the new hash still logs in', async () => {
    const t = await buildUsers();
    const salt = Buffer.from('0123456789abcdef');
    const legacy = `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 64).toString('base64')}`;
    const user = await t.store.insert(newUser(), legacy);
    const login = () => t.app.inject({ method: 'POST', url: '/users/login', payload: { email: user.email, password } });
    expect((await login()).statusCode).toBe(200);
    const rehashed = (await t.store.findById(user.userid))!.passwordHash!;
    expect(rehashed).toMatch(new RegExp(`^scrypt\\$${testCost.N}\\$${testCost.r}\\$${testCost.p}\\$`));
    expect((await login()).statusCode).toBe(200);
    expect((await t.store.findById(user.userid))!.passwordHash).toBe(rehashed);
    await t.app.close();
  });
});
