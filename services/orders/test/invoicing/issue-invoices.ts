// One replica of the two-process numbering test (invoice-store.test.ts): issues `count` invoices
// into the SQLite file given, as fast as it can, and prints each one's sequence.
import { SqliteInvoiceStore } from '../../src/invoicing/adapters/sqlite-invoice-store';
import { issueInvoice } from './invoice-store.contract';

async function main(file: string, count: number) {
  const store = new SqliteInvoiceStore(file);
  for (let i = 0; i < count; i++) process.stdout.write(`${(await issueInvoice(store)).sequence}\n`);
  await store.close();
}

void main(process.argv[2]!, Number(process.argv[3]));
