import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileSupplierRecords, supplierRecordsFileOf } from '../src/adapters/file/file-supplier-records';
import { MemorySupplierRecords } from '../src/adapters/memory/memory-supplier-records';
import { supplierRecordsContract } from './supplier-records.contract';

const folders = new WeakMap<object, string>();

describe('FileSupplierRecords (the embedded shop)', () => {
  supplierRecordsContract(
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'supplier-records-'));
      const records = await FileSupplierRecords.open(supplierRecordsFileOf(dir));
      folders.set(records, dir);
      return records;
    },
    async (records) => FileSupplierRecords.open(supplierRecordsFileOf(folders.get(records)!)),
    async (records) => {
      await records.close();
      rmSync(folders.get(records)!, { recursive: true, force: true });
    },
  );
});

describe('MemorySupplierRecords', () => {
  supplierRecordsContract(
    async () => new MemorySupplierRecords(),
    async (records) => records,
    async (records) => records.close(),
  );
});
