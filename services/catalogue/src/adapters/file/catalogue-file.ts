import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { FingerprintedCatalogue, StoredCatalogue } from '../../ports/catalogue-source';
import { readSnapshotFile } from './checked-snapshot';
import { locateVariants } from './locate-variants';
import { readIfThere } from './read-if-there';
import { replaceFile } from './replace-file';
import { decodeVariantTable, encodeVariantTable, storedVariantsOf, variantTableOf } from './variant-table';

/** The file's layout: a reader refuses another rather than guess what it means. */
const format = 1;

/** DATA_DIR/catalogue/catalogue.json. */
export const catalogueFileOf = (dataDir: string) => join(dataDir, 'catalogue', 'catalogue.json');

/** DATA_DIR/catalogue/variant-table.snapshot: what a start needs of the data file's variants (variant-table.ts). */
export const variantTableFileOf = (file: string) => join(dirname(file), 'variant-table.snapshot');

/** The stored catalogue, every record parsed, or undefined when there is no file yet. */
export async function readCatalogueFile(file: string): Promise<StoredCatalogue | undefined> {
  const bytes = await readIfThere(file);
  return bytes && parsed(file, bytes.toString('utf8'));
}

/**
 * The stored catalogue and the SHA-256 of the very bytes it was read from (what the search
 * index's snapshot is checked against), or undefined when there is no file yet. With a variant
 * table of the same bytes beside the file, the variants are not parsed: each record is parsed on
 * first use. Without one (none yet, another data file, another format, damaged) every record is
 * parsed, and the table written for the next start.
 */
export async function readFingerprintedCatalogueFile(file: string): Promise<FingerprintedCatalogue | undefined> {
  const bytes = await readIfThere(file);
  if (!bytes) return undefined;
  const fingerprint = createHash('sha256').update(bytes).digest('hex');
  const tableFile = variantTableFileOf(file);
  const found = await readSnapshotFile(tableFile, (bytes) => decodeVariantTable(bytes, fingerprint));
  if ('table' in found) {
    const [from, to] = found.table.at.array;
    // Suppliers and products are parsed whole (a tenth of the file); the variants' array is left out.
    const head = parsed(file, `${bytes.toString('utf8', 0, from)}[]${bytes.toString('utf8', to)}`);
    const variants = storedVariantsOf(found.table, bytes);
    return { catalogue: { ...head, variants }, fingerprint, variantRecords: 'parsed on first use' };
  }
  const catalogue = parsed(file, bytes.toString('utf8'));
  const table = variantTableOf(catalogue.variants, locateVariants(bytes));
  try {
    await replaceFile(tableFile, encodeVariantTable(fingerprint, table));
    return { catalogue, fingerprint, variantRecords: `parsed at start (variant table ${found.stale}; written)` };
  } catch (error) {
    const why = (error as Error).message;
    return {
      catalogue,
      fingerprint,
      variantRecords: `parsed at start (variant table ${found.stale}; not written: ${why})`,
    };
  }
}

function parsed(file: string, text: string): StoredCatalogue {
  const stored = JSON.parse(text) as StoredCatalogue & { format?: number };
  if (stored.format !== format)
    throw new Error(`${file} is in format ${stored.format}; this catalogue reads format ${format}`);
  return { suppliers: stored.suppliers, products: stored.products, variants: stored.variants };
}

/**
 * Replaces the file in one step (written beside it, then renamed over it): a reader sees the old
 * catalogue or the new one, never half of one, and a crash leaves the old one.
 */
export async function writeCatalogueFile(file: string, catalogue: StoredCatalogue): Promise<void> {
  await replaceFile(file, asciiJson({ format, ...catalogue }));
}

/**
 * JSON with every character past ASCII written as a \u escape: the same value to any reader, but
 * a start decodes ASCII bytes into a one-byte string, several times faster than text with "ä" or
 * "×" in it (about 0.5 s of a start at 100,000 variants).
 */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
