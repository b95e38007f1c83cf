import { RequisitionListSchema, type RequisitionList } from '@shop/contracts';
import { openMigratedDatabase, type Migration, type MigrationLogger, type SqliteDatabase } from '@shop/service-kit';
import { RevisionConflictError } from '../../shared/order-store';
import type { RequisitionListStore, RevisedList } from '../requisition-list-store';

/** The lists in orders.sqlite (`requisition_lists` in schema_migrations). */
const requisitionListMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'requisition_lists table',
    up: (db) =>
      db.exec(`
        CREATE TABLE requisition_lists (
          uuid TEXT PRIMARY KEY,
          owner_id INTEGER NOT NULL,
          company_id TEXT,
          shared INTEGER NOT NULL,
          updated_at TEXT NOT NULL,
          revision INTEGER NOT NULL,
          doc TEXT NOT NULL
        );
        CREATE INDEX requisition_lists_owner ON requisition_lists (owner_id);
        CREATE INDEX requisition_lists_company ON requisition_lists (company_id) WHERE shared = 1;
      `),
  },
];

const columns = (list: RequisitionList) => [
  list.owner.user_id,
  list.company_id,
  list.shared ? 1 : 0,
  list.updated_at,
  JSON.stringify(list),
];

/**
 * Requisition lists in the orders' SQLite file, on a connection of their own (WAL lets it write
 * beside the order store's writer thread). A replace is one conditional UPDATE of the list's row.
 */
export class SqliteRequisitionListStore implements RequisitionListStore {
  private readonly db: SqliteDatabase;
  private readonly statements;

  /** `logger` hears which schema migrations were applied on opening. */
  constructor(file: string, { logger }: { logger?: MigrationLogger } = {}) {
    this.db = openMigratedDatabase(file, { requisition_lists: requisitionListMigrations }, logger);
    this.statements = {
      insert: this.db.prepare(
        'INSERT INTO requisition_lists (uuid, owner_id, company_id, shared, updated_at, doc, revision) ' +
          'VALUES (?, ?, ?, ?, ?, ?, 1)',
      ),
      find: this.db.prepare('SELECT doc, revision FROM requisition_lists WHERE uuid = ?'),
      replace: this.db.prepare(
        'UPDATE requisition_lists SET owner_id = ?, company_id = ?, shared = ?, updated_at = ?, doc = ?, ' +
          'revision = revision + 1 WHERE uuid = ? AND revision = ?',
      ),
      exists: this.db.prepare('SELECT 1 FROM requisition_lists WHERE uuid = ?').pluck(),
      delete: this.db.prepare('DELETE FROM requisition_lists WHERE uuid = ?'),
      visible: this.db.prepare(
        'SELECT doc FROM requisition_lists WHERE owner_id = ? OR (shared = 1 AND company_id = ?) ' +
          'ORDER BY updated_at DESC, uuid',
      ),
    };
  }

  async insert(list: RequisitionList): Promise<void> {
    const [owner, company, shared, updated, doc] = columns(list);
    this.statements.insert.run(list.uuid, owner, company, shared, updated, doc);
  }

  async find(uuid: string): Promise<RevisedList | null> {
    const row = this.statements.find.get(uuid) as { doc: string; revision: number } | undefined;
    return row ? { list: RequisitionListSchema.parse(JSON.parse(row.doc)), revision: row.revision } : null;
  }

  async replace(list: RequisitionList, expected: number): Promise<boolean> {
    if (this.statements.replace.run(...columns(list), list.uuid, expected).changes === 1) return true;
    if (this.statements.exists.get(list.uuid) !== undefined) throw new RevisionConflictError(list.uuid);
    return false;
  }

  async delete(uuid: string): Promise<boolean> {
    return this.statements.delete.run(uuid).changes === 1;
  }

  async visibleTo(userId: number, companyId: string | null): Promise<RequisitionList[]> {
    const rows = this.statements.visible.all(userId, companyId) as { doc: string }[];
    return rows.map((row) => RequisitionListSchema.parse(JSON.parse(row.doc)));
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
