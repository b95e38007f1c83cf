import { createHash } from 'node:crypto';
import { Client, type estypes } from '@elastic/elasticsearch';
import type { Category, Filters, Locale } from '@shop/contracts';
import { attributeByKey, attributeDefs, elasticTemplates } from '@shop/catalogue-schema';
import type { CatalogueCategory, CatalogueData } from '../../domain';
import { byFacetValue } from '../../domain/facet-value-order';
import {
  toCategory,
  type CatalogueIndex,
  type FacetCount,
  type FacetCounts,
  type ListQuery,
  type ProductHit,
  type Scope,
  type SearchHits,
  type SearchQuery,
  type VariantChange,
} from '../../ports/catalogue-index';
import { fold, words } from '../memory/text';
import { retireIndices, swapAliases, versionStamp } from './aliases';
import { categoryDocument, variantDocuments, type VariantDocument } from './documents';
import {
  categoryTokenQuery,
  filtersQueries,
  scopeQueries,
  sortClause,
  tokenQuery,
  wholeSupplierNameQueries,
} from './queries';

const pseudoKeys = ['supplier', 'availability', 'sale_price'];
const bulkSize = 5000;

/** What an index records of the templates it was created from (its mappings' `_meta`). */
const mappingsStampKey = 'shopMappings';
/** The templates this code creates indices from, as a hash: a change of fields or analysis changes it. */
const mappingsStamp = createHash('sha256').update(JSON.stringify(elasticTemplates)).digest('hex').slice(0, 16);

/** The deepest page asks for `skip + take` hits; take is at most 100 (RangeParamSchema). */
const deepestTake = 100;
/** Elasticsearch's default result window, kept as the floor. */
const defaultResultWindow = 10_000;

export interface ElasticCatalogueIndexOptions {
  /**
   * How long an index stays after the aliases moved off it, so searches that other replicas
   * resolved to it just before the swap still finish there.
   */
  retireAfterMs?: number;
}

/**
 * The production engine. Searches go to two aliases, `<prefix>-categories` and `<prefix>-variants`;
 * `replaceCatalogue` builds a new pair of indices (`<prefix>-variants-<timestamp>`) beside them and
 * moves both aliases in one atomic `_aliases` call, so replicas serving searches never see a
 * missing or half-filled index. A replica starting up only `attach`es. The prefix gives tests a
 * throw-away namespace.
 */
export class ElasticCatalogueIndex implements CatalogueIndex {
  readonly kind = 'elasticsearch';
  private readonly client: Client;
  private readonly categoriesIndex: string;
  private readonly variantsIndex: string;
  private readonly retireAfterMs: number;

  constructor(url: string, prefix = 'shop', options: ElasticCatalogueIndexOptions = {}) {
    this.client = new Client({ node: url });
    this.categoriesIndex = `${prefix}-categories`;
    this.variantsIndex = `${prefix}-variants`;
    this.retireAfterMs = options.retireAfterMs ?? 5_000;
  }

  /**
   * Serves the indices the aliases name, if both exist and were built with this code's mappings. An
   * index built by an older release (other fields, other analysis) would answer this release's
   * queries with nothing, so a replica of the new release builds the index again instead, as it does
   * when there is none: a rollout needs no manual reindex.
   */
  async attach(): Promise<boolean> {
    const [categories, variants] = await Promise.all([
      this.builtByThisRelease(this.categoriesIndex),
      this.builtByThisRelease(this.variantsIndex),
    ]);
    return categories && variants;
  }

  private async builtByThisRelease(alias: string): Promise<boolean> {
    if (!(await this.client.indices.existsAlias({ name: alias }))) return false;
    const mappings = await this.client.indices.getMapping({ index: alias });
    return Object.values(mappings).every((index) => index.mappings._meta?.[mappingsStampKey] === mappingsStamp);
  }

  async replaceCategories(categories: CatalogueCategory[]): Promise<void> {
    await this.replaceCatalogue({ categories, suppliers: [], products: [], variants: [] });
  }

  async replaceCatalogue(data: CatalogueData): Promise<void> {
    const stamp = versionStamp();
    const categories = `${this.categoriesIndex}-${stamp}`;
    const variants = `${this.variantsIndex}-${stamp}`;
    const documents = variantDocuments(data);
    await this.create(categories, elasticTemplates.categories, {});
    await this.create(variants, elasticTemplates.variants, {
      max_result_window: Math.max(defaultResultWindow, documents.length + deepestTake),
    });
    try {
      await this.bulk(
        categories,
        data.categories.map((c) => ({ id: c.categoryid, doc: categoryDocument(c) })),
      );
      for (let i = 0; i < documents.length; i += bulkSize) {
        await this.bulk(
          variants,
          documents.slice(i, i + bulkSize).map((d) => ({ id: d.id, doc: d })),
        );
      }
      await this.client.indices.refresh({ index: [categories, variants] });
    } catch (error) {
      await this.client.indices.delete({ index: [categories, variants], ignore_unavailable: true });
      throw error;
    }
    const retired = await swapAliases(this.client, [
      { alias: this.categoriesIndex, index: categories },
      { alias: this.variantsIndex, index: variants },
    ]);
    await retireIndices(this.client, retired, this.retireAfterMs);
  }

  async rootCategories(locale: Locale): Promise<Category[]> {
    const result = await this.client.search<CatalogueCategory>({
      index: this.categoriesIndex,
      size: 1000,
      query: { bool: { must_not: { exists: { field: 'parentid' } } } },
      sort: [{ sorting: 'asc' }, { categoryid: 'asc' }],
    });
    const counts = await this.variantCounts();
    return result.hits.hits.flatMap((hit) =>
      hit._source
        ? [toCategory({ ...hit._source, variantCount: counts.get(hit._source.categoryid) ?? 0 }, locale)]
        : [],
    );
  }

  async childCategories(parentId: number, locale: Locale): Promise<Category[]> {
    const result = await this.client.search<CatalogueCategory>({
      index: this.categoriesIndex,
      size: 1000,
      query: { term: { parentid: parentId } },
      sort: [{ sorting: 'asc' }, { categoryid: 'asc' }],
    });
    const counts = await this.variantCounts();
    return result.hits.hits.flatMap((hit) =>
      hit._source
        ? [toCategory({ ...hit._source, variantCount: counts.get(hit._source.categoryid) ?? 0 }, locale)]
        : [],
    );
  }

  async variantCounts(): Promise<Map<number, number>> {
    const [categories, result] = await Promise.all([
      this.client.search({
        index: this.categoriesIndex,
        size: 10_000,
        _source: false,
        docvalue_fields: ['categoryid'],
      }),
      this.client.search({
        index: this.variantsIndex,
        size: 0,
        query: { term: { hidden: false } },
        aggs: { categories: { terms: { field: 'categoryIds', size: 10_000 } } },
      }),
    ]);
    const buckets = (result.aggregations?.categories as estypes.AggregationsLongTermsAggregate | undefined)?.buckets;
    const counts = new Map<number, number>(
      categories.hits.hits.map((h) => [Number((h.fields?.categoryid as number[] | undefined)?.[0] ?? h._id), 0]),
    );
    for (const b of Array.isArray(buckets) ? buckets : []) counts.set(Number(b.key), b.doc_count);
    return counts;
  }

  async list(query: ListQuery): Promise<{ variantIds: number[]; count: number }> {
    const result = await this.page({
      index: this.variantsIndex,
      from: query.skip,
      size: query.take,
      track_total_hits: true,
      _source: false,
      docvalue_fields: ['id'],
      query: { bool: { filter: [...scopeQueries(query), ...filtersQueries(query.filters)] } },
      sort: sortClause(query.sort, query.locale),
    });
    return { variantIds: ids(result), count: total(result) };
  }

  async facets(scope: Scope, filters: Filters): Promise<FacetCounts> {
    const scoped = scopeQueries(scope);
    const discovery = await this.client.search({
      index: this.variantsIndex,
      size: 0,
      track_total_hits: true,
      query: { bool: { filter: [...scoped, ...filtersQueries(filters)] } },
      aggs: {
        scopeKeys: {
          global: {},
          aggs: {
            inScope: {
              filter: { bool: { filter: scoped } },
              aggs: { keys: { terms: { field: 'attr_keys', size: 200 } } },
            },
          },
        },
      },
    });
    const present = new Set(
      bucketsOf(
        (
          discovery.aggregations?.scopeKeys as
            { inScope?: { keys?: estypes.AggregationsStringTermsAggregate } } | undefined
        )?.inScope?.keys,
      ).map((b) => String(b.key)),
    );
    const keys = [...attributeDefs.map((a) => a.key).filter((k) => present.has(k)), ...pseudoKeys];
    // Each facet counts under every filter but its own: one filter aggregation per attribute.
    const aggs: Record<string, estypes.AggregationsAggregationContainer> = {};
    keys.forEach((key, i) => {
      const numeric = key === 'sale_price' || attributeByKey.get(key)?.type === 'number';
      const exact = key === 'supplier' ? 'supplier_slug' : key === 'availability' ? 'availability' : `attrs.${key}`;
      aggs[`f${i}`] = {
        filter: { bool: { filter: filtersQueries(filters, key) } },
        aggs: {
          ...(key === 'sale_price' ? {} : { values: { terms: { field: exact, size: 1000 } } }),
          ...(numeric ? { stats: { stats: { field: key === 'sale_price' ? 'sale_price' : `nums.${key}` } } } : {}),
        },
      };
    });
    const result = await this.client.search({
      index: this.variantsIndex,
      size: 0,
      query: { bool: { filter: scoped } },
      aggs,
    });
    const facets: FacetCount[] = keys.map((key, i) => {
      const agg = result.aggregations?.[`f${i}`] as
        { values?: estypes.AggregationsStringTermsAggregate; stats?: estypes.AggregationsStatsAggregate } | undefined;
      const numeric = attributeByKey.get(key)?.type === 'number';
      const values = bucketsOf(agg?.values).map((b) => ({
        value: numeric ? Number(b.key) : String(b.key),
        count: b.doc_count,
      }));
      values.sort(byFacetValue);
      const stats = agg?.stats;
      const range =
        stats && stats.count > 0 && stats.min !== null && stats.max !== null
          ? { min: stats.min, max: stats.max }
          : null;
      return { key, values, range };
    });
    return { count: total(discovery), facets: facets.filter((f) => f.values.length > 0 || f.range) };
  }

  async listProducts(
    scope: Scope,
    filters: Filters,
    skip: number,
    take: number,
  ): Promise<{ products: ProductHit[]; count: number }> {
    const result = await this.client.search({
      index: this.variantsIndex,
      size: 0,
      query: { bool: { filter: [...scopeQueries(scope), ...filtersQueries(filters)] } },
      aggs: {
        products: {
          terms: { field: 'productId', size: 65_000 },
          aggs: { minPrice: { min: { field: 'sale_price' } }, sorting: { min: { field: 'productSorting' } } },
        },
      },
    });
    type Bucket = { key: number; doc_count: number; minPrice: { value: number }; sorting: { value: number } };
    const buckets = ((result.aggregations?.products as { buckets?: Bucket[] } | undefined)?.buckets ?? []).sort(
      (a, b) => a.sorting.value - b.sorting.value || a.key - b.key,
    );
    return {
      count: buckets.length,
      products: buckets
        .slice(skip, skip + take)
        .map((b) => ({ productId: Number(b.key), minPrice: b.minPrice.value, variantCount: b.doc_count })),
    };
  }

  async search({ term, locale, skip, take }: SearchQuery): Promise<SearchHits> {
    const tokens = [...new Set(words(term))].slice(0, 8);
    if (tokens.length === 0) return { variantIds: [], count: 0, categoryIds: [] };
    const [variants, categories] = await Promise.all([
      this.searchVariants(tokens, fold(term).trim(), locale, skip, take),
      this.client.search<CatalogueCategory>({
        index: this.categoriesIndex,
        size: 100,
        query: { bool: { must: tokens.map((t) => categoryTokenQuery(t, locale)) } },
        sort: [{ sorting: 'asc' }, { categoryid: 'asc' }],
      }),
    ]);
    return {
      ...variants,
      categoryIds: categories.hits.hits.flatMap((h) => (h._source ? [h._source.categoryid] : [])),
    };
  }

  /**
   * As the embedded engine answers: the variants whose code starts with the typed text first, in
   * code order (an exact code before longer ones), then those matching every typed word, by score
   * and the curated order. When the text can be a code (3+ characters, a digit) the codes are asked
   * beside the words; only when there are codes are the words asked again, past them.
   */
  private async searchVariants(
    tokens: string[],
    code: string,
    locale: Locale,
    skip: number,
    take: number,
  ): Promise<{ variantIds: number[]; count: number }> {
    const visible = { term: { hidden: false } };
    const byCode: estypes.QueryDslQueryContainer | null =
      /\d/.test(code) && code.length >= 3 ? { prefix: { code: { value: code } } } : null;
    const byWords = (codeCount: number, codesShown: number) =>
      this.page({
        index: this.variantsIndex,
        from: Math.max(0, skip - codeCount),
        size: take - codesShown,
        track_total_hits: true,
        _source: false,
        docvalue_fields: ['id'],
        query: {
          bool: {
            filter: [visible],
            must: tokens.map((t) => tokenQuery(t, locale)),
            should: wholeSupplierNameQueries(tokens),
            must_not: byCode ? [byCode] : [],
          },
        },
        // Score, then the curated order and the id: a total order, so pages are stable.
        sort: [{ _score: { order: 'desc' } }, { sorting: { order: 'asc' } }, { id: { order: 'asc' } }],
      });
    const [codes, wordsAlone] = await Promise.all([
      byCode
        ? this.page({
            index: this.variantsIndex,
            from: skip,
            size: take,
            track_total_hits: true,
            _source: false,
            docvalue_fields: ['id'],
            query: { bool: { filter: [visible, byCode] } },
            sort: [{ code_rank: { order: 'asc' } }],
          })
        : null,
      byWords(0, 0),
    ]);
    const codeCount = codes ? total(codes) : 0;
    const codeIds = codes ? ids(codes) : [];
    const text = codeCount === 0 ? wordsAlone : await byWords(codeCount, codeIds.length);
    return { variantIds: [...codeIds, ...ids(text)], count: codeCount + total(text) };
  }

  async updateVariant(id: number, change: VariantChange): Promise<void> {
    const doc: Partial<VariantDocument> = {};
    if (change.sale_price !== undefined) doc.sale_price = change.sale_price;
    if (change.availability !== undefined) doc.availability = change.availability;
    if (change.hidden !== undefined) doc.hidden = change.hidden;
    // wait_for: the next listing must already see the change.
    await this.client
      .update({ index: this.variantsIndex, id: String(id), doc, refresh: 'wait_for' })
      .catch((error: unknown) => {
        if ((error as { meta?: { statusCode?: number } }).meta?.statusCode !== 404) throw error;
      });
  }

  /** Drops every index of this prefix, current and retired (tests). */
  async destroy(): Promise<void> {
    const indices = await this.client.indices.get({
      index: [`${this.categoriesIndex}-*`, `${this.variantsIndex}-*`],
      allow_no_indices: true,
      ignore_unavailable: true,
    });
    const names = Object.keys(indices);
    // By name: wildcard deletes are refused (action.destructive_requires_name).
    if (names.length > 0) await this.client.indices.delete({ index: names, ignore_unavailable: true });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /**
   * A page of hits. A page past the result window is past the last hit (the window is sized to the
   * catalogue when it is built), so it is empty; its count still comes from Elasticsearch.
   */
  private async page(request: estypes.SearchRequest): Promise<estypes.SearchResponse<unknown>> {
    try {
      return await this.client.search(request);
    } catch (error) {
      if (!/result window is too large/i.test(JSON.stringify((error as { meta?: { body?: unknown } }).meta?.body)))
        throw error;
      const counted = await this.client.search({
        index: request.index,
        query: request.query,
        size: 0,
        track_total_hits: true,
      });
      return { ...counted, hits: { ...counted.hits, hits: [] } };
    }
  }

  private async create(
    index: string,
    template: { settings: unknown; mappings: unknown },
    settings: estypes.IndicesIndexSettings,
  ) {
    await this.client.indices.create({
      index,
      settings: { ...(template.settings as estypes.IndicesIndexSettings), ...settings },
      mappings: {
        ...(template.mappings as estypes.MappingTypeMapping),
        _meta: { [mappingsStampKey]: mappingsStamp },
      },
    });
  }

  private async bulk(index: string, rows: { id: number; doc: object }[]) {
    if (rows.length === 0) return;
    const operations = rows.flatMap((r) => [{ index: { _index: index, _id: String(r.id) } }, r.doc]);
    const result = await this.client.bulk({ operations });
    if (result.errors) {
      const first = result.items.find((item) => item.index?.error)?.index?.error;
      throw new Error(`bulk indexing into ${index} failed: ${first?.reason ?? 'unknown reason'}`);
    }
  }
}

function ids(result: estypes.SearchResponse<unknown>): number[] {
  return result.hits.hits.map((h) => Number((h.fields?.id as number[] | undefined)?.[0] ?? h._id));
}

function total(result: estypes.SearchResponse<unknown>): number {
  const t = result.hits.total;
  return typeof t === 'number' ? t : (t?.value ?? 0);
}

function bucketsOf(agg: { buckets?: unknown } | undefined): { key: string | number; doc_count: number }[] {
  const buckets = agg?.buckets;
  return Array.isArray(buckets) ? (buckets as { key: string | number; doc_count: number }[]) : [];
}
