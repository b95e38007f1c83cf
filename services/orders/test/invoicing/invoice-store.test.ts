import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openMigratedDatabase, openSqliteDatabase } from '@shop/service-kit';
import { describeWithMongo } from '@shop/service-kit/testing';
import { MongoInvoiceStore } from '../../src/invoicing/adapters/mongo-invoice-store';
import { invoiceMigrations, SqliteInvoiceStore } from '../../src/invoicing/adapters/sqlite-invoice-store';
import { composeInvoice } from '../../src/invoicing/compose-invoice';
import { finnishDraft } from './invoice-fixtures';
import { invoiceStoreContract, issueInvoice } from './invoice-store.contract';

describe('invoices in the embedded store (the invoices table of orders.sqlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'invoices-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  invoiceStoreContract(async () => {
    const file = join(dir, `orders-${n++}.sqlite`);
    return { open: async () => new SqliteInvoiceStore(file), destroy: async () => undefined };
  });

  it('keeps invoices and their numbering across a restart, and records its migration', async () => {
    const file = join(dir, 'durable.sqlite');
    const first = new SqliteInvoiceStore(file);
    const invoice = await issueInvoice(first);
    await first.close();
    const second = new SqliteInvoiceStore(file);
    expect(await second.find(invoice.uuid)).toEqual(invoice);
    expect((await issueInvoice(second)).sequence).toBe(2);
    await second.close();
    const db = openSqliteDatabase(file);
    expect(db.prepare("SELECT version FROM schema_migrations WHERE schema = 'invoices'").pluck().all()).toEqual([1, 2]);
    db.close();
  });

  it('reads the invoices a file held before payments existed by account, company and due date', async () => {
    const file = join(dir, 'before-payments.sqlite');
    // A row as the release before wrote it, into the table of migration 1.
    const invoice = composeInvoice(finnishDraft({ issueDate: '2026-10-01' }))(1);
    const before = openMigratedDatabase(file, { invoices: invoiceMigrations.slice(0, 1) });
    before
      .prepare('INSERT INTO invoices VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(invoice.uuid, 'invoice:old', 'INV', 1, invoice.order.uuid, JSON.stringify(invoice), '2026-10-01T08:00:00Z');
    before.close();
    const store = new SqliteInvoiceStore(file);
    expect(await store.forAccount(7, null)).toEqual([{ invoice, paid: 0, credited: 0 }]);
    expect(await store.openItems({ companyId: 'c-rakennus', dueBefore: '2026-11-01' })).toHaveLength(1);
    expect(await store.openBalance('c-rakennus')).toBe(invoice.totals.gross);
    await store.close();
  });

  // Two processes, each its own connection and event loop, as two replicas on one file are.
  it('numbers without gap or duplicate when two processes issue into one file at once', async () => {
    const file = join(dir, 'two-processes.sqlite');
    const issue = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', join(__dirname, 'issue-invoices.ts'), file, '25'], {
        cwd: join(__dirname, '..', '..'),
      });
    const outputs = await Promise.all([issue(), issue()]);
    const sequences = outputs.flatMap(({ stdout }) => stdout.trim().split('\n').map(Number)).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});

// Each test gets a throw-away database on the server (the invoices collection of the orders database).
describeWithMongo('invoices in MongoInvoiceStore (MongoDB protocol)', (server) => {
  invoiceStoreContract(async () => {
    const uri = server().databaseUri('orders_invoices_test');
    const cleaner = await new MongoInvoiceStore(uri).ready();
    return {
      open: () => new MongoInvoiceStore(uri).ready(),
      destroy: async () => {
        await cleaner.dropDatabase();
        await cleaner.close();
      },
    };
  });
});
