import type { Locale } from '@shop/contracts';

/** What an operator may change of a supplier's record (the rest is the catalogue's register). */
export interface SupplierRecordFields {
  email: string;
  language: Locale;
  leadTimeDays: number;
}

/** One change of a record, kept for the audit: who, when, the fields before and after. */
export interface SupplierRecordEdit {
  supplierId: number;
  /** The operator's e-mail. */
  by: string;
  at: string;
  before: SupplierRecordFields;
  after: SupplierRecordFields;
}

/**
 * The operators' changes of supplier records, kept apart from the catalogue's source and
 * search index: a regenerated catalogue, an import or a reindex leaves them as they are, and they
 * win over the generated fields. Every replica reads the same store (production: Elasticsearch).
 */
export interface SupplierRecords {
  readonly kind: string;
  /** Every edited supplier's fields, by supplier id. */
  edited(): Promise<Map<number, SupplierRecordFields>>;
  /** One supplier's edited fields; null when no operator changed them. */
  get(supplierId: number): Promise<SupplierRecordFields | null>;
  /** Stores the new fields and the change in the audit. */
  save(edit: SupplierRecordEdit): Promise<void>;
  /** The supplier's changes, newest first, at most `limit`. */
  history(supplierId: number, limit: number): Promise<SupplierRecordEdit[]>;
  close(): Promise<void>;
}
