import type { RequisitionList } from '@shop/contracts';
import { RevisionConflictError } from '../../src/shared/order-store';
import type { RequisitionListStore } from '../../src/requisition-lists/requisition-list-store';

const anna = { user_id: 7, name: 'Anna Virtanen' };
const pekka = { user_id: 8, name: 'Pekka Mäkinen' };

let n = 0;
const aList = (over: Partial<RequisitionList> = {}): RequisitionList => {
  n += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Baustelle ${n}`,
    owner: anna,
    company_id: 'c-virtanen',
    shared: false,
    lines: [{ variant_id: 102, code: 'DSM-102', title: 'Doppelstabmattenzaun', quantity: 4, note: 'Abschnitt B' }],
    created_at: `2026-11-30T10:00:${String(n % 60).padStart(2, '0')}.000Z`,
    created_by: anna,
    updated_at: `2026-11-30T10:00:${String(n % 60).padStart(2, '0')}.000Z`,
    updated_by: anna,
    ...over,
  };
};

/** What every requisition list store does, run against each engine (SQLite, and a MongoDB-protocol server). */
export function requisitionListStoreContract(
  open: () => Promise<RequisitionListStore>,
  close: (store: RequisitionListStore) => Promise<void>,
) {
  let store: RequisitionListStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => close(store));

  it('stores a list at revision 1 and reads it back whole', async () => {
    const list = aList();
    await store.insert(list);
    expect(await store.find(list.uuid)).toEqual({ list, revision: 1 });
    expect(await store.find('00000000-0000-4000-8000-999999999999')).toBeNull();
  });

  it('replaces a list only over the revision it was read at', async () => {
    const list = aList();
    await store.insert(list);
    const renamed = { ...list, name: 'Hafen', updated_by: pekka };
    expect(await store.replace(renamed, 1)).toBe(true);
    expect(await store.find(list.uuid)).toEqual({ list: renamed, revision: 2 });
    await expect(store.replace({ ...list, name: 'stale' }, 1)).rejects.toBeInstanceOf(RevisionConflictError);
    expect((await store.find(list.uuid))?.list.name).toBe('Hafen');
    expect(await store.replace(aList(), 1)).toBe(false);
  });

  it('lets exactly one of two writes over the same revision through', async () => {
    const list = aList();
    await store.insert(list);
    const results = await Promise.allSettled([
      store.replace({ ...list, name: 'one' }, 1),
      store.replace({ ...list, name: 'two' }, 1),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')?.reason).toBeInstanceOf(RevisionConflictError);
  });

  it('deletes a list, and says when there was none', async () => {
    const list = aList();
    await store.insert(list);
    expect(await store.delete(list.uuid)).toBe(true);
    expect(await store.find(list.uuid)).toBeNull();
    expect(await store.delete(list.uuid)).toBe(false);
  });

  it('lists a user’s own lists and their company’s shared ones, last changed first', async () => {
    const own = aList({ updated_at: '2026-11-30T09:00:00.000Z' });
    const ownPrivateCompany = aList({ company_id: null, updated_at: '2026-11-30T11:00:00.000Z' });
    const colleaguesShared = aList({ owner: pekka, shared: true, updated_at: '2026-11-30T10:00:00.000Z' });
    const colleaguesPrivate = aList({ owner: pekka });
    const otherCompanyShared = aList({ owner: { user_id: 9, name: 'X' }, company_id: 'c-other', shared: true });
    for (const list of [own, ownPrivateCompany, colleaguesShared, colleaguesPrivate, otherCompanyShared])
      await store.insert(list);
    expect((await store.visibleTo(7, 'c-virtanen')).map((l) => l.uuid)).toEqual([
      ownPrivateCompany.uuid,
      colleaguesShared.uuid,
      own.uuid,
    ]);
    expect((await store.visibleTo(7, null)).map((l) => l.uuid)).toEqual([ownPrivateCompany.uuid, own.uuid]);
  });
}
