import type {
  PunchoutStore,
  StoredPunchoutConnection,
  StoredPunchoutSession,
  StoredStartLink,
} from '../src/ports/punchout-store';

const now = new Date('2026-11-30T08:00:00Z');
const companyId = '6f1c1c9e-54a4-4c43-9d25-0f6a1b7e2a11';

const connection = (over: Partial<StoredPunchoutConnection> = {}): StoredPunchoutConnection => ({
  connection_id: '0b9b3c55-8a1c-4a3e-9a57-6d7e4d0c1f01',
  company_id: companyId,
  userid: 1,
  protocol: 'oci',
  login: 'SAP-PURCHASING',
  secret_hash: 'scrypt$first',
  status_url: null,
  created_at: now.toISOString(),
  ...over,
});
const session = (id: string, expiresAt: Date): StoredPunchoutSession => ({
  session_id: id,
  connection_id: connection().connection_id,
  protocol: 'oci',
  return_url: 'https://erp.example.com/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI',
  target: '_top',
  buyer_cookie: '',
  credentials: null,
  expires_at: expiresAt.toISOString(),
});

const startLink = (hash: string, expiresAt: Date): StoredStartLink => ({
  token_hash: hash,
  connection_id: connection().connection_id,
  return_url: 'https://buyer.example/punchout/return',
  buyer_cookie: '1CX3L4843PPZO',
  credentials: { buyer: { domain: 'NetworkID', identity: 'AN01' }, supplier: { domain: 'DUNS', identity: '1234' } },
  expires_at: expiresAt.toISOString(),
});

/** What every PunchoutStore adapter must do (run by the SQLite and the MongoDB suites). */
export function punchoutStoreContract(
  open: () => Promise<PunchoutStore>,
  destroy: (s: PunchoutStore) => Promise<void>,
) {
  let store: PunchoutStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => destroy(store));

  it('keeps a cXML connection\u2019s status URL, and the one set again with the same login', async () => {
    const cxml = connection({ protocol: 'cxml', login: 'networkid:an01', status_url: 'https://buyer.example/cxml' });
    await store.saveConnection(cxml);
    expect((await store.connectionById(cxml.connection_id))?.status_url).toBe('https://buyer.example/cxml');
    await store.saveConnection({ ...cxml, connection_id: 'c4a3e0b2-1f0e-4f1a-8f5e-3c2b1a0f9e8d', status_url: null });
    expect(await store.connectionByLogin('cxml', 'networkid:an01')).toMatchObject({
      connection_id: cxml.connection_id,
      status_url: null,
    });
  });

  it('revokes a connection of its company only, with its start links and the sessions it opened', async () => {
    await store.saveConnection(connection());
    const other = connection({ connection_id: 'c4a3e0b2-1f0e-4f1a-8f5e-3c2b1a0f9e8d', login: 'SAP-OTHER' });
    await store.saveConnection(other);
    await store.startSession(session('session-a', new Date(now.getTime() + 60_000)), now);
    await store.startSession(
      { ...session('session-b', new Date(now.getTime() + 60_000)), connection_id: other.connection_id },
      now,
    );
    await store.createStartLink(startLink('hash-a', new Date(now.getTime() + 60_000)));

    expect(await store.deleteConnection('another-company', connection().connection_id)).toBeNull();
    expect(await store.connectionById(connection().connection_id)).not.toBeNull();

    expect(await store.deleteConnection(companyId, connection().connection_id)).toEqual(['session-a']);
    expect(await store.connectionById(connection().connection_id)).toBeNull();
    expect(await store.connectionByLogin('oci', 'SAP-PURCHASING')).toBeNull();
    expect(await store.sessionOf('session-a', now)).toBeNull();
    expect(await store.useStartLink('hash-a', now)).toBeNull();
    // The company's other connection and its session stand.
    expect((await store.connections(companyId)).map((c) => c.connection_id)).toEqual([other.connection_id]);
    expect(await store.sessionOf('session-b', now)).not.toBeNull();
    expect(await store.deleteConnection(companyId, connection().connection_id)).toBeNull();
  });

  it('finds a connection by its protocol and login only', async () => {
    await store.saveConnection(connection());
    expect(await store.connectionByLogin('oci', 'SAP-PURCHASING')).toEqual(connection());
    expect(await store.connectionByLogin('cxml', 'SAP-PURCHASING')).toBeNull();
    expect(await store.connectionByLogin('oci', 'sap-purchasing')).toBeNull();
    expect(await store.connectionById(connection().connection_id)).toEqual(connection());
    expect(await store.connectionById('b1d1e0b2-1f0e-4f1a-8f5e-3c2b1a0f9e8d')).toBeNull();
  });

  it('replaces the secret and member of a login again, keeping its id', async () => {
    await store.saveConnection(connection());
    const saved = await store.saveConnection(
      connection({ connection_id: 'b1d1e0b2-1f0e-4f1a-8f5e-3c2b1a0f9e8d', userid: 2, secret_hash: 'scrypt$second' }),
    );
    expect(saved).toEqual(connection({ userid: 2, secret_hash: 'scrypt$second' }));
    expect(await store.connections(companyId)).toEqual([saved]);
  });

  it("lists a company's connections, oldest first, and no other company's", async () => {
    const later = connection({
      connection_id: 'c2e2f1c3-2a1f-4a2b-9c6d-4d3c2b1a0f9e',
      protocol: 'cxml',
      login: 'networkid:an01000000001',
      created_at: new Date(now.getTime() + 1000).toISOString(),
    });
    await store.saveConnection(later);
    await store.saveConnection(connection());
    await store.saveConnection(
      connection({ connection_id: 'd3f3a2d4-3b2a-4b3c-8d7e-5e4d3c2b1a0f', company_id: 'other', login: 'OTHER' }),
    );
    expect((await store.connections(companyId)).map((c) => c.login)).toEqual([
      'SAP-PURCHASING',
      'networkid:an01000000001',
    ]);
  });

  it('answers a session\u2019s punch-out part until it expires', async () => {
    const until = new Date(now.getTime() + 60_000);
    await store.startSession(session('sid-1', until), now);
    expect(await store.sessionOf('sid-1', now)).toEqual(session('sid-1', until));
    const cxml = {
      ...session('sid-3', until),
      protocol: 'cxml' as const,
      buyer_cookie: '1CX3L4843PPZO',
      credentials: {
        buyer: { domain: 'NetworkID', identity: 'AN01000000001' },
        supplier: { domain: 'DUNS', identity: '123456789' },
      },
    };
    await store.startSession(cxml, now);
    expect(await store.sessionOf('sid-3', now)).toEqual(cxml);
    expect(await store.sessionOf('sid-1', until)).toBeNull();
    expect(await store.sessionOf('sid-2', now)).toBeNull();
  });

  it('uses a start link once, even when two use it at the same moment, and not after it expired', async () => {
    const until = new Date(now.getTime() + 5 * 60_000);
    await store.createStartLink(startLink('hash-1', until));
    const uses = await Promise.all([store.useStartLink('hash-1', now), store.useStartLink('hash-1', now)]);
    expect(uses.filter((use) => use !== null)).toEqual([startLink('hash-1', until)]);
    expect(await store.useStartLink('hash-1', now)).toBeNull();
    await store.createStartLink(startLink('hash-2', until));
    expect(await store.useStartLink('hash-2', until)).toBeNull();
    expect(await store.useStartLink('unknown', now)).toBeNull();
  });
}
