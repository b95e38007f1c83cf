import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { buildCategoryTree } from '@shop/infra';
import { catalogueFileOf, readCatalogueFile, writeCatalogueFile, type StoredCatalogue } from '../stored/catalogue-file';
import { catalogueWithoutFile } from '../stored/load-catalogue';
import { mergeFeed, type MergeSummary } from './merge-feed';
import { readCsv, readJsonLines, type FeedProblem } from './read-feed';

export interface ImportRequest {
  /** A .csv file, or JSON lines (.jsonl, .ndjson or any other name). */
  feedFile: string;
  dataDir: string;
  /** The supplier every record of the file is from, unless the records name one. */
  supplier?: string;
  /**
   * Without a data file: merged into the demo catalogue the embedded shop would have served (default),
   * or (false: production) into the supplier register alone.
   */
  demo?: boolean;
}

export type ImportResult =
  | { ok: true; catalogue: StoredCatalogue; summary: MergeSummary; records: number }
  | { ok: false; problems: FeedProblem[]; records: number };

/**
 * Merges a supplier feed into the catalogue's data file, all of it or (when any record has a
 * problem) none of it. Without a data file the feed is merged into what the service would have
 * served: the demo catalogue, or in production the empty one.
 */
export async function importFeed({ feedFile, dataDir, supplier, demo = true }: ImportRequest): Promise<ImportResult> {
  const text = await readFile(feedFile, 'utf8');
  const feed = extname(feedFile).toLowerCase() === '.csv' ? readCsv(text) : readJsonLines(text);
  const records = feed.lines.length + new Set(feed.problems.map((p) => p.line)).size;
  const file = catalogueFileOf(dataDir);
  const stored = (await readCatalogueFile(file)) ?? catalogueWithoutFile(demo);
  const merged = mergeFeed(stored, feed.lines, buildCategoryTree(), supplier);
  if (feed.problems.length > 0 || !merged.ok) {
    const problems = [...feed.problems, ...(merged.ok ? [] : merged.problems)].sort((a, b) => a.line - b.line);
    return { ok: false, problems, records };
  }
  await writeCatalogueFile(file, merged.catalogue);
  return { ok: true, catalogue: merged.catalogue, summary: merged.summary, records };
}
