import type { CxmlOriginStore, StoredCxmlOrigin } from '../../src/punchout/cxml-origin-store';

/** An order's origin as the cXML order route keeps it. */
export const cxmlOrigin = (over: Partial<StoredCxmlOrigin> = {}): StoredCxmlOrigin => ({
  orderUuid: '5d0c1b6e-8f0a-4c9e-9b1a-2f3e4d5c6b7a',
  connectionId: '0b9b3c55-8a1c-4a3e-9a57-6d7e4d0c1f01',
  statusUrl: 'https://buyer.example/cxml/status',
  orderId: 'PO-4711',
  orderDate: '2026-11-30T08:00:00+02:00',
  payloadId: '1@buyer.example',
  buyer: { domain: 'NetworkID', identity: 'AN01000000001' },
  shop: { domain: 'DUNS', identity: 'nordbau' },
  sharedSecret: 'cxml-shared-secret-of-the-buyer',
  lineNumbers: [{ variantId: 102, lineNumber: 10 }],
  ...over,
});

/** What every CxmlOriginStore adapter must do (run on SQLite and on the MongoDB protocol). */
export function cxmlOriginStoreContract(
  setUp: () => Promise<{ open: () => Promise<CxmlOriginStore>; destroy: () => Promise<void> }>,
) {
  let store: CxmlOriginStore;
  let destroy: () => Promise<void>;
  beforeEach(async () => {
    const made = await setUp();
    store = await made.open();
    destroy = made.destroy;
  });
  afterEach(async () => {
    await store.close();
    await destroy();
  });

  it('answers an order\u2019s origin as kept, and null for an order of no OrderRequest', async () => {
    await store.save(cxmlOrigin());
    expect(await store.of(cxmlOrigin().orderUuid)).toEqual(cxmlOrigin());
    expect(await store.of('9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b')).toBeNull();
  });

  it('keeps the first origin of an order', async () => {
    await store.save(cxmlOrigin());
    await store.save(cxmlOrigin({ payloadId: '2@buyer.example' }));
    expect((await store.of(cxmlOrigin().orderUuid))?.payloadId).toBe('1@buyer.example');
  });
}
