import { CatalogueFeedRecordSchema, type CatalogueFeedRecord } from '@shop/contracts';
import type { z } from 'zod';
import { csvRecords } from './csv';

/** What is wrong with one record of a feed, by its line in the file. */
export interface FeedProblem {
  line: number;
  sku?: string;
  message: string;
}

export interface FeedLine {
  line: number;
  record: CatalogueFeedRecord;
}

export interface ReadFeed {
  lines: FeedLine[];
  problems: FeedProblem[];
}

/** Each issue as `field: reason`, the field spelled as the feed's columns are. */
const reasons = (error: z.ZodError) =>
  error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));

function validated(raw: unknown, line: number, into: ReadFeed) {
  const parsed = CatalogueFeedRecordSchema.safeParse(raw);
  if (parsed.success) {
    into.lines.push({ line, record: parsed.data });
    return;
  }
  const sku = typeof (raw as { sku?: unknown })?.sku === 'string' ? (raw as { sku: string }).sku : undefined;
  for (const message of reasons(parsed.error)) into.problems.push({ line, sku, message });
}

/** A feed of JSON lines: one record per line, blank lines skipped. */
export function readJsonLines(text: string): ReadFeed {
  const feed: ReadFeed = { lines: [], problems: [] };
  text.split('\n').forEach((content, index) => {
    if (content.trim() === '') return;
    let raw: unknown;
    try {
      raw = JSON.parse(content);
    } catch (error) {
      feed.problems.push({ line: index + 1, message: `not a JSON record (${(error as Error).message})` });
      return;
    }
    validated(raw, index + 1, feed);
  });
  return feed;
}

const numeric = /^-?\d+(\.\d+)?$/;
const numberColumns = new Set(['price_cents', 'min_order', 'stock', 'delivery.days', 'delivery.min', 'delivery.max']);
const yes = new Set(['true', 'yes', 'ja', '1', 'x']);

/** `a*b|c*d` as its pairs (parts: SKU*quantity; volume tiers: pieces*percent). */
const starred = (text: string) => text.split('|').map((pair) => pair.split('*').map((s) => s.trim()));
const numberOrText = (text: string | undefined) => (text !== undefined && numeric.test(text) ? Number(text) : text);

/** A CSV cell as the record's field wants it; an empty cell is a field not given. */
function cellValue(column: string, cell: string): unknown {
  const text = cell.trim();
  if (text === '') return undefined;
  if ((numberColumns.has(column) || column.startsWith('attributes.')) && numeric.test(text)) return Number(text);
  if (column === 'hidden') return yes.has(text.toLowerCase());
  if (column === 'pictures') return text.split('|').map((path) => path.trim());
  if (column === 'parts') return starred(text).map(([sku, quantity]) => ({ sku, quantity: numberOrText(quantity) }));
  if (column === 'volume_tiers')
    return starred(text).map(([pieces, percent]) => ({
      min_quantity: numberOrText(pieces),
      percent: numberOrText(percent?.replace(',', '.')),
    }));
  return text;
}

/**
 * A CSV feed (a header row, then one record per row): dotted column names make nested fields
 * (`title.de`), pictures are separated by `|`, parts written `SKU*quantity|SKU*quantity`, volume
 * tiers `pieces*percent|pieces*percent` (`50*3|200*5,5`).
 */
export function readCsv(text: string): ReadFeed {
  const feed: ReadFeed = { lines: [], problems: [] };
  const [header, ...rows] = csvRecords(text);
  if (!header) return feed;
  const columns = header.cells.map((c) => c.trim());
  for (const { line, cells } of rows) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (cells.length !== columns.length) {
      feed.problems.push({ line, message: `has ${cells.length} cells, the header ${columns.length}` });
      continue;
    }
    const raw: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      const value = cellValue(column, cells[i]!);
      if (value === undefined) return;
      const path = column.split('.');
      let at = raw;
      for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
      at[path[path.length - 1]!] = value;
    });
    validated(raw, line, feed);
  }
  return feed;
}
