import { InvoicePaymentSchema, InvoiceSchema, type Invoice, type InvoicePayment } from '@shop/contracts';
import { openMigratedDatabase, type Migration, type MigrationLogger, type SqliteDatabase } from '@shop/service-kit';
import { DuplicateKeyError } from '../../shared/order-store';
import { checkComposed, type InvoiceStore, type OpenItemsFilter } from '../invoice-store';
import type { LedgerEntry } from '../ledger';

/** Columns of migration 2, read from the stored document: virtual (nothing to fill in), indexed like any column. */
const documentColumns = {
  kind: ['TEXT', '$.kind'],
  user_id: ['INTEGER', '$.account.user_id'],
  company_id: ['TEXT', '$.account.company_id'],
  gross: ['INTEGER', '$.totals.gross'],
  due_date: ['TEXT', '$.payment.due_date'],
  credits_uuid: ['TEXT', '$.credits.uuid'],
} as const;
const fromDocument = (path: string) => `GENERATED ALWAYS AS (json_extract(doc, '${path}')) VIRTUAL`;

/** The invoices' table (`invoices` in schema_migrations), beside the orders in orders.sqlite. */
export const invoiceMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'invoices and credit notes, numbered per series',
    up: (db) =>
      db.exec(`
        CREATE TABLE invoices (
          uuid TEXT PRIMARY KEY,
          issue_key TEXT NOT NULL UNIQUE,
          series TEXT NOT NULL,
          sequence INTEGER NOT NULL,
          order_uuid TEXT NOT NULL,
          doc TEXT NOT NULL,
          issued_at TEXT NOT NULL,
          UNIQUE (series, sequence)
        );
        CREATE INDEX invoices_order ON invoices(order_uuid);
      `),
  },
  {
    version: 2,
    name: 'payments against invoices, and the invoices by account, company and due date',
    up: (db) =>
      db.exec(`
        ${Object.entries(documentColumns)
          .map(([name, [type, path]]) => `ALTER TABLE invoices ADD COLUMN ${name} ${type} ${fromDocument(path)};`)
          .join('\n')}
        CREATE INDEX invoices_user ON invoices(user_id);
        CREATE INDEX invoices_company ON invoices(company_id);
        CREATE INDEX invoices_due ON invoices(kind, due_date);
        CREATE INDEX invoices_credits ON invoices(credits_uuid);
        CREATE TABLE invoice_payments (
          uuid TEXT PRIMARY KEY,
          invoice_uuid TEXT NOT NULL,
          bank_reference TEXT UNIQUE,
          amount INTEGER NOT NULL,
          doc TEXT NOT NULL
        );
        CREATE INDEX invoice_payments_invoice ON invoice_payments(invoice_uuid);
      `),
  },
];

/** Each document with the sums of its payments and of the credit notes that refer to it. */
const ledger = `
  SELECT i.doc AS doc, i.gross AS gross, i.due_date AS due_date, i.sequence AS sequence,
    COALESCE((SELECT SUM(p.amount) FROM invoice_payments p WHERE p.invoice_uuid = i.uuid), 0) AS paid,
    COALESCE((SELECT SUM(c.gross) FROM invoices c WHERE c.credits_uuid = i.uuid), 0) AS credited
  FROM invoices i`;

/**
 * Invoices in SQLite. A document is numbered and written in one IMMEDIATE transaction: it takes
 * the file's write lock before reading the series' highest sequence, so another connection (a
 * second replica on the same file) waits for it (busy_timeout) and then reads the new highest.
 */
export class SqliteInvoiceStore implements InvoiceStore {
  private readonly db: SqliteDatabase;
  private readonly statements;
  private readonly issueOnce;

  constructor(file: string, logger?: MigrationLogger) {
    this.db = openMigratedDatabase(file, { invoices: invoiceMigrations }, logger);
    this.statements = {
      byKey: this.db.prepare('SELECT doc FROM invoices WHERE issue_key = ?').pluck(),
      byUuid: this.db.prepare('SELECT doc FROM invoices WHERE uuid = ?').pluck(),
      byOrder: this.db.prepare('SELECT doc FROM invoices WHERE order_uuid = ? ORDER BY issued_at, rowid').pluck(),
      next: this.db.prepare('SELECT COALESCE(MAX(sequence), 0) + 1 FROM invoices WHERE series = ?').pluck(),
      insert: this.db.prepare(
        'INSERT INTO invoices (uuid, issue_key, series, sequence, order_uuid, doc, issued_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      inSeries: this.db.prepare(`${ledger} WHERE i.series = ? AND i.sequence = ?`),
      forAccount: this.db.prepare(
        `${ledger} WHERE i.user_id = @userId OR i.company_id = @companyId ORDER BY i.issued_at DESC, i.rowid DESC`,
      ),
      openItems: this.db.prepare(
        `SELECT * FROM (${ledger} WHERE i.kind = 'invoice'
           AND (@companyId IS NULL OR i.company_id = @companyId) AND (@dueBefore IS NULL OR i.due_date < @dueBefore))
         WHERE gross - credited - paid > 0 ORDER BY due_date, sequence`,
      ),
      insertPayment: this.db.prepare(
        'INSERT INTO invoice_payments (uuid, invoice_uuid, bank_reference, amount, doc) VALUES (?, ?, ?, ?, ?) ' +
          'ON CONFLICT (bank_reference) DO NOTHING',
      ),
      paymentByReference: this.db.prepare('SELECT doc FROM invoice_payments WHERE bank_reference = ?').pluck(),
      paymentsOf: this.db.prepare('SELECT doc FROM invoice_payments WHERE invoice_uuid = ? ORDER BY rowid').pluck(),
      openBalance: this.db
        .prepare(
          `SELECT COALESCE(SUM(CASE kind WHEN 'invoice' THEN gross ELSE -gross END), 0)
             - COALESCE((SELECT SUM(p.amount) FROM invoice_payments p
                 WHERE p.invoice_uuid IN (SELECT uuid FROM invoices WHERE company_id = @companyId)), 0)
           FROM invoices WHERE company_id = @companyId`,
        )
        .pluck(),
    };
    this.issueOnce = this.db.transaction((key: string, series: string, compose: (sequence: number) => Invoice) => {
      const stored = this.statements.byKey.get(key) as string | undefined;
      if (stored !== undefined) return parse(stored);
      const sequence = this.statements.next.get(series) as number;
      const invoice = InvoiceSchema.parse(checkComposed(series, sequence, compose(sequence)));
      this.statements.insert.run(
        invoice.uuid,
        key,
        series,
        sequence,
        invoice.order.uuid,
        JSON.stringify(invoice),
        new Date().toISOString(),
      );
      return invoice;
    });
  }

  async issue(key: string, series: string, compose: (sequence: number) => Invoice): Promise<Invoice> {
    try {
      return this.issueOnce.immediate(key, series, compose);
    } catch (error) {
      // The sequence was read under the write lock: only a caller's repeated uuid can collide.
      if (/UNIQUE constraint failed: invoices\.uuid/.test(String((error as Error).message)))
        throw new DuplicateKeyError('uuid');
      throw error;
    }
  }

  async find(uuid: string): Promise<Invoice | null> {
    const stored = this.statements.byUuid.get(uuid) as string | undefined;
    return stored === undefined ? null : parse(stored);
  }

  async forOrder(orderUuid: string): Promise<Invoice[]> {
    return (this.statements.byOrder.all(orderUuid) as string[]).map(parse);
  }

  async entryInSeries(series: string, sequence: number): Promise<LedgerEntry | null> {
    const row = this.statements.inSeries.get(series, sequence) as LedgerRow | undefined;
    return row ? entryOf(row) : null;
  }

  async forAccount(userId: number, companyId: string | null): Promise<LedgerEntry[]> {
    return (this.statements.forAccount.all({ userId, companyId }) as LedgerRow[]).map(entryOf);
  }

  async openItems({ companyId, dueBefore }: OpenItemsFilter): Promise<LedgerEntry[]> {
    const rows = this.statements.openItems.all({ companyId: companyId ?? null, dueBefore: dueBefore ?? null });
    return (rows as LedgerRow[]).map(entryOf);
  }

  async recordPayment(payment: InvoicePayment): Promise<{ recorded: boolean; payment: InvoicePayment }> {
    const checked = InvoicePaymentSchema.parse(payment);
    const { changes } = this.statements.insertPayment.run(
      checked.uuid,
      checked.invoice_uuid,
      checked.bank_reference,
      checked.amount,
      JSON.stringify(checked),
    );
    if (changes === 1) return { recorded: true, payment: checked };
    return {
      recorded: false,
      payment: parsePayment(this.statements.paymentByReference.get(checked.bank_reference) as string),
    };
  }

  async paymentsOf(invoiceUuid: string): Promise<InvoicePayment[]> {
    return (this.statements.paymentsOf.all(invoiceUuid) as string[]).map(parsePayment);
  }

  async openBalance(companyId: string): Promise<number> {
    return this.statements.openBalance.get({ companyId }) as number;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

interface LedgerRow {
  doc: string;
  paid: number;
  credited: number;
}

const parse = (doc: string) => InvoiceSchema.parse(JSON.parse(doc));
const parsePayment = (doc: string) => InvoicePaymentSchema.parse(JSON.parse(doc));
const entryOf = (row: LedgerRow): LedgerEntry => ({ invoice: parse(row.doc), paid: row.paid, credited: row.credited });
