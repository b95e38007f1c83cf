import { ContractPriceListSchema, type ContractPrice, type ContractPriceList } from '@shop/contracts';
import { openMigratedDatabase, type Migration, type MigrationLogger, type SqliteDatabase } from '@shop/service-kit';
import type { ContractPriceStore } from '../contract-price-store';

/** The price lists' tables (`contract_prices` in schema_migrations), beside the orders in orders.sqlite. */
export const contractPriceMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'contract price lists per company, their rows by company and code',
    up: (db) =>
      db.exec(`
        CREATE TABLE contract_price_lists (
          company_id TEXT PRIMARY KEY,
          doc TEXT NOT NULL
        );
        CREATE TABLE contract_prices (
          company_id TEXT NOT NULL,
          code TEXT NOT NULL,
          price INTEGER NOT NULL,
          valid_from TEXT,
          valid_to TEXT,
          min_quantity INTEGER NOT NULL
        );
        CREATE INDEX contract_prices_company_code ON contract_prices(company_id, code);
      `),
  },
];

const selectRows = 'SELECT code, price, valid_from, valid_to, min_quantity FROM contract_prices';

/** Price lists in SQLite: a list (its document without the rows) and its rows are replaced in one transaction. */
export class SqliteContractPriceStore implements ContractPriceStore {
  private readonly db: SqliteDatabase;
  private readonly statements;
  private readonly replaceAll;
  private readonly removeAll;

  constructor(file: string, logger?: MigrationLogger) {
    this.db = openMigratedDatabase(file, { contract_prices: contractPriceMigrations }, logger);
    this.statements = {
      list: this.db.prepare('SELECT doc FROM contract_price_lists WHERE company_id = ?').pluck(),
      upsertList: this.db.prepare(
        'INSERT INTO contract_price_lists (company_id, doc) VALUES (?, ?) ' +
          'ON CONFLICT (company_id) DO UPDATE SET doc = excluded.doc',
      ),
      deleteList: this.db.prepare('DELETE FROM contract_price_lists WHERE company_id = ?'),
      deleteRows: this.db.prepare('DELETE FROM contract_prices WHERE company_id = ?'),
      insertRow: this.db.prepare(
        'INSERT INTO contract_prices (company_id, code, price, valid_from, valid_to, min_quantity) ' +
          'VALUES (?, ?, ?, ?, ?, ?)',
      ),
      rows: this.db.prepare(`${selectRows} WHERE company_id = ? ORDER BY rowid`),
      forCodes: this.db.prepare(
        `${selectRows} WHERE company_id = ? AND code IN (SELECT value FROM json_each(?)) ORDER BY rowid`,
      ),
    };
    this.replaceAll = this.db.transaction((list: ContractPriceList) => {
      this.statements.deleteRows.run(list.company_id);
      for (const row of list.rows)
        this.statements.insertRow.run(
          list.company_id,
          row.code,
          row.price,
          row.valid_from,
          row.valid_to,
          row.min_quantity,
        );
      const { company_id, imported_at, imported_by } = list;
      this.statements.upsertList.run(company_id, JSON.stringify({ company_id, imported_at, imported_by }));
    });
    this.removeAll = this.db.transaction((companyId: string) => {
      this.statements.deleteRows.run(companyId);
      return this.statements.deleteList.run(companyId).changes === 1;
    });
  }

  async replace(list: ContractPriceList): Promise<void> {
    this.replaceAll.immediate(ContractPriceListSchema.parse(list));
  }

  async find(companyId: string): Promise<ContractPriceList | null> {
    const doc = this.statements.list.get(companyId) as string | undefined;
    if (doc === undefined) return null;
    return ContractPriceListSchema.parse({ ...JSON.parse(doc), rows: this.statements.rows.all(companyId) });
  }

  async remove(companyId: string): Promise<boolean> {
    return this.removeAll.immediate(companyId);
  }

  async pricesFor(companyId: string, codes: readonly string[]): Promise<ContractPrice[]> {
    if (codes.length === 0) return [];
    return this.statements.forCodes.all(companyId, JSON.stringify(codes)) as ContractPrice[];
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
