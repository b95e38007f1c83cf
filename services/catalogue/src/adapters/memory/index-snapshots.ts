import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { CatalogueData } from '../../domain';
import { readSnapshotFile } from '../file/checked-snapshot';
import { replaceFile } from '../file/replace-file';
import { decodeSnapshot, encodeSnapshot } from './index-snapshot';
import { assembleIndex, buildParts, type Indexed } from './indexed';

/** DATA_DIR/catalogue/search-index.snapshot, beside the data file it was built from. */
export const indexSnapshotFileOf = (dataDir: string) => join(dataDir, 'catalogue', 'search-index.snapshot');

/** The log lines of a start from (or without) a snapshot: a Fastify logger has both calls. */
interface SnapshotLog {
  info(fields: object, msg: string): void;
  warn(fields: object, msg: string): void;
}

/**
 * The embedded engine's built index kept on disk between starts, so a start with unchanged data
 * reads it instead of building it again (at 100,000 variants the build is most of a start). It is
 * used only when it is whole and was built, by this format, from the very records being served:
 * the data file's fingerprint and the category tree (which lives in code) name it. Anything else
 * is built anew and replaces it in one step.
 */
export class IndexSnapshots {
  constructor(
    readonly file: string,
    private readonly log: SnapshotLog,
  ) {}

  /** The index of `data`, whose records have this fingerprint: read from the snapshot, or built and saved. */
  async indexOf(data: CatalogueData, fingerprint: string): Promise<Indexed> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    const key = createHash('sha256').update(fingerprint).update(JSON.stringify(data.categories)).digest('hex');
    const found = await readSnapshotFile(this.file, (bytes) => decodeSnapshot(bytes, key));
    if ('parts' in found) {
      const index = assembleIndex(data, found.parts);
      this.log.info({ file: this.file, ms: ms() }, 'search index read from its snapshot');
      return index;
    }
    const parts = buildParts(data);
    // Encoded before anything can change the index: a snapshot holds the records as stored, not
    // the price and stock changes made since (they are not in the data file either).
    const bytes = encodeSnapshot(key, parts);
    const index = assembleIndex(data, parts);
    try {
      // In one step: a crash leaves the old snapshot or none, never half of one.
      await replaceFile(this.file, bytes);
      this.log.info({ file: this.file, reason: found.stale, ms: ms() }, 'search index built; snapshot written');
    } catch (error) {
      this.log.warn({ err: error, file: this.file, reason: found.stale }, 'search index built; snapshot not written');
    }
    return index;
  }
}
