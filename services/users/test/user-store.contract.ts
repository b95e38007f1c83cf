import { DuplicateEmailError, type UserStore } from '../src/ports/user-store';
import { newUser } from './fixtures';

/** What every UserStore adapter must do; run by each adapter's test file. */
export function userStoreContract(create: () => Promise<UserStore>, destroy: (s: UserStore) => Promise<void>) {
  let store: UserStore;
  beforeEach(async () => {
    store = await create();
  });
  afterEach(async () => destroy(store));

  it('gives each new account the next user id and finds it by id and by e-mail in any case', async () => {
    const first = await store.insert(newUser(), 'hash-1');
    const second = await store.insert(newUser({ email: 'mikko@example.fi' }), null);
    expect(second.userid).toBeGreaterThan(first.userid);
    expect(await store.findByEmail('Anna.Virtanen@Rakennus-Oy.fi')).toEqual({ user: first, passwordHash: 'hash-1' });
    expect(await store.findById(second.userid)).toEqual({ user: second, passwordHash: null });
    expect(await store.findByEmail('nobody@example.fi')).toBeNull();
  });

  it('refuses a second account with the same e-mail', async () => {
    await store.insert(newUser(), null);
    await expect(store.insert(newUser({ email: 'ANNA.virtanen@rakennus-oy.fi' }), null)).rejects.toEqual(new DuplicateEmailError());
  });

  it('finds a session until it expires or is deleted', async () => {
    const user = await store.insert(newUser(), null);
    const now = new Date('2026-11-23T10:00:00Z');
    await store.createSession(user.userid, 'session-aaaaaaaaaaaaaaaaaaaa', new Date('2026-11-24T10:00:00Z'));
    expect(await store.findSession('session-aaaaaaaaaaaaaaaaaaaa', now)).toBe(user.userid);
    expect(await store.findSession('session-aaaaaaaaaaaaaaaaaaaa', new Date('2026-11-25T10:00:00Z'))).toBeNull();
    await store.deleteSession('session-aaaaaaaaaaaaaaaaaaaa');
    expect(await store.findSession('session-aaaaaaaaaaaaaaaaaaaa', now)).toBeNull();
  });
}
