import { randomUUID } from 'node:crypto';
import { ContractPriceListSchema, type ContractPrice, type ContractPriceList } from '@shop/contracts';
import mongoose, { type Connection } from 'mongoose';
import type { ContractPriceStore } from '../contract-price-store';

/** One import of a company's list (without its rows), or a deletion (`doc` null). */
interface VersionDocument {
  company_id: string;
  import_id: string;
  doc: Omit<ContractPriceList, 'rows'> | null;
}

interface RowDocument extends ContractPrice {
  company_id: string;
  import_id: string;
}

/** Import ids in the order they were made (the clock first), unique across replicas (the uuid). */
const nextImportId = () => `${Date.now().toString().padStart(15, '0')}-${randomUUID()}`;

/** Rows written per insert: a large list goes in a few round trips, each well under a message's size. */
const batchSize = 1_000;

/**
 * Price lists in the `contract_price_versions` and `contract_prices` collections of the orders
 * database. FerretDB 1.x has no transactions and let conditional updates through twice (see the
 * company store), so nothing here is updated: an import inserts its rows and then its version,
 * both under a new, later import id, and the company's list is its latest version. Only then are
 * earlier versions and their rows deleted, which no reader can take for current any more. A
 * reader takes the rows of the latest version and checks it is still the latest afterwards.
 */
export class MongoContractPriceStore implements ContractPriceStore {
  private readonly connection: Connection;

  constructor(uri: string) {
    this.connection = mongoose.createConnection(uri);
  }

  private get versions() {
    return this.connection.collection<VersionDocument>('contract_price_versions');
  }

  private get rows() {
    return this.connection.collection<RowDocument>('contract_prices');
  }

  async ready(): Promise<this> {
    await this.connection.asPromise();
    await Promise.all([
      this.versions.createIndex({ company_id: 1, import_id: -1 }, { unique: true }),
      this.rows.createIndex({ company_id: 1, import_id: 1, code: 1 }),
    ]);
    return this;
  }

  async replace(list: ContractPriceList): Promise<void> {
    const { rows, ...doc } = ContractPriceListSchema.parse(list);
    const importId = nextImportId();
    for (let start = 0; start < rows.length; start += batchSize)
      await this.rows.insertMany(
        rows
          .slice(start, start + batchSize)
          .map((row) => ({ ...row, company_id: doc.company_id, import_id: importId })),
      );
    await this.versions.insertOne({ company_id: doc.company_id, import_id: importId, doc });
    await this.dropBeforeLatest(doc.company_id);
  }

  async find(companyId: string): Promise<ContractPriceList | null> {
    for (;;) {
      const latest = await this.latest(companyId);
      if (!latest?.doc) return null;
      const rows = await this.rowsOf(latest, {});
      if (rows) return ContractPriceListSchema.parse({ ...latest.doc, rows });
    }
  }

  async remove(companyId: string): Promise<boolean> {
    const latest = await this.latest(companyId);
    if (!latest?.doc) return false;
    await this.versions.insertOne({ company_id: companyId, import_id: nextImportId(), doc: null });
    await this.dropBeforeLatest(companyId);
    return true;
  }

  async pricesFor(companyId: string, codes: readonly string[]): Promise<ContractPrice[]> {
    if (codes.length === 0) return [];
    for (;;) {
      const latest = await this.latest(companyId);
      if (!latest?.doc) return [];
      const rows = await this.rowsOf(latest, { code: { $in: [...codes] } });
      if (rows) return rows;
    }
  }

  private latest(companyId: string): Promise<VersionDocument | null> {
    return this.versions.findOne({ company_id: companyId }, { sort: { import_id: -1 } });
  }

  /** Versions only ever get later, so one earlier than the latest seen is never current again. */
  private async dropBeforeLatest(companyId: string): Promise<void> {
    const latest = await this.latest(companyId);
    if (!latest) return;
    const earlier = { company_id: companyId, import_id: { $lt: latest.import_id } };
    await this.rows.deleteMany(earlier);
    await this.versions.deleteMany(earlier);
  }

  /** The rows of a version, or null when a later one came meanwhile (read again). */
  private async rowsOf(
    version: VersionDocument,
    filter: { code?: { $in: string[] } },
  ): Promise<ContractPrice[] | null> {
    const found = await this.rows
      .find({ company_id: version.company_id, import_id: version.import_id, ...filter })
      .sort({ _id: 1 })
      .toArray();
    if ((await this.latest(version.company_id))?.import_id !== version.import_id) return null;
    return found.map(({ code, price, valid_from, valid_to, min_quantity }) => ({
      code,
      price,
      valid_from,
      valid_to,
      min_quantity,
    }));
  }

  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
