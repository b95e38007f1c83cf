import type { SupplierRecordEdit, SupplierRecords } from '../src/ports/supplier-records';

const edit = (
  supplierId: number,
  leadTimeDays: number,
  at: string,
  by = 'ops@nordbau.example',
): SupplierRecordEdit => ({
  supplierId,
  by,
  at,
  before: { email: `orders@s${supplierId}.example`, language: 'de', leadTimeDays: 5 },
  after: { email: `einkauf@s${supplierId}.example`, language: 'fi', leadTimeDays },
});

/** What every SupplierRecords adapter must do; `reopen` opens the same store again (a restart). */
export function supplierRecordsContract(
  open: () => Promise<SupplierRecords>,
  reopen: (records: SupplierRecords) => Promise<SupplierRecords>,
  dispose: (records: SupplierRecords) => Promise<void>,
) {
  let records: SupplierRecords;
  beforeEach(async () => {
    records = await open();
  });
  afterEach(async () => dispose(records));

  it('has no record of a supplier no operator changed', async () => {
    expect(await records.get(3)).toBeNull();
    expect(await records.edited()).toEqual(new Map());
    expect(await records.history(3, 20)).toEqual([]);
  });

  it('keeps each supplier’s latest fields and every change, newest first, and a restart keeps both', async () => {
    await records.save(edit(3, 12, '2026-11-26T10:00:00.000Z'));
    await records.save(edit(3, 14, '2026-11-26T11:00:00.000Z', 'chef@nordbau.example'));
    await records.save(edit(4, 7, '2026-11-26T10:30:00.000Z'));
    expect(await records.get(3)).toEqual({ email: 'einkauf@s3.example', language: 'fi', leadTimeDays: 14 });
    expect([...(await records.edited()).keys()].sort()).toEqual([3, 4]);
    const history = await records.history(3, 20);
    expect(history.map((h) => [h.by, h.after.leadTimeDays])).toEqual([
      ['chef@nordbau.example', 14],
      ['ops@nordbau.example', 12],
    ]);
    expect(history[0]).toEqual(edit(3, 14, '2026-11-26T11:00:00.000Z', 'chef@nordbau.example'));
    expect(await records.history(3, 1)).toHaveLength(1);

    const restarted = await reopen(records);
    expect(await restarted.get(3)).toEqual({ email: 'einkauf@s3.example', language: 'fi', leadTimeDays: 14 });
    expect(await restarted.history(4, 20)).toEqual([edit(4, 7, '2026-11-26T10:30:00.000Z')]);
    if (restarted !== records) await restarted.close();
  });
}
