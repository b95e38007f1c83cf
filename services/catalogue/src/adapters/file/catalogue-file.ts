import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { StoredCatalogue } from '../../ports/catalogue-source';

/** The file's layout: a reader refuses another rather than guess what it means. */
const format = 1;

/** DATA_DIR/catalogue/catalogue.json. */
export const catalogueFileOf = (dataDir: string) => join(dataDir, 'catalogue', 'catalogue.json');

/** The stored catalogue, or undefined when there is no file yet. */
export async function readCatalogueFile(file: string): Promise<StoredCatalogue | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
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
  await mkdir(dirname(file), { recursive: true });
  const scratch = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(scratch, JSON.stringify({ format, ...catalogue }));
    await rename(scratch, file);
  } finally {
    await rm(scratch, { force: true });
  }
}
