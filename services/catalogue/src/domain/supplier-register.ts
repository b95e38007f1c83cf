import type { SupplierRecordPatch } from '@shop/contracts';
import type { CatalogueSupplier } from '../domain';
import type { SupplierRecordEdit, SupplierRecordFields, SupplierRecords } from '../ports/supplier-records';
import type { CatalogueStore } from './catalogue-store';

/** A supplier as the shop uses it now: the catalogue's register with the operators' changes over it. */
export interface CurrentSupplier extends CatalogueSupplier {
  edited: boolean;
}

const fieldsOf = (s: CatalogueSupplier): SupplierRecordFields => ({
  email: s.email,
  language: s.language,
  leadTimeDays: s.leadTimeDays,
});

const sameFields = (a: SupplierRecordFields, b: SupplierRecordFields) =>
  a.email === b.email && a.language === b.language && a.leadTimeDays === b.leadTimeDays;

/**
 * The suppliers' records: who they are comes from the catalogue, where purchase orders go, in which
 * language and with which lead time from the operators' records when they changed them. Read from
 * the records' store on every call, so a change on one replica counts on all at once.
 */
export class SupplierRegister {
  constructor(
    private readonly store: CatalogueStore,
    private readonly records: SupplierRecords,
  ) {}

  get kind(): string {
    return this.records.kind;
  }

  async supplier(id: number): Promise<CurrentSupplier | null> {
    const supplier = this.store.supplier(id);
    if (!supplier) return null;
    const record = await this.records.get(id);
    return record ? { ...supplier, ...record, edited: true } : { ...supplier, edited: false };
  }

  async supplierBySlug(slug: string): Promise<CurrentSupplier | null> {
    const supplier = this.store.supplierBySlug(slug);
    return supplier ? this.supplier(supplier.id) : null;
  }

  /** Every supplier of the catalogue, by name. */
  async list(): Promise<CurrentSupplier[]> {
    const edited = await this.records.edited();
    return this.store
      .allSuppliers()
      .map((s) => {
        const record = edited.get(s.id);
        return record ? { ...s, ...record, edited: true } : { ...s, edited: false };
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  }

  /**
   * Applies an operator's change; null for an unknown supplier. A change that changes nothing is
   * not stored (the audit lists only real changes).
   */
  async change(id: number, patch: SupplierRecordPatch, by: string): Promise<CurrentSupplier | null> {
    const current = await this.supplier(id);
    if (!current) return null;
    const before = fieldsOf(current);
    const after: SupplierRecordFields = {
      email: patch.email ?? before.email,
      language: patch.language ?? before.language,
      leadTimeDays: patch.lead_time_days ?? before.leadTimeDays,
    };
    if (sameFields(before, after)) return current;
    await this.records.save({ supplierId: id, by, at: new Date().toISOString(), before, after });
    return { ...current, ...after, edited: true };
  }

  history(id: number, limit = 20): Promise<SupplierRecordEdit[]> {
    return this.records.history(id, limit);
  }
}
