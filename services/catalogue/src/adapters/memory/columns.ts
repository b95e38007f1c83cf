import type { FilterValue, Filters } from '@shop/contracts';
import { byFacetValue } from '../../domain/facet-value-order';
import type { FacetCount } from '../../ports/catalogue-index';

export interface SavedColumn {
  key: string;
  numeric: boolean;
  ids: ValueIds | null;
  numbers: Float64Array | null;
  values: (string | number)[];
}

/** Value id + 1 per document; 0 when the document has no value. A byte each while ids fit one. */
type ValueIds = Uint8Array | Uint16Array;

/**
 * One filterable attribute over all documents, column-wise: a value id per document (0 = none)
 * when it is faceted, or the number itself per document when it is not (the price). A faceted
 * number is read through its value id (`valueNumbers`): a number per document in each of a dozen
 * such attributes held most of the index at 100,000 variants. Facet counts and filters read these
 * typed arrays only, never the documents.
 */
export class Column {
  private readonly lookup: Map<string, number>;

  private constructor(
    readonly key: string,
    readonly numeric: boolean,
    private valueIds: ValueIds | null,
    readonly numbers: Float64Array | null,
    readonly values: (string | number)[],
  ) {
    this.lookup = new Map(values.map((value, i) => [String(value), i + 1]));
  }

  /** A column of `size` documents, none with a value yet. */
  static empty(key: string, size: number, options: { numeric: boolean; faceted: boolean }): Column {
    const ids = options.faceted ? new Uint8Array(size) : null;
    const numbers = options.numeric && !options.faceted ? new Float64Array(size).fill(Number.NaN) : null;
    return new Column(key, options.numeric, ids, numbers, []);
  }

  /** A column as `saved()` gave it (index-snapshot.ts); its arrays are kept, not copied. */
  static restore(saved: SavedColumn): Column {
    return new Column(saved.key, saved.numeric, saved.ids, saved.numbers, saved.values);
  }

  saved(): SavedColumn {
    return { key: this.key, numeric: this.numeric, ids: this.ids, numbers: this.numbers, values: this.values };
  }

  get ids(): ValueIds | null {
    return this.valueIds;
  }

  /** The number of each value id, NaN for id 0 (no value): what a faceted number's filters and ranges read. */
  valueNumbers(): Float64Array {
    return Float64Array.from([Number.NaN, ...this.values.map(Number)]);
  }

  set(doc: number, value: string | number) {
    if (this.numbers) this.numbers[doc] = typeof value === 'number' ? value : Number(value);
    if (this.valueIds) {
      const id = this.idOf(value, true);
      if (id > 0xff && this.valueIds instanceof Uint8Array) this.valueIds = Uint16Array.from(this.valueIds);
      this.valueIds[doc] = id;
    }
  }

  idOf(value: string | number, create = false): number {
    const text = String(value);
    let id = this.lookup.get(text);
    if (id === undefined && create) {
      if (this.values.length >= 65_534) throw new Error(`too many distinct values of ${this.key}`);
      this.values.push(value);
      id = this.values.length;
      this.lookup.set(text, id);
    }
    return id ?? -1;
  }
}

export type DocTest = (doc: number) => boolean;

/** A filter as a test on one document; an unknown attribute or value matches nothing. */
export function compileFilter(column: Column | undefined, value: FilterValue): DocTest {
  if (!column) return () => false;
  const ids = column.ids;
  if (typeof value === 'object') {
    if (!column.numeric) return () => false;
    const min = value.min ?? Number.NEGATIVE_INFINITY;
    const max = value.max ?? Number.POSITIVE_INFINITY;
    if (ids) {
      const numberOf = column.valueNumbers();
      return (doc) => {
        const n = numberOf[ids[doc]!]!;
        return n >= min && n <= max;
      };
    }
    const numbers = column.numbers!;
    return (doc) => {
      const n = numbers[doc]!;
      return n >= min && n <= max;
    };
  }
  if (ids) {
    const id = column.idOf(value);
    return (doc) => ids[doc] === id;
  }
  const numbers = column.numbers as Float64Array;
  const wanted = Number(value);
  return (doc) => numbers[doc] === wanted;
}

export function compileFilters(columns: Map<string, Column>, filters: Filters): { key: string; test: DocTest }[] {
  return Object.entries(filters).map(([key, value]) => ({ key, test: compileFilter(columns.get(key), value) }));
}

/** Documents that pass every filter, reused across queries (nothing awaits while it is in use). */
let passedScratch = new Uint32Array(0);

/**
 * Facet counts: one pass over the scope sorts the documents into those that fail no filter and,
 * per filter, those that fail only that one; then each facet column is tallied in a tight loop
 * over the first group plus its own filter's group. A document that fails no filter counts for
 * every facet; one that fails exactly one filter counts only for that filter's own attribute,
 * which is what "how many would I get if I chose this value instead" means.
 */
export function countFacets(
  docs: Uint32Array,
  visible: (doc: number) => boolean,
  facetColumns: Column[],
  filters: { key: string; test: DocTest }[],
): { count: number; facets: FacetCount[] } {
  const counts = facetColumns.map((c) => new Uint32Array(c.values.length + 1));
  const mins = facetColumns.map(() => Number.POSITIVE_INFINITY);
  const maxs = facetColumns.map(() => Number.NEGATIVE_INFINITY);
  const facetOfFilter = filters.map((f) => facetColumns.findIndex((c) => c.key === f.key));
  if (passedScratch.length < docs.length) passedScratch = new Uint32Array(docs.length);
  const passed = passedScratch;
  const failedOnly: number[][] = filters.map(() => []);
  let count = 0;

  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!;
    if (!visible(doc)) continue;
    let failed = -1;
    let failures = 0;
    for (let f = 0; f < filters.length; f++) {
      if (!filters[f]!.test(doc)) {
        failed = f;
        if (++failures > 1) break;
      }
    }
    if (failures === 0) passed[count++] = doc;
    else if (failures === 1 && facetOfFilter[failed]! >= 0) failedOnly[failed]!.push(doc);
  }

  // Typed arrays only (ids of one or two bytes, numbers of eight): the loops below stay fast.
  const tally = (c: number, list: Uint32Array, length: number) => {
    const column = facetColumns[c]!;
    const ids = column.ids;
    if (ids) {
      // Id 0 (no value) is counted too and left out below: no branch in the loop.
      const columnCounts = counts[c]!;
      for (let i = 0; i < length; i++) columnCounts[ids[list[i]!]!]!++;
    }
    const numbers = column.numbers;
    if (numbers) {
      let min = mins[c]!;
      let max = maxs[c]!;
      for (let i = 0; i < length; i++) {
        const n = numbers[list[i]!]!;
        if (n < min) min = n;
        if (n > max) max = n;
      }
      mins[c] = min;
      maxs[c] = max;
    }
  };
  for (let c = 0; c < facetColumns.length; c++) tally(c, passed, count);
  filters.forEach((_, f) => {
    const c = facetOfFilter[f]!;
    if (c >= 0) tally(c, Uint32Array.from(failedOnly[f]!), failedOnly[f]!.length);
  });

  const facets: FacetCount[] = facetColumns.map((column, c) => {
    const values: { value: string | number; count: number }[] = [];
    const columnCounts = counts[c]!;
    for (let id = 1; id < columnCounts.length; id++) {
      if (columnCounts[id]! > 0) values.push({ value: column.values[id - 1]!, count: columnCounts[id]! });
    }
    values.sort(byFacetValue);
    if (column.ids && column.numeric) {
      // A faceted number's range: that of the values counted (a value that is no number is none).
      const numberOf = column.valueNumbers();
      for (let id = 1; id < columnCounts.length; id++) {
        const n = numberOf[id]!;
        if (columnCounts[id]! === 0) continue;
        if (n < mins[c]!) mins[c] = n;
        if (n > maxs[c]!) maxs[c] = n;
      }
    }
    const range = column.numeric && mins[c]! <= maxs[c]! ? { min: mins[c]!, max: maxs[c]! } : null;
    return { key: column.key, values, range };
  });
  return { count, facets: facets.filter((f) => f.values.length > 0 || f.range) };
}
