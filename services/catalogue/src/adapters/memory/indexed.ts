import { attributeByKey, attributeDefs } from '@shop/catalogue-schema';
import type { Locale } from '@shop/contracts';
import { locales } from '@shop/contracts';
import type { CatalogueData, CatalogueVariant } from '../../domain';
import type { ListQuery } from '../../ports/catalogue-index';
import { Column } from './columns';
import { groupDocsByKey, type DocGroups } from './doc-groups';
import { firstNotBefore } from './first-not-before';
import { fold } from './text';
import { TextIndex } from './text-index';

/** Attributes every listing can filter by besides the family attributes. */
const pseudoKeys = ['supplier', 'availability', 'sale_price'] as const;
const empty = new Uint32Array(0);

/** The part of the built index that costs time to compute from the records: what a snapshot keeps. */
export interface BuiltParts {
  categoryDocs: Map<number, Uint32Array>;
  categoryKeys: Map<number, string[]>;
  /** Attributes of the whole catalogue, for the facets of /shop. */
  allKeys: string[];
  productDocs: DocGroups;
  supplierDocs: Uint32Array[];
  columns: Map<string, Column>;
  titles: Map<Locale, TextIndex>;
  categoryText: Map<Locale, TextIndex>;
  supplierText: TextIndex;
  /**
   * Folded codes, sorted, end to end in one string (`codeEnds` ends each), and the document of
   * each: a string per code held 4 MB at 100,000 variants, one string 1 MB.
   */
  codes: string;
  codeEnds: Uint32Array;
  codeDocs: Uint32Array;
  /** Sort positions by field; the curated order is built with the index (it serves every search). */
  ranks: Map<string, Uint32Array>;
  /**
   * Sort positions by title, per language: built with the index, as titles are what a start from
   * a snapshot does not read (stored-variant.ts parses them on first use).
   */
  titleRanks: Map<Locale, Uint32Array>;
}

/**
 * What the index reads of each variant besides the built parts: its id and what it sorts by
 * (the price from its column, which changes; titles in `titleRanks`). Never written to.
 */
export type SortFields = Pick<CatalogueVariant, 'id' | 'code' | 'sorting'>;

export interface Indexed extends BuiltParts {
  variants: readonly SortFields[];
  /** The documents in the order of their variant's id (`docOf` searches it): a Map of ids held 3.7 MB at 100,000. */
  byId: Uint32Array;
  visible: Uint8Array;
  all: Uint32Array;
  productOfDoc: Uint32Array;
  productRank: Map<number, number>;
  scratch: {
    total: Uint32Array;
    hits: Uint8Array;
    best: Uint8Array;
    /** Documents of one step: those one word reaches, then a search's candidates, or a listing's. */
    docs: Uint32Array;
    reached: Uint32Array;
    /** A bit per document: those a one-word search has reached. */
    seen: Uint32Array;
  };
}

/** The index of these records, built from scratch. */
export function buildIndex(data: CatalogueData): Indexed {
  return assembleIndex(data, buildParts(data));
}

/**
 * The index from its costly parts (built now or restored from a snapshot of the same records) and
 * what is quick to derive from the records again.
 */
export function assembleIndex(data: CatalogueData, parts: BuiltParts): Indexed {
  // Changes are kept in the index's columns and arrays, never in the caller's records; only fields
  // every variant holds at hand are read, so a start parses no variant's record.
  const variants = data.variants;
  const size = variants.length;
  const productOrder = [...data.products].sort((a, b) => a.sorting - b.sorting || a.id - b.id);
  const visible = new Uint8Array(size);
  const all = new Uint32Array(size);
  const productOfDoc = new Uint32Array(size);
  let idOrder = true;
  // One pass over the variants: at 100,000 a start spends more here than in reading the snapshot.
  for (let doc = 0; doc < size; doc++) {
    const v = variants[doc]!;
    if (doc > 0 && variants[doc - 1]!.id >= v.id) idOrder = false;
    visible[doc] = v.hidden ? 0 : 1;
    all[doc] = doc;
    productOfDoc[doc] = v.productId;
  }
  return {
    ...parts,
    variants,
    // Records usually come in id order: then `all` is that order, and no copy is made.
    byId: idOrder ? all : all.slice().sort((a, b) => variants[a]!.id - variants[b]!.id),
    visible,
    all,
    productOfDoc,
    productRank: new Map(productOrder.map((p, i) => [p.id, i])),
    scratch: {
      total: new Uint32Array(size),
      hits: new Uint8Array(size),
      best: new Uint8Array(size),
      docs: new Uint32Array(size),
      reached: new Uint32Array(size),
      seen: new Uint32Array((size + 31) >>> 5),
    },
  };
}

/** The document of the variant with this id, if the index holds it. */
export function docOf(index: Pick<Indexed, 'byId' | 'variants'>, id: number): number | undefined {
  const { byId, variants } = index;
  const lo = firstNotBefore(byId.length, (at) => variants[byId[at]!]!.id < id);
  return lo < byId.length && variants[byId[lo]!]!.id === id ? byId[lo] : undefined;
}

/** Position of every document in a sort order other than by title (`titleRank`). */
export function sortRank(
  variants: readonly SortFields[],
  field: Exclude<ListQuery['sort']['field'], 'title'>,
  prices: Float64Array,
): Uint32Array {
  const order = Array.from({ length: variants.length }, (_, i) => i);
  const byId = (a: number, b: number) => variants[a]!.id - variants[b]!.id;
  if (field === 'id') {
    order.sort((a, b) => (variants[a]!.code < variants[b]!.code ? -1 : variants[a]!.code > variants[b]!.code ? 1 : 0));
  } else if (field === 'sale_price') {
    order.sort((a, b) => prices[a]! - prices[b]! || byId(a, b));
  } else {
    order.sort((a, b) => variants[a]!.sorting - variants[b]!.sorting || byId(a, b));
  }
  return ranked(order);
}

/** Position of every document in the order of its title in `locale`. */
export function titleRank(variants: readonly Pick<CatalogueVariant, 'id' | 'title'>[], locale: Locale): Uint32Array {
  const order = Array.from({ length: variants.length }, (_, i) => i);
  const position = titlePositions(variants, locale);
  order.sort((a, b) => position[a]! - position[b]! || variants[a]!.id - variants[b]!.id);
  return ranked(order);
}

function ranked(order: number[]): Uint32Array {
  const rank = new Uint32Array(order.length);
  order.forEach((doc, position) => (rank[doc] = position));
  return rank;
}

/**
 * Each document's title's place in the language's order, titles the collator finds equal sharing
 * one. Variants share their product's title (100,000 variants had 20,000 titles), so the collator
 * orders each title once instead of in every comparison of the documents: the first sort by title
 * in a language cost a second of CPU at 100k.
 */
function titlePositions(variants: readonly Pick<CatalogueVariant, 'title'>[], locale: Locale): Uint32Array {
  const compare = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }).compare;
  const titles = [...new Set(variants.map((v) => v.title[locale]))].sort(compare);
  const placeOf = new Map<string, number>();
  titles.forEach((title, i) => {
    const previous = titles[i - 1];
    placeOf.set(title, previous !== undefined && compare(previous, title) === 0 ? placeOf.get(previous)! : i);
  });
  return Uint32Array.from(variants, (v) => placeOf.get(v.title[locale])!);
}

/** Family attributes in their defined order, then supplier, availability and price. */
export function orderedKeys(present: Set<string>): string[] {
  return [...attributeDefs.map((a) => a.key).filter((k) => present.has(k)), ...pseudoKeys];
}

function groupDocs(size: number, keyOf: (doc: number) => number[]): Map<number, Uint32Array> {
  const lists = new Map<number, number[]>();
  for (let doc = 0; doc < size; doc++) {
    for (const key of keyOf(doc)) {
      let list = lists.get(key);
      if (!list) lists.set(key, (list = []));
      list.push(doc);
    }
  }
  return new Map([...lists].map(([key, list]) => [key, Uint32Array.from(list)]));
}

/** What the index needs that costs time to compute from the records. */
export function buildParts(data: CatalogueData): BuiltParts {
  const { variants } = data;
  const size = variants.length;
  const products = new Map(data.products.map((p) => [p.id, p]));
  const categories = [...data.categories].sort((a, b) => a.sorting - b.sorting || a.categoryid - b.categoryid);
  const parentOf = new Map(categories.map((c) => [c.categoryid, c.parentid]));
  const lineage = (categoryid: number): number[] => {
    const chain: number[] = [];
    for (let at: number | null | undefined = categoryid; at != null && !chain.includes(at); at = parentOf.get(at))
      chain.push(at);
    return chain;
  };
  const supplierIndex = new Map(data.suppliers.map((s, i) => [s.id, i]));

  const categoryDocs = groupDocs(size, (doc) => lineage(products.get(variants[doc]!.productId)?.categoryid ?? -1));
  const productDocs = groupDocsByKey(size, (doc) => variants[doc]!.productId);
  const bySupplier = groupDocs(size, (doc) => [supplierIndex.get(variants[doc]!.supplierId) ?? -1]);
  const supplierDocs = data.suppliers.map((_, i) => bySupplier.get(i) ?? empty);

  const columns = new Map<string, Column>();
  const column = (key: string, numeric: boolean, faceted = true) => {
    let c = columns.get(key);
    if (!c) columns.set(key, (c = Column.empty(key, size, { numeric, faceted })));
    return c;
  };
  const supplierSlug = new Map(data.suppliers.map((s) => [s.id, s.slug]));
  column('supplier', false);
  column('availability', false);
  column('sale_price', true, false);
  variants.forEach((v, doc) => {
    for (const [key, value] of Object.entries(v.attributes))
      column(key, attributeByKey.get(key)?.type === 'number', true).set(doc, value);
    columns.get('supplier')!.set(doc, supplierSlug.get(v.supplierId) ?? String(v.supplierId));
    columns.get('availability')!.set(doc, v.availability);
    columns.get('sale_price')!.set(doc, v.sale_price);
  });

  const categoryKeys = new Map(
    [...categoryDocs].map(([id, docs]) => {
      const present = new Set<string>();
      for (const doc of docs) for (const key of Object.keys(variants[doc]!.attributes)) present.add(key);
      return [id, orderedKeys(present)];
    }),
  );
  for (const c of categories) if (!categoryKeys.has(c.categoryid)) categoryKeys.set(c.categoryid, []);
  const allPresent = new Set<string>();
  for (const v of variants) for (const key of Object.keys(v.attributes)) allPresent.add(key);

  const titles = new Map<Locale, TextIndex>();
  const categoryText = new Map<Locale, TextIndex>();
  for (const locale of locales) {
    const text = new TextIndex();
    text.build((doc) => variants[doc]!.title[locale], size);
    titles.set(locale, text);
    const cats = new TextIndex();
    cats.build((i) => categories[i]!.title[locale], categories.length);
    categoryText.set(locale, cats);
  }
  const supplierText = new TextIndex();
  supplierText.build((i) => data.suppliers[i]!.name, data.suppliers.length);

  const folded = variants.map((v) => fold(v.code));
  const codeOrder = Array.from({ length: size }, (_, i) => i).sort((a, b) =>
    folded[a]! < folded[b]! ? -1 : folded[a]! > folded[b]! ? 1 : 0,
  );
  return {
    categoryDocs,
    categoryKeys,
    allKeys: orderedKeys(allPresent),
    productDocs,
    supplierDocs,
    columns,
    titles,
    categoryText,
    supplierText,
    ...codesEndToEnd(codeOrder.map((doc) => folded[doc]!)),
    codeDocs: Uint32Array.from(codeOrder),
    ranks: new Map([['sorting', sortRank(variants, 'sorting', columns.get('sale_price')!.numbers!)]]),
    titleRanks: new Map(locales.map((locale) => [locale, titleRank(variants, locale)])),
  };
}

function codesEndToEnd(sorted: string[]): { codes: string; codeEnds: Uint32Array } {
  let end = 0;
  return { codes: sorted.join(''), codeEnds: Uint32Array.from(sorted, (code) => (end += code.length)) };
}
