import { buildCategoryTree } from '@shop/catalogue-schema';
import type { CatalogueSource, StoredCatalogue } from '../ports/catalogue-source';
import { noRecords } from '../stored/load-catalogue';
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
}

export type ImportResult =
  | { ok: true; catalogue: StoredCatalogue; summary: MergeSummary; records: number }
  | { ok: false; problems: FeedProblem[]; records: number };

/**
 * Merges a supplier feed into the live catalogue and writes the result as the new version, all of
 * it or (when any record has a problem) nothing. With nothing stored there is no supplier yet for a
 * record to name: a catalogue file (the supplier register at least) is imported first.
 */
export async function importFeed({ text, format, source, supplier }: ImportRequest): Promise<ImportResult> {
  const feed = format === 'csv' ? readCsv(text) : readJsonLines(text);
  const records = feed.lines.length + new Set(feed.problems.map((p) => p.line)).size;
  const stored = (await source.read()) ?? noRecords();
  const merged = mergeFeed(stored, feed.lines, buildCategoryTree(), supplier);
  if (feed.problems.length > 0 || !merged.ok) {
    const problems = [...feed.problems, ...(merged.ok ? [] : merged.problems)].sort((a, b) => a.line - b.line);
    return { ok: false, problems, records };
  }
  await source.replace(merged.catalogue);
  return { ok: true, catalogue: merged.catalogue, summary: merged.summary, records };
}
