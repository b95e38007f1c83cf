import { Client, errors } from '@elastic/elasticsearch';
import type { Locale } from '@shop/contracts';
import type { SupplierRecordEdit, SupplierRecordFields, SupplierRecords } from '../../ports/supplier-records';

interface RecordDocument {
  supplier_id: number;
  email: string;
  language: Locale;
  lead_time_days: number;
}

interface EditDocument {
  supplier_id: number;
  by: string;
  at: string;
  before: RecordDocument;
  after: RecordDocument;
}

const toDocument = (supplierId: number, f: SupplierRecordFields): RecordDocument => ({
  supplier_id: supplierId,
  email: f.email,
  language: f.language,
  lead_time_days: f.leadTimeDays,
});

const toFields = (d: RecordDocument): SupplierRecordFields => ({
  email: d.email,
  language: d.language,
  leadTimeDays: d.lead_time_days,
});

const recordProperties = {
  supplier_id: { type: 'integer' },
  email: { type: 'keyword' },
  language: { type: 'keyword' },
  lead_time_days: { type: 'short' },
} as const;

/**
 * Production's supplier records: `<prefix>-supplier-records` (one document per edited supplier, its
 * id the supplier's) and `<prefix>-supplier-record-edits` (the audit). Neither is the catalogue's
 * search index, which a reindex replaces: operators' changes stay. Writes refresh before they answer,
 * so the next purchase order (another replica, too) reads the new address.
 */
export class ElasticSupplierRecords implements SupplierRecords {
  readonly kind = 'elasticsearch';
  private readonly client: Client;
  private readonly recordsIndex: string;
  private readonly editsIndex: string;
  private created: Promise<void> | undefined;

  constructor(url: string, prefix = 'shop') {
    this.client = new Client({ node: url });
    this.recordsIndex = `${prefix}-supplier-records`;
    this.editsIndex = `${prefix}-supplier-record-edits`;
  }

  async edited(): Promise<Map<number, SupplierRecordFields>> {
    await this.ensureIndices();
    // The shop has 120 suppliers; 10,000 is Elasticsearch's window and far above any register.
    const found = await this.client.search<RecordDocument>({ index: this.recordsIndex, size: 10_000 });
    return new Map(
      found.hits.hits.flatMap((hit) => (hit._source ? [[hit._source.supplier_id, toFields(hit._source)]] : [])),
    );
  }

  async get(supplierId: number): Promise<SupplierRecordFields | null> {
    await this.ensureIndices();
    const found = await this.client.get<RecordDocument>(
      { index: this.recordsIndex, id: String(supplierId) },
      { ignore: [404] },
    );
    return found.found && found._source ? toFields(found._source) : null;
  }

  async save(edit: SupplierRecordEdit): Promise<void> {
    await this.ensureIndices();
    const document: EditDocument = {
      supplier_id: edit.supplierId,
      by: edit.by,
      at: edit.at,
      before: toDocument(edit.supplierId, edit.before),
      after: toDocument(edit.supplierId, edit.after),
    };
    await this.client.index({ index: this.editsIndex, document, refresh: 'wait_for' });
    await this.client.index({
      index: this.recordsIndex,
      id: String(edit.supplierId),
      document: document.after,
      refresh: 'wait_for',
    });
  }

  async history(supplierId: number, limit: number): Promise<SupplierRecordEdit[]> {
    await this.ensureIndices();
    const found = await this.client.search<EditDocument>({
      index: this.editsIndex,
      size: limit,
      query: { term: { supplier_id: supplierId } },
      sort: [{ at: 'desc' }],
    });
    return found.hits.hits.flatMap((hit) =>
      hit._source
        ? [
            {
              supplierId: hit._source.supplier_id,
              by: hit._source.by,
              at: hit._source.at,
              before: toFields(hit._source.before),
              after: toFields(hit._source.after),
            },
          ]
        : [],
    );
  }

  /** Removes this prefix's indices (tests). */
  async destroy(): Promise<void> {
    await this.client.indices.delete({ index: [this.recordsIndex, this.editsIndex], ignore_unavailable: true });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** Creates both indices on first use; another replica creating them at the same time is fine. */
  private ensureIndices(): Promise<void> {
    this.created ??= Promise.all([
      this.createIndex(this.recordsIndex, recordProperties),
      this.createIndex(this.editsIndex, {
        supplier_id: { type: 'integer' },
        by: { type: 'keyword' },
        at: { type: 'date' },
        before: { properties: recordProperties },
        after: { properties: recordProperties },
      }),
    ])
      .then(() => undefined)
      .catch((error: unknown) => {
        this.created = undefined;
        throw error;
      });
    return this.created;
  }

  private async createIndex(index: string, properties: Record<string, object>): Promise<void> {
    try {
      await this.client.indices.create({
        index,
        // A copy on a second node where there is one: operators' changes, unlike the catalogue, cannot be rebuilt.
        settings: { number_of_shards: 1, auto_expand_replicas: '0-1' },
        mappings: { dynamic: 'strict', properties },
      });
    } catch (error) {
      const exists =
        error instanceof errors.ResponseError && error.body?.error?.type === 'resource_already_exists_exception';
      if (!exists) throw error;
    }
  }
}
