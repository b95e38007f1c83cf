import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWithMongo } from '@shop/service-kit/testing';
import mongoose, { type Connection } from 'mongoose';
import { MongoCompanyStore } from '../src/adapters/mongo-company-store';
import { SqliteCompanyStore } from '../src/adapters/sqlite-company-store';
import { admin, company, companyStoreContract, now } from './company-store.contract';

describe('SqliteCompanyStore (embedded store)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'companies-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  companyStoreContract(
    async () => new SqliteCompanyStore(join(dir, `companies-${n++}.sqlite`)),
    (s) => s.close(),
  );
});

const founded = company('a');
const founder = admin('a', 1);
const invitation = {
  invite_id: 'i1',
  company_id: 'a',
  email: 'mikko@example.fi',
  role: 'buyer' as const,
  order_limit: 1500,
  token_hash: 'hash-i1',
  created_at: now.toISOString(),
  expires_at: new Date(now.getTime() + 60_000).toISOString(),
};

// Without transactions: the store relies on unique indexes and a lock, so FerretDB serves it too.
describeWithMongo('MongoCompanyStore (MongoDB protocol)', (server) => {
  let n = 0;
  companyStoreContract(
    () => new MongoCompanyStore(server().databaseUri(`companies_test_${n++}`)).ready(),
    async (s) => {
      await (s as MongoCompanyStore).dropDatabase();
      await s.close();
    },
  );

  // What a process that stopped between two writes of one change leaves (written here directly).
  describe('after a change that stopped halfway', () => {
    let store: MongoCompanyStore;
    let db: Connection;
    beforeEach(async () => {
      const uri = server().databaseUri('companies_halfway');
      store = await new MongoCompanyStore(uri).ready();
      db = await mongoose.createConnection(uri).asPromise();
      await store.createCompany(founded, founder);
      await store.createInvite(invitation);
    });
    afterEach(async () => {
      await store.dropDatabase();
      await store.close();
      await db.close();
    });

    it('lets the invitee, and nobody else, finish an acceptance that stopped after its use was recorded', async () => {
      await db.collection('companyinviteuses').insertOne({ invite_id: 'i1', userid: 2 });
      expect(await store.acceptInvite('hash-i1', 3, 'fi', now)).toBe('invalid');
      expect(await store.findInvite('hash-i1', now)).toMatchObject({ invite_id: 'i1' });
      expect(await store.acceptInvite('hash-i1', 2, 'fi', now)).toMatchObject({ member: { userid: 2, role: 'buyer' } });
      expect(await store.findInvite('hash-i1', now)).toBeNull();
      expect(await store.openInvites('a', now)).toEqual([]);
    });

    it('counts an invitation as closed once its member is written, before its close follows', async () => {
      await db.collection('companyinviteuses').insertOne({ invite_id: 'i1', userid: 2 });
      await db.collection('companymembers').insertOne({ ...founder, userid: 2, role: 'buyer', invite_id: 'i1' });
      expect(await store.findInvite('hash-i1', now)).toBeNull();
      expect(await store.openInvites('a', now)).toEqual([]);
      expect(await store.revokeInvite('a', 'i1')).toBe(false);
      expect(await store.acceptInvite('hash-i1', 4, 'fi', now)).toBe('invalid');
    });

    it('counts an invitation whose revocation stopped after its use as revoked, and revokes it again', async () => {
      await db.collection('companyinviteuses').insertOne({ invite_id: 'i1', userid: null });
      expect(await store.findInvite('hash-i1', now)).toBeNull();
      expect(await store.acceptInvite('hash-i1', 2, 'fi', now)).toBe('invalid');
      expect(await store.revokeInvite('a', 'i1')).toBe(true);
      expect(await store.openInvites('a', now)).toEqual([]);
    });

    it('keeps nobody from founding a company when a founding stopped before its admin was written', async () => {
      await db.collection('companies').insertOne({ ...founded, company_id: 'b' });
      expect(
        await store.createCompany({ ...founded, company_id: 'c' }, { ...founder, company_id: 'c', userid: 5 }),
      ).toBe('created');
      expect((await store.membershipOf(5))?.company.company_id).toBe('c');
    });

    it('answers both of one invitee’s requests racing for an invitation with the one membership', async () => {
      const results = await Promise.all([
        store.acceptInvite('hash-i1', 2, 'fi', now),
        store.acceptInvite('hash-i1', 2, 'fi', now),
      ]);
      const joined = results.filter((r) => typeof r === 'object');
      expect(joined.length).toBeGreaterThanOrEqual(1);
      expect(results.filter((r) => r !== 'already_member' && typeof r !== 'object')).toEqual([]);
      expect((await store.members('a')).map((m) => m.userid)).toEqual([1, 2]);
      expect(await store.openInvites('a', now)).toEqual([]);
    });
  });
});
