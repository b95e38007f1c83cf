import type { SupplierRecordEdit, SupplierRecordFields, SupplierRecords } from '../../ports/supplier-records';

/** Supplier records of this process only (tests, and a catalogue without a data folder). */
export class MemorySupplierRecords implements SupplierRecords {
  readonly kind: string = 'memory';
  protected records = new Map<number, SupplierRecordFields>();
  protected edits: SupplierRecordEdit[] = [];

  async edited(): Promise<Map<number, SupplierRecordFields>> {
    return new Map(this.records);
  }

  async get(supplierId: number): Promise<SupplierRecordFields | null> {
    return this.records.get(supplierId) ?? null;
  }

  async save(edit: SupplierRecordEdit): Promise<void> {
    this.records.set(edit.supplierId, edit.after);
    this.edits.push(edit);
  }

  async history(supplierId: number, limit: number): Promise<SupplierRecordEdit[]> {
    return this.edits
      .filter((edit) => edit.supplierId === supplierId)
      .reverse()
      .slice(0, limit);
  }

  async close(): Promise<void> {}
}
