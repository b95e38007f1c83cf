import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FingerprintedCatalogue, StoredCatalogue } from '../../ports/catalogue-source';
import { replaceFile } from './replace-file';

/** The file's layout: a reader refuses another rather than guess what it means. */
const format = 1;

/** DATA_DIR/catalogue/catalogue.json. */
export const catalogueFileOf = (dataDir: string) => join(dataDir, 'catalogue', 'catalogue.json');

/** The stored catalogue, or undefined when there is no file yet. */
export async function readCatalogueFile(file: string): Promise<StoredCatalogue | undefined> {
  return (await readFingerprintedCatalogueFile(file))?.catalogue;
}

/**
 * The stored catalogue and the SHA-256 of the very bytes it was parsed from (what the search
 * index's snapshot is checked against), or undefined when there is no file yet.
 */
export async function readFingerprintedCatalogueFile(file: string): Promise<FingerprintedCatalogue | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const stored = JSON.parse(bytes.toString('utf8')) as StoredCatalogue & { format?: number };
  if (stored.format !== format)
    throw new Error(`${file} is in format ${stored.format}; this catalogue reads format ${format}`);
  return {
    catalogue: { suppliers: stored.suppliers, products: stored.products, variants: stored.variants },
    fingerprint: createHash('sha256').update(bytes).digest('hex'),
  };
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
