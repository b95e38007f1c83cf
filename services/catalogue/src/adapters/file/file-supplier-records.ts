import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SupplierRecordEdit, SupplierRecordFields } from '../../ports/supplier-records';
import { MemorySupplierRecords } from '../memory/memory-supplier-records';
import { replaceFile } from './replace-file';

interface StoredRecords {
  format: 1;
  records: [number, SupplierRecordFields][];
  edits: SupplierRecordEdit[];
}

/** DATA_DIR/catalogue/supplier-records.json: beside catalogue.json, never rewritten by an import. */
export const supplierRecordsFileOf = (dataDir: string) => join(dataDir, 'catalogue', 'supplier-records.json');

/**
 * The embedded shop's supplier records: read once at start, each change written at once (beside
 * the file, then renamed over it, so a crash leaves the old file whole). One process writes it.
 */
export class FileSupplierRecords extends MemorySupplierRecords {
  override readonly kind = 'file';
  private writing: Promise<void> = Promise.resolve();

  private constructor(private readonly file: string) {
    super();
  }

  static async open(file: string): Promise<FileSupplierRecords> {
    const store = new FileSupplierRecords(file);
    let text: string | undefined;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (text) {
      const stored = JSON.parse(text) as StoredRecords;
      if (stored.format !== 1) throw new Error(`${file} is in format ${stored.format}; this catalogue reads format 1`);
      store.records = new Map(stored.records);
      store.edits = stored.edits;
    }
    return store;
  }

  override async save(edit: SupplierRecordEdit): Promise<void> {
    await super.save(edit);
    // One write at a time, each of the whole state: the last one written holds every change.
    const write = this.writing.then(() => this.write());
    this.writing = write.catch(() => undefined);
    await write;
  }

  private async write(): Promise<void> {
    const stored: StoredRecords = { format: 1, records: [...this.records], edits: this.edits };
    await replaceFile(this.file, JSON.stringify(stored));
  }
}
