import { buildCategoryTree } from '@shop/catalogue-schema';
import type { CatalogueSource, StoredCatalogue } from '../ports/catalogue-source';
import { catalogueWithoutFile } from '../stored/load-catalogue';
import { mergeFeed, type MergeSummary } from './merge-feed';
import { readCsv, readJsonLines, type FeedProblem } from './read-feed';

export interface ImportRequest {
  /** The feed as its file holds it. */
  text: string;
  format: 'csv' | 'jsonl';
  /** Where the live catalogue is read from and the merged one written to. */
  source: CatalogueSource;
  /** The supplier every record of the file is from, unless the records name one. */
  supplier?: string;
  /**
   * With nothing stored: merged into the demo catalogue the embedded shop would have served (default),
   * or (false: production) into the supplier register alone.
   */
  demo?: boolean;
}

export type ImportResult =
  | { ok: true; catalogue: StoredCatalogue; summary: MergeSummary; records: number }
  | { ok: false; problems: FeedProblem[]; records: number };

/**
 * Merges a supplier feed into the live catalogue and writes the result as the new version, all of
 * it or (when any record has a problem) nothing. With nothing stored the feed is merged into what
 * the service would have served: the demo catalogue, or in production the empty one.
 */
export async function importFeed({
  text,
  format,
  source,
  supplier,
  demo = true,
}: ImportRequest): Promise<ImportResult> {
  const feed = format === 'csv' ? readCsv(text) : readJsonLines(text);
  const records = feed.lines.length + new Set(feed.problems.map((p) => p.line)).size;
  const stored = (await source.read()) ?? catalogueWithoutFile(demo);
  const merged = mergeFeed(stored, feed.lines, buildCategoryTree(), supplier);
  if (feed.problems.length > 0 || !merged.ok) {
    const problems = [...feed.problems, ...(merged.ok ? [] : merged.problems)].sort((a, b) => a.line - b.line);
    return { ok: false, problems, records };
  }
  await source.replace(merged.catalogue);
  return { ok: true, catalogue: merged.catalogue, summary: merged.summary, records };
}
