import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { SqliteUserStore } from '../../src/adapters/sqlite-user-store';
import { changeRole } from '../../src/roles/change-role';
import { newUser } from '../fixtures';
import { loggedInUser, password } from '../flows';
import { buildUsers, shopOrigin, withSession } from '../helper';

jest.setTimeout(60_000);

const current = (t: Awaited<ReturnType<typeof buildUsers>>, token: string) =>
  t.app.inject({ method: 'GET', url: '/users/current', headers: withSession(token) });

describe('user roles', () => {
  it('GET /users/current answers the roles; grant and revocation count at the next call, sessions stay', async () => {
    const t = await buildUsers();
    const { user, sessionId } = await loggedInUser(t);
    expect((await current(t, sessionId)).json().roles).toEqual([]);
    expect(await changeRole(t.store, 'grant', 'Anna.Virtanen@rakennus-oy.fi', 'operator')).toMatchObject({
      ok: true,
      changed: true,
    });
    const granted = await current(t, sessionId);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ userid: user.userid, roles: ['operator'] });
    expect(await changeRole(t.store, 'grant', user.email, 'operator')).toMatchObject({ ok: true, changed: false });
    await changeRole(t.store, 'revoke', user.email, 'operator');
    const revoked = await current(t, sessionId);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().roles).toEqual([]);
    await t.app.close();
  });

  it('refuses unknown roles, unknown e-mails and granting to a deleted account', async () => {
    const t = await buildUsers();
    await t.store.insert(newUser({ email: 'gone@example.fi', isdeleted: true }), null);
    expect(await changeRole(t.store, 'grant', 'nobody@example.fi', 'operator')).toMatchObject({
      ok: false,
      reason: 'no_such_user',
    });
    expect(await changeRole(t.store, 'grant', 'gone@example.fi', 'operator')).toMatchObject({
      ok: false,
      reason: 'deleted_user',
    });
    expect(await changeRole(t.store, 'grant', 'gone@example.fi', 'admin')).toMatchObject({
      ok: false,
      reason: 'unknown_role',
    });
    await t.app.close();
  });

  it('no body of the API sets a role: signup and profile refuse `roles` with 400 naming it', async () => {
    const t = await buildUsers();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/users/create',
      headers: { 'x-locale': 'en' },
      payload: { email: 'uusi@asiakas.fi', password, host: shopOrigin, roles: ['operator'] },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().issues).toContainEqual(expect.objectContaining({ field: 'roles' }));
    expect(await t.store.findByEmail('uusi@asiakas.fi')).toBeNull();
    const { user, headers } = await loggedInUser(t);
    const profile = await t.app.inject({
      method: 'PATCH',
      url: `/users/update/${user.userid}`,
      headers,
      payload: { company: 'Aita Oy', roles: ['operator'] },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().issues).toContainEqual(expect.objectContaining({ field: 'roles' }));
    expect((await t.store.findById(user.userid))?.user.roles).toEqual([]);
    await t.app.close();
  });

  it('npm run users:role grants and revokes on the embedded store of DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'users-role-'));
    try {
      const store = new SqliteUserStore(join(dataDir, 'users.sqlite'));
      await store.insert(newUser({ email: 'olli@nordbau.example' }), null);
      await store.close();
      const run = (...args: string[]) =>
        promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', resolve(__dirname, '../../src/roles/cli.ts'), ...args],
          { env: { ...process.env, DATA_DIR: dataDir, MONGODB_URI: '' } },
        );
      const granted = await run('grant', '--email', 'olli@nordbau.example', '--role', 'operator');
      expect(granted.stdout).toContain('roles now operator');
      const reopened = new SqliteUserStore(join(dataDir, 'users.sqlite'));
      expect((await reopened.findByEmail('olli@nordbau.example'))?.user.roles).toEqual(['operator']);
      await reopened.close();
      await expect(run('grant', '--email', 'nobody@nordbau.example', '--role', 'operator')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('no account'),
      });
      expect((await run('revoke', '--email', 'olli@nordbau.example', '--role', 'operator')).stdout).toContain(
        'roles now none',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
