import type { Category, Filters, Locale } from '@shop/contracts';
import type { CatalogueCategory, CatalogueData } from '../../domain';
import { fieldWeight, matchWeight, wholeNameWeight } from '../../domain/match-weights';
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
import { compileFilters, countFacets } from './columns';
import { docsOf } from './doc-groups';
import { firstNotBefore } from './first-not-before';
import type { IndexSnapshots } from './index-snapshots';
import { buildIndex, docOf, orderedKeys, sortRank, type Indexed } from './indexed';
import { fold, words } from './text';
import { TopK, topK } from './top-k';

const empty = new Uint32Array(0);

/** Documents a typed word reaches, and the weight it gives each. */
interface WeightedDocs {
  docs: Uint32Array;
  weight: number;
}

/**
 * The embedded engine: the catalogue held in process as typed arrays. Text search runs over
 * per-language word postings; filters, facets and sorts over per-attribute columns and
 * precomputed sort ranks, so no query walks the documents themselves.
 */
export class MemoryCatalogueIndex implements CatalogueIndex {
  readonly kind = 'embedded';
  private categories: CatalogueCategory[] = [];
  private index: Indexed = buildIndex({ categories: [], suppliers: [], products: [], variants: [] });
  private counts: Map<number, number> | null = null;
  /** The unfiltered facets of the whole catalogue (/shop's first page), kept until the data changes. */
  private shopFacets: FacetCounts | null = null;

  async replaceCategories(categories: CatalogueCategory[]): Promise<void> {
    await this.replaceCatalogue({ categories, suppliers: [], products: [], variants: [] });
  }

  /**
   * With `snapshots` (the embedded shop: beside its data file), a catalogue read with a fingerprint
   * is served from the index saved for it when there is one, and its index saved when there is not.
   */
  constructor(private readonly snapshots?: IndexSnapshots) {}

  /** Nothing is shared with other processes: every start loads the index (replaceCatalogue). */
  async attach(): Promise<boolean> {
    return false;
  }

  async replaceCatalogue(data: CatalogueData): Promise<void> {
    this.categories = [...data.categories].sort((a, b) => a.sorting - b.sorting || a.categoryid - b.categoryid);
    this.index =
      this.snapshots && data.fingerprint !== undefined
        ? await this.snapshots.indexOf(data, data.fingerprint)
        : buildIndex(data);
    this.counts = null;
    this.shopFacets = null;
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
    const categoryHits = new Map<number, number>();
    const reachedBy = tokens.map((token) => this.docListsOf(token, locale, categoryHits));

    const codeDocs = this.codesStartingWith(fold(term).trim());
    const codeRank = new Map(codeDocs.map((doc, i) => [doc, i]));
    // Most typed text holds no code: then no lookup in the code map for each reached document,
    // which for a broad prefix is a cost paid for half the catalogue.
    const byCode = codeRank.size > 0;
    const curated = this.rank('sorting', locale);
    const { visible } = ix;
    // Codes first (an exact code before longer ones), then score, then the curated order:
    // integers, so the order is total and pages are stable. The page is selected while the
    // candidates are counted, in the pass that finds them.
    const top = new TopK(skip + take);
    let count = 0;
    const candidate = (doc: number, score: number) => {
      if (visible[doc] === 1 && !(byCode && codeRank.has(doc))) {
        count++;
        top.offer(doc, score * 1e6 + (1e6 - 1 - curated[doc]!));
      }
    };
    // Scratch arrays live as long as the index: allocating them per query would feed the GC
    // a megabyte a keystroke. Safe to share, as nothing below awaits.
    const { total, hits, best, docs: touched, reached, seen } = ix.scratch;
    if (tokens.length === 1) {
      // One word, nearly every keystroke: a document's score is the weight of the first list it
      // is in (the lists come highest first), so each posting is read once and a bit marks the
      // documents seen; the bits fit the processor's nearest cache where a byte each would not.
      for (const { docs, weight } of reachedBy[0]!) {
        const keyBase = weight * 1e6 + (1e6 - 1);
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i]!;
          const at = doc >>> 5;
          const bit = 1 << (doc & 31);
          if ((seen[at]! & bit) !== 0) continue;
          seen[at] = seen[at]! | bit;
          if (visible[doc] === 1 && !(byCode && codeRank.has(doc))) {
            count++;
            top.offer(doc, keyBase - curated[doc]!);
          }
        }
      }
      seen.fill(0);
    } else {
      let reachedCount = 0;
      for (const lists of reachedBy) {
        let touchedCount = 0;
        for (const { docs, weight } of lists) {
          for (let i = 0; i < docs.length; i++) {
            const doc = docs[i]!;
            if (best[doc] === 0) {
              touched[touchedCount++] = doc;
              best[doc] = weight;
            }
          }
        }
        for (let i = 0; i < touchedCount; i++) {
          const doc = touched[i]!;
          if (hits[doc] === 0) reached[reachedCount++] = doc;
          total[doc] = total[doc]! + best[doc]!;
          hits[doc] = hits[doc]! + 1;
          best[doc] = 0;
        }
      }
      for (const s of this.suppliersNamedBy(tokens)) {
        const docs = ix.supplierDocs[s] ?? empty;
        for (let i = 0; i < docs.length; i++) total[docs[i]!] = total[docs[i]!]! + wholeNameWeight;
      }
      for (let i = 0; i < reachedCount; i++) {
        const doc = reached[i]!;
        if (hits[doc] === tokens.length) candidate(doc, total[doc]!);
        total[doc] = 0;
        hits[doc] = 0;
      }
    }
    codeDocs.forEach((doc, code) => {
      if (visible[doc] !== 1) return;
      count++;
      top.offer(doc, 2e12 - code);
    });
    const page = top.highestFirst().slice(skip);
    const categoryIds = this.categories
      .filter((c) => categoryHits.get(c.categoryid) === tokens.length)
      .map((c) => c.categoryid);
    return { variantIds: page.map((doc) => ix.variants[doc]!.id), count, categoryIds };
  }

  /**
   * The lists of documents a typed word reaches, each with the weight it gives them (title words,
   * then the documents of the categories and suppliers whose names it matches), highest weight
   * first; the categories it matches are counted in `categoryHits`.
   */
  private docListsOf(token: string, locale: Locale, categoryHits: Map<number, number>): WeightedDocs[] {
    const ix = this.index;
    const titles = ix.titles.get(locale)!;
    const categoryText = ix.categoryText.get(locale)!;
    const lists: WeightedDocs[] = [];
    for (const m of titles.match(token)) {
      lists.push({ docs: titles.posting(m.word), weight: m.weight * fieldWeight.title });
    }
    const categoriesOfToken = new Set<number>();
    for (const m of categoryText.match(token)) {
      for (const c of categoryText.posting(m.word)) {
        const category = this.categories[c]!;
        categoriesOfToken.add(category.categoryid);
        lists.push({
          docs: ix.categoryDocs.get(category.categoryid) ?? empty,
          weight: m.weight * fieldWeight.category,
        });
      }
    }
    for (const id of categoriesOfToken) categoryHits.set(id, (categoryHits.get(id) ?? 0) + 1);
    for (const m of ix.supplierText.match(token)) {
      for (const s of ix.supplierText.posting(m.word)) {
        lists.push({ docs: ix.supplierDocs[s] ?? empty, weight: m.weight * fieldWeight.supplier });
      }
    }
    return lists.sort((a, b) => b.weight - a.weight);
  }

  /** Suppliers whose name holds every one of two or more typed words: whole words, the last perhaps begun. */
  private suppliersNamedBy(tokens: string[]): number[] {
    if (tokens.length < 2) return [];
    const { supplierText } = this.index;
    let named: number[] | null = null;
    for (const [i, token] of tokens.entries()) {
      const least = i === tokens.length - 1 ? matchWeight.prefix : matchWeight.exact;
      const ofToken = new Set<number>();
      for (const m of supplierText.match(token))
        if (m.weight >= least) for (const s of supplierText.posting(m.word)) ofToken.add(s);
      named = (named ?? [...ofToken]).filter((s) => ofToken.has(s));
    }
    return named ?? [];
  }

  /** Documents whose code starts with the typed text (codes mix letters and digits), exact match first. */
  private codesStartingWith(typed: string): number[] {
    const { codes, codeEnds, codeDocs } = this.index;
    if (typed.length < 3 || !/\d/.test(typed)) return [];
    const startOf = (i: number) => (i === 0 ? 0 : codeEnds[i - 1]!);
    const lo = firstNotBefore(codeEnds.length, (at) => codes.slice(startOf(at), codeEnds[at]) < typed);
    const found: number[] = [];
    for (
      let i = lo;
      i < codeEnds.length &&
      codeEnds[i]! - startOf(i) >= typed.length &&
      codes.startsWith(typed, startOf(i)) &&
      found.length < 1000;
      i++
    )
      found.push(codeDocs[i]!);
    return found;
  }

  async updateVariant(id: number, change: VariantChange): Promise<void> {
    const doc = docOf(this.index, id);
    if (doc === undefined) return;
    this.shopFacets = null;
    if (change.sale_price !== undefined) {
      this.index.columns.get('sale_price')!.set(doc, change.sale_price);
      this.index.ranks.delete('sale_price');
    }
    if (change.availability !== undefined) {
      this.index.columns.get('availability')!.set(doc, change.availability);
    }
    if (change.hidden !== undefined) {
      this.index.visible[doc] = change.hidden ? 0 : 1;
      this.counts = null;
    }
  }

  async close(): Promise<void> {}

  private scopeDocs(scope: Scope): Uint32Array {
    if (scope.categoryId !== undefined) return this.index.categoryDocs.get(scope.categoryId) ?? empty;
    if (scope.productIds) {
      const lists = [...new Set(scope.productIds)].map((id) => docsOf(this.index.productDocs, id));
      const docs = new Uint32Array(lists.reduce((n, l) => n + l.length, 0));
      let at = 0;
      for (const list of lists) {
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
    const docs = this.index.scratch.docs;
    let count = 0;
    outer: for (let i = 0; i < scoped.length; i++) {
      const doc = scoped[i]!;
      if (!scope.showHidden && visible[doc] !== 1) continue;
      for (const test of tests) if (!test(doc)) continue outer;
      docs[count++] = doc;
    }
    return { docs, count };
  }

  /** The attributes any of `docs` has a value of (their columns: the records are not read). */
  private keysOf(docs: Uint32Array): string[] {
    const present = new Set<string>();
    for (const [key, { ids }] of this.index.columns) if (ids && docs.some((doc) => ids[doc] !== 0)) present.add(key);
    return orderedKeys(present);
  }

  /** Position of every document in a sort order, built on first use and kept until the data changes. */
  private rank(field: ListQuery['sort']['field'], locale: Locale): Uint32Array {
    if (field === 'title') return this.index.titleRanks.get(locale)!;
    const cached = this.index.ranks.get(field);
    if (cached) return cached;
    const rank = sortRank(this.index.variants, field, this.index.columns.get('sale_price')!.numbers!);
    this.index.ranks.set(field, rank);
    return rank;
  }
}

function countVisible(docs: Uint32Array, visible: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < docs.length; i++) n += visible[docs[i]!]!;
  return n;
}
