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

  it('hands out each user id once when accounts are made at the same moment', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `buyer-${i}@example.fi`);
    const made = await Promise.all(emails.map((email) => store.insert(newUser({ email }), null)));
    expect(new Set(made.map((user) => user.userid)).size).toBe(emails.length);
    for (const user of made) expect((await store.findById(user.userid))?.user.email).toBe(user.email);
  });

  it('makes one account when two sign up with the same e-mail at the same moment', async () => {
    const results = await Promise.allSettled([
      store.insert(newUser(), null),
      store.insert(newUser({ email: 'Anna.Virtanen@rakennus-oy.fi' }), null),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toEqual({
      status: 'rejected',
      reason: new DuplicateEmailError(),
    });
  });

  it('refuses a second account with the same e-mail', async () => {
    await store.insert(newUser(), null);
    await expect(store.insert(newUser({ email: 'ANNA.virtanen@rakennus-oy.fi' }), null)).rejects.toEqual(
      new DuplicateEmailError(),
    );
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

  it('updates profile fields and the password hash, keeping id and e-mail', async () => {
    const user = await store.insert(newUser(), 'hash-1');
    const updated = await store.update(user.userid, {
      doc: { company: 'Aita Oy', isverified: false },
      passwordHash: 'hash-2',
    });
    expect(updated).toEqual({ user: { ...user, company: 'Aita Oy', isverified: false }, passwordHash: 'hash-2' });
    expect(await store.findById(user.userid)).toEqual(updated);
    const withoutPassword = await store.update(user.userid, { passwordHash: null });
    expect(withoutPassword?.passwordHash).toBeNull();
    expect(withoutPassword?.user.company).toBe('Aita Oy');
    expect(await store.update(user.userid + 1000, { doc: { company: 'x' } })).toBeNull();
  });

  it('stores roles beside the profile: a new account has none, a profile update keeps them', async () => {
    const user = await store.insert(newUser(), null);
    expect(user.roles).toEqual([]);
    const granted = await store.setRoles(user.userid, ['operator', 'operator']);
    expect(granted?.user).toEqual({ ...user, roles: ['operator'] });
    const updated = await store.update(user.userid, { doc: { company: 'Aita Oy' } });
    expect(updated?.user).toEqual({ ...user, company: 'Aita Oy', roles: ['operator'] });
    expect((await store.findByEmail(user.email))?.user.roles).toEqual(['operator']);
    expect((await store.setRoles(user.userid, []))?.user.roles).toEqual([]);
    expect((await store.findById(user.userid))?.user.roles).toEqual([]);
    expect(await store.setRoles(user.userid + 1000, ['operator'])).toBeNull();
  });

  it('keeps every change of one account made at the same moment: profile fields, password and roles', async () => {
    const user = await store.insert(newUser(), 'hash-1');
    await Promise.all([
      store.update(user.userid, { doc: { company: 'Aita Oy' } }),
      store.update(user.userid, { doc: { phonenumber: '+358409876543' } }),
      store.update(user.userid, { passwordHash: 'hash-2' }),
      store.setRoles(user.userid, ['operator']),
    ]);
    expect(await store.findById(user.userid)).toEqual({
      user: { ...user, company: 'Aita Oy', phonenumber: '+358409876543', roles: ['operator'] },
      passwordHash: 'hash-2',
    });
  });

  it('ends every session of one user and only that user', async () => {
    const anna = await store.insert(newUser(), null);
    const mikko = await store.insert(newUser({ email: 'mikko@example.fi' }), null);
    const now = new Date('2026-11-23T10:00:00Z');
    const later = new Date('2026-11-24T10:00:00Z');
    await store.createSession(anna.userid, 'anna-1-aaaaaaaaaaaaaaaaaaaa', later);
    await store.createSession(anna.userid, 'anna-2-aaaaaaaaaaaaaaaaaaaa', later);
    await store.createSession(mikko.userid, 'mikko-aaaaaaaaaaaaaaaaaaaaa', later);
    await store.deleteSessionsOf(anna.userid);
    expect(await store.findSession('anna-1-aaaaaaaaaaaaaaaaaaaa', now)).toBeNull();
    expect(await store.findSession('anna-2-aaaaaaaaaaaaaaaaaaaa', now)).toBeNull();
    expect(await store.findSession('mikko-aaaaaaaaaaaaaaaaaaaaa', now)).toBe(mikko.userid);
  });

  it('finds the active link of an e-mail and purpose until it expires or is used; it is consumed once', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const expiresAt = new Date('2026-11-23T10:30:00Z');
    await store.createLink({ id: 'link-1', email: 'Anna@Example.fi', purpose: 'login', expiresAt });
    const stored = {
      id: 'link-1',
      email: 'anna@example.fi',
      purpose: 'login',
      expiresAt,
      pendingPasswordHash: null,
      browserHash: null,
    };
    expect(await store.findActiveLink('anna@example.fi', 'login', now)).toEqual(stored);
    expect(await store.findActiveLink('anna@example.fi', 'reset', now)).toBeNull();
    expect(await store.findActiveLink('anna@example.fi', 'login', expiresAt)).toBeNull();
    expect(await store.consumeLink('link-1', expiresAt)).toBeNull();
    expect(await store.consumeLink('link-1', now)).toEqual(stored);
    expect(await store.consumeLink('link-1', now)).toBeNull();
    expect(await store.findActiveLink('anna@example.fi', 'login', now)).toBeNull();
    expect(await store.consumeLink('unknown', now)).toBeNull();
  });

  it('gives a link to one caller only when several consume it at the same moment', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    await store.createLink({
      id: 'raced',
      email: 'anna@example.fi',
      purpose: 'login',
      expiresAt: new Date('2026-11-23T10:30:00Z'),
    });
    const results = await Promise.all(Array.from({ length: 6 }, () => store.consumeLink('raced', now)));
    expect(results.filter((link) => link !== null)).toHaveLength(1);
    expect(await store.findActiveLink('anna@example.fi', 'login', now)).toBeNull();
  });

  it('lets a link revoked while it is consumed be used once at most', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const expiresAt = new Date('2026-11-23T10:30:00Z');
    await store.createLink({ id: 'revoked-raced', email: 'anna@example.fi', purpose: 'login', expiresAt });
    const [first, , second] = await Promise.all([
      store.consumeLink('revoked-raced', now),
      store.revokeLinks('anna@example.fi', 'login', now),
      store.consumeLink('revoked-raced', now),
    ]);
    expect([first, second].filter((link) => link !== null).length).toBeLessThanOrEqual(1);
    expect(await store.consumeLink('revoked-raced', now)).toBeNull();
    expect(await store.findActiveLink('anna@example.fi', 'login', now)).toBeNull();
  });

  it(
    "keeps a signup's pending password and browser hash with its link and answers them when it is " + 'consumed',
    async () => {
      const now = new Date('2026-11-23T10:00:00Z');
      const link = {
        id: 'link-2',
        email: 'anna@example.fi',
        purpose: 'login' as const,
        expiresAt: new Date('2026-11-23T10:30:00Z'),
        pendingPasswordHash: 'scrypt$1$2$3$salt$hash',
        browserHash: 'b'.repeat(43),
      };
      await store.createLink(link);
      expect(await store.findActiveLink('anna@example.fi', 'login', now)).toEqual(link);
      expect(await store.consumeLink('link-2', now)).toEqual(link);
    },
  );

  it('revokes every unused link of one e-mail and purpose, and only those', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const expiresAt = new Date('2026-11-23T10:30:00Z');
    await store.createLink({ id: 'old-signup', email: 'anna@example.fi', purpose: 'login', expiresAt });
    await store.createLink({ id: 'reset', email: 'anna@example.fi', purpose: 'reset', expiresAt });
    await store.createLink({ id: 'mikko', email: 'mikko@example.fi', purpose: 'login', expiresAt });
    await store.revokeLinks('ANNA@example.fi', 'login', now);
    expect(await store.consumeLink('old-signup', now)).toBeNull();
    expect(await store.consumeLink('reset', now)).not.toBeNull();
    expect(await store.consumeLink('mikko', now)).not.toBeNull();
  });

  it('ends every session of a user but the one kept (a password change in that session)', async () => {
    const anna = await store.insert(newUser(), null);
    const now = new Date('2026-11-23T10:00:00Z');
    const later = new Date('2026-11-24T10:00:00Z');
    await store.createSession(anna.userid, 'anna-here-aaaaaaaaaaaaaaaaaa', later);
    await store.createSession(anna.userid, 'anna-other-aaaaaaaaaaaaaaaaa', later);
    await store.deleteSessionsOf(anna.userid, 'anna-here-aaaaaaaaaaaaaaaaaa');
    expect(await store.findSession('anna-here-aaaaaaaaaaaaaaaaaa', now)).toBe(anna.userid);
    expect(await store.findSession('anna-other-aaaaaaaaaaaaaaaaa', now)).toBeNull();
  });

  it('commits an account’s events with it, a link’s with the link, and none for a refused write (outbox)', async () => {
    const registered = (u: { userid: number; email: string }) => [
      { topic: 'user.registered' as const, payload: { userid: u.userid, email: u.email, locale: 'de' as const } },
    ];
    const user = await store.insert(newUser(), null, registered);
    await expect(store.insert(newUser({ email: 'ANNA.virtanen@rakennus-oy.fi' }), null, registered)).rejects.toEqual(
      new DuplicateEmailError(),
    );
    await store.createLink(
      { id: 'link-with-event', email: user.email, purpose: 'login', expiresAt: new Date('2026-11-24T10:00:00Z') },
      [
        {
          topic: 'user.magic-link-requested',
          payload: { email: user.email, locale: 'de', host: 'https://shop.example' },
        },
      ],
    );
    const rows = await store.outbox().unsent(10);
    expect(rows.map((r) => [r.envelope.topic, r.envelope.payload])).toEqual([
      ['user.registered', { userid: user.userid, email: user.email, locale: 'de' }],
      ['user.magic-link-requested', { email: user.email, locale: 'de', host: 'https://shop.example' }],
    ]);
    expect(await store.readiness()).toMatchObject({ ok: true });
  });

  it('keeps a secret once created', async () => {
    expect(await store.secret('session', () => 'first')).toBe('first');
    expect(await store.secret('session', () => 'second')).toBe('first');
  });

  it('keeps the one secret stored when two callers create it at the same moment', async () => {
    const values = await Promise.all([store.secret('raced', () => 'one'), store.secret('raced', () => 'two')]);
    expect(values[0]).toBe(values[1]);
    expect(await store.secret('raced', () => 'three')).toBe(values[0]);
  });
}
