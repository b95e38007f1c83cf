import { attributeByKey, attributeDefs } from '@shop/infra';
import type { Category, Filters, Locale } from '@shop/contracts';
import { locales } from '@shop/contracts';
import type { CatalogueCategory, CatalogueData, CatalogueProduct, CatalogueVariant } from '../../domain';
import {
  toCategory,
  type CatalogueIndex,
  type FacetCounts,
  type ListQuery,
  type ProductHit,
  type Scope,
  type SearchHits,
  type SearchQuery,
  type VariantChange,
} from '../../ports/catalogue-index';
import { Column, compileFilters, countFacets } from './columns';
import { fold, words } from './text';
import { TextIndex } from './text-index';
import { topK } from './top-k';

/** Field weights of a match: a word of the title counts more than the category or supplier name. */
const fieldWeight = { title: 3, category: 2, supplier: 2 } as const;
/** Attributes every listing can filter by besides the family attributes. */
const pseudoKeys = ['supplier', 'availability', 'sale_price'] as const;
const empty = new Uint32Array(0);

interface Indexed {
  variants: CatalogueVariant[];
  docOf: Map<number, number>;
  visible: Uint8Array;
  all: Uint32Array;
  productOfDoc: Uint32Array;
  products: Map<number, CatalogueProduct>;
  productRank: Map<number, number>;
  categoryDocs: Map<number, Uint32Array>;
  categoryKeys: Map<number, string[]>;
  /** Attributes of the whole catalogue, for the facets of /shop. */
  allKeys: string[];
  productDocs: Map<number, Uint32Array>;
  supplierDocs: Uint32Array[];
  columns: Map<string, Column>;
  titles: Map<Locale, TextIndex>;
  categoryText: Map<Locale, TextIndex>;
  supplierText: TextIndex;
  /** Folded codes, sorted, and the document of each. */
  codes: string[];
  codeDocs: Uint32Array;
  ranks: Map<string, Uint32Array>;
  scratch: {
    total: Uint32Array;
    hits: Uint8Array;
    best: Uint8Array;
    touched: Uint32Array;
    reached: Uint32Array;
    candidates: Uint32Array;
    listed: Uint32Array;
  };
}

/**
 * The embedded engine: the catalogue held in process as typed arrays. Text search runs over
 * per-language word postings; filters, facets and sorts over per-attribute columns and
 * precomputed sort ranks, so no query walks the documents themselves.
 */
export class MemoryCatalogueIndex implements CatalogueIndex {
  readonly kind = 'embedded';
  private categories: CatalogueCategory[] = [];
  private index: Indexed = build({ categories: [], suppliers: [], products: [], variants: [] });
  private counts: Map<number, number> | null = null;
  /** The unfiltered facets of the whole catalogue (/shop's first page), kept until the data changes. */
  private shopFacets: FacetCounts | null = null;

  async replaceCategories(categories: CatalogueCategory[]): Promise<void> {
    await this.replaceCatalogue({ categories, suppliers: [], products: [], variants: [] });
  }

  /** Nothing outlives the process: every start builds the index. */
  async attach(): Promise<boolean> {
    return false;
  }

  async replaceCatalogue(data: CatalogueData): Promise<void> {
    this.categories = [...data.categories].sort((a, b) => a.sorting - b.sorting || a.categoryid - b.categoryid);
    this.index = build(data);
    this.counts = null;
    this.shopFacets = null;
    // The curated order serves every search and default listing: build it now, not on the first buyer.
    this.rank('sorting', 'de');
  }

  async rootCategories(locale: Locale): Promise<Category[]> {
    const counts = await this.variantCounts();
    return this.categories
      .filter((c) => c.parentid === null)
      .map((c) => toCategory({ ...c, variantCount: counts.get(c.categoryid) ?? 0 }, locale));
  }

  async childCategories(parentId: number, locale: Locale): Promise<Category[]> {
    const counts = await this.variantCounts();
    return this.categories
      .filter((c) => c.parentid === parentId)
      .map((c) => toCategory({ ...c, variantCount: counts.get(c.categoryid) ?? 0 }, locale));
  }

  async variantCounts(): Promise<Map<number, number>> {
    if (!this.counts) {
      const { categoryDocs, visible } = this.index;
      this.counts = new Map(
        this.categories.map((c) => [c.categoryid, countVisible(categoryDocs.get(c.categoryid) ?? empty, visible)]),
      );
    }
    return this.counts;
  }

  async list(query: ListQuery): Promise<{ variantIds: number[]; count: number }> {
    const { docs, count } = this.matching(query, query.filters);
    const rank = this.rank(query.sort.field, query.locale);
    const key = query.sort.direction === 'asc' ? (doc: number) => -rank[doc]! : (doc: number) => rank[doc]!;
    const page = topK(docs, count, key, query.skip + query.take).slice(query.skip);
    return { variantIds: page.map((doc) => this.index.variants[doc]!.id), count };
  }

  async facets(scope: Scope, filters: Filters): Promise<FacetCounts> {
    const wholeCatalogue =
      scope.categoryId === undefined && !scope.productIds && !scope.showHidden && Object.keys(filters).length === 0;
    if (wholeCatalogue && this.shopFacets) return this.shopFacets;
    const result = this.countFacetsOf(scope, filters);
    if (wholeCatalogue) this.shopFacets = result;
    return result;
  }

  private countFacetsOf(scope: Scope, filters: Filters): FacetCounts {
    const { columns, visible } = this.index;
    const keys =
      scope.categoryId !== undefined
        ? (this.index.categoryKeys.get(scope.categoryId) ?? [])
        : scope.productIds
          ? this.keysOf(this.scopeDocs(scope))
          : this.index.allKeys;
    const facetColumns = keys.flatMap((k) => columns.get(k) ?? []);
    const show = scope.showHidden ? () => true : (doc: number) => visible[doc] === 1;
    return countFacets(this.scopeDocs(scope), show, facetColumns, compileFilters(columns, filters));
  }

  async listProducts(
    scope: Scope,
    filters: Filters,
    skip: number,
    take: number,
  ): Promise<{ products: ProductHit[]; count: number }> {
    const { docs, count } = this.matching(scope, filters);
    const price = this.index.columns.get('sale_price')!.numbers!;
    const byProduct = new Map<number, ProductHit>();
    for (let i = 0; i < count; i++) {
      const doc = docs[i]!;
      const productId = this.index.productOfDoc[doc]!;
      const hit = byProduct.get(productId);
      if (hit) {
        hit.variantCount++;
        hit.minPrice = Math.min(hit.minPrice, price[doc]!);
      } else byProduct.set(productId, { productId, minPrice: price[doc]!, variantCount: 1 });
    }
    const rank = this.index.productRank;
    const products = [...byProduct.values()].sort((a, b) => rank.get(a.productId)! - rank.get(b.productId)!);
    return { products: products.slice(skip, skip + take), count: products.length };
  }

  async search({ term, locale, skip, take }: SearchQuery): Promise<SearchHits> {
    const ix = this.index;
    const tokens = [...new Set(words(term))].slice(0, 8);
    if (tokens.length === 0) return { variantIds: [], count: 0, categoryIds: [] };
    // Scratch arrays live as long as the index: allocating them per query would feed the GC
    // a megabyte a keystroke. Safe to share, as nothing below awaits.
    const { total, hits, best, touched, reached } = ix.scratch;
    let reachedCount = 0;
    const categoryHits = new Map<number, number>();
    const titles = ix.titles.get(locale)!;
    const categoryText = ix.categoryText.get(locale)!;

    for (const token of tokens) {
      let touchedCount = 0;
      const offer = (posting: Uint32Array, weight: number) => {
        for (let i = 0; i < posting.length; i++) {
          const doc = posting[i]!;
          if (best[doc]! < weight) {
            if (best[doc] === 0) touched[touchedCount++] = doc;
            best[doc] = weight;
          }
        }
      };
      for (const m of titles.match(token)) offer(titles.posting(m.word), m.weight * fieldWeight.title);
      const categoriesOfToken = new Set<number>();
      for (const m of categoryText.match(token)) {
        for (const c of categoryText.posting(m.word)) {
          const category = this.categories[c]!;
          categoriesOfToken.add(category.categoryid);
          offer(ix.categoryDocs.get(category.categoryid) ?? empty, m.weight * fieldWeight.category);
        }
      }
      for (const id of categoriesOfToken) categoryHits.set(id, (categoryHits.get(id) ?? 0) + 1);
      for (const m of ix.supplierText.match(token)) {
        for (const s of ix.supplierText.posting(m.word))
          offer(ix.supplierDocs[s] ?? empty, m.weight * fieldWeight.supplier);
      }
      for (let i = 0; i < touchedCount; i++) {
        const doc = touched[i]!;
        if (hits[doc] === 0) reached[reachedCount++] = doc;
        total[doc] = total[doc]! + best[doc]!;
        hits[doc] = hits[doc]! + 1;
        best[doc] = 0;
      }
    }

    const codeDocs = this.codesStartingWith(fold(term).trim());
    const codeRank = new Map(codeDocs.map((doc, i) => [doc, i]));
    const candidates = ix.scratch.candidates;
    let count = 0;
    for (let i = 0; i < reachedCount; i++) {
      const doc = reached[i]!;
      if (hits[doc] === tokens.length && ix.visible[doc] === 1 && !codeRank.has(doc)) candidates[count++] = doc;
    }
    for (const doc of codeDocs) if (ix.visible[doc] === 1) candidates[count++] = doc;
    const curated = this.rank('sorting', locale);
    // Codes first (an exact code before longer ones), then score, then the curated order:
    // integers, so the order is total and pages are stable.
    const key = (doc: number) => {
      const code = codeRank.get(doc);
      return code !== undefined ? 2e12 - code : total[doc]! * 1e6 + (1e6 - 1 - curated[doc]!);
    };
    const page = topK(candidates, count, key, skip + take).slice(skip);
    for (let i = 0; i < reachedCount; i++) {
      const doc = reached[i]!;
      total[doc] = 0;
      hits[doc] = 0;
    }
    const categoryIds = this.categories
      .filter((c) => categoryHits.get(c.categoryid) === tokens.length)
      .map((c) => c.categoryid);
    return { variantIds: page.map((doc) => ix.variants[doc]!.id), count, categoryIds };
  }

  /** Documents whose code starts with the typed text (codes mix letters and digits), exact match first. */
  private codesStartingWith(typed: string): number[] {
    const { codes, codeDocs } = this.index;
    if (typed.length < 3 || !/\d/.test(typed)) return [];
    let lo = 0;
    let hi = codes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (codes[mid]! < typed) lo = mid + 1;
      else hi = mid;
    }
    const found: number[] = [];
    for (let i = lo; i < codes.length && codes[i]!.startsWith(typed) && found.length < 1000; i++)
      found.push(codeDocs[i]!);
    return found;
  }

  async updateVariant(id: number, change: VariantChange): Promise<void> {
    const doc = this.index.docOf.get(id);
    if (doc === undefined) return;
    const variant = this.index.variants[doc]!;
    this.shopFacets = null;
    if (change.sale_price !== undefined) {
      variant.sale_price = change.sale_price;
      this.index.columns.get('sale_price')!.set(doc, change.sale_price);
      this.index.ranks.delete('sale_price');
    }
    if (change.availability !== undefined) {
      variant.availability = change.availability;
      this.index.columns.get('availability')!.set(doc, change.availability);
    }
    if (change.hidden !== undefined) {
      variant.hidden = change.hidden;
      this.index.visible[doc] = change.hidden ? 0 : 1;
      this.counts = null;
    }
  }

  async close(): Promise<void> {}

  private scopeDocs(scope: Scope): Uint32Array {
    if (scope.categoryId !== undefined) return this.index.categoryDocs.get(scope.categoryId) ?? empty;
    if (scope.productIds) {
      const lists = scope.productIds.map((id) => this.index.productDocs.get(id) ?? empty);
      const docs = new Uint32Array(lists.reduce((n, l) => n + l.length, 0));
      let at = 0;
      for (const list of new Set(lists)) {
        docs.set(list, at);
        at += list.length;
      }
      return docs.subarray(0, at);
    }
    return this.index.all;
  }

  private matching(scope: Scope, filters: Filters): { docs: Uint32Array; count: number } {
    const scoped = this.scopeDocs(scope);
    const tests = compileFilters(this.index.columns, filters).map((f) => f.test);
    const visible = this.index.visible;
    // The shared scratch buffer: callers read it before anything else can run.
    const docs = this.index.scratch.listed;
    let count = 0;
    outer: for (let i = 0; i < scoped.length; i++) {
      const doc = scoped[i]!;
      if (!scope.showHidden && visible[doc] !== 1) continue;
      for (const test of tests) if (!test(doc)) continue outer;
      docs[count++] = doc;
    }
    return { docs, count };
  }

  private keysOf(docs: Uint32Array): string[] {
    const present = new Set<string>();
    for (const doc of docs) for (const key of Object.keys(this.index.variants[doc]!.attributes)) present.add(key);
    return orderedKeys(present);
  }

  /** Position of every document in a sort order, built on first use and kept until the data changes. */
  private rank(field: ListQuery['sort']['field'], locale: Locale): Uint32Array {
    const name = field === 'title' ? `title:${locale}` : field;
    const cached = this.index.ranks.get(name);
    if (cached) return cached;
    const { variants } = this.index;
    const order = Array.from({ length: variants.length }, (_, i) => i);
    const byId = (a: number, b: number) => variants[a]!.id - variants[b]!.id;
    if (field === 'title') {
      const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
      order.sort((a, b) => collator.compare(variants[a]!.title[locale], variants[b]!.title[locale]) || byId(a, b));
    } else if (field === 'id') {
      order.sort((a, b) =>
        variants[a]!.code < variants[b]!.code ? -1 : variants[a]!.code > variants[b]!.code ? 1 : 0,
      );
    } else if (field === 'sale_price') {
      order.sort((a, b) => variants[a]!.sale_price - variants[b]!.sale_price || byId(a, b));
    } else {
      order.sort((a, b) => variants[a]!.sorting - variants[b]!.sorting || byId(a, b));
    }
    const rank = new Uint32Array(variants.length);
    order.forEach((doc, position) => (rank[doc] = position));
    this.index.ranks.set(name, rank);
    return rank;
  }
}

function countVisible(docs: Uint32Array, visible: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < docs.length; i++) n += visible[docs[i]!]!;
  return n;
}

/** Family attributes in their defined order, then supplier, availability and price. */
function orderedKeys(present: Set<string>): string[] {
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

function build(data: CatalogueData): Indexed {
  // The index keeps its own copies of what can change, so updates never touch the caller's data.
  const variants = data.variants.map((v) => ({ ...v }));
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

  const productOfDoc = Uint32Array.from(variants.map((v) => v.productId));
  const categoryDocs = groupDocs(size, (doc) => lineage(products.get(variants[doc]!.productId)?.categoryid ?? -1));
  const productDocs = groupDocs(size, (doc) => [variants[doc]!.productId]);
  const bySupplier = groupDocs(size, (doc) => [supplierIndex.get(variants[doc]!.supplierId) ?? -1]);
  const supplierDocs = data.suppliers.map((_, i) => bySupplier.get(i) ?? empty);

  const columns = new Map<string, Column>();
  const column = (key: string, numeric: boolean, faceted = true) => {
    let c = columns.get(key);
    if (!c) columns.set(key, (c = new Column(key, size, { numeric, faceted })));
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
  const productOrder = [...data.products].sort((a, b) => a.sorting - b.sorting || a.id - b.id);
  return {
    variants,
    docOf: new Map(variants.map((v, doc) => [v.id, doc])),
    visible: Uint8Array.from(variants.map((v) => (v.hidden ? 0 : 1))),
    all: Uint32Array.from({ length: size }, (_, i) => i),
    productOfDoc,
    products,
    productRank: new Map(productOrder.map((p, i) => [p.id, i])),
    categoryDocs,
    categoryKeys,
    allKeys: orderedKeys(allPresent),
    productDocs,
    supplierDocs,
    columns,
    titles,
    categoryText,
    supplierText,
    codes: codeOrder.map((doc) => fold(variants[doc]!.code)),
    codeDocs: Uint32Array.from(codeOrder),
    ranks: new Map(),
    scratch: {
      total: new Uint32Array(size),
      hits: new Uint8Array(size),
      best: new Uint8Array(size),
      touched: new Uint32Array(size),
      reached: new Uint32Array(size),
      candidates: new Uint32Array(size),
      listed: new Uint32Array(size),
    },
  };
}
