import { Client, type estypes } from '@elastic/elasticsearch';
import type { CatalogueSource, StoredCatalogue } from '../../ports/catalogue-source';
import { retireIndices, swapAliases, versionStamp } from './aliases';

type RecordKind = 'supplier' | 'product' | 'variant';

/** One record of the catalogue; `seq` keeps the order of its list, across all three lists. */
interface SourceDocument {
  kind: RecordKind | 'version';
  seq: number;
  record: object;
}

/** The version's own document (seq 0): read in the same snapshot as the records it counts. */
interface VersionRecord {
  format: number;
  suppliers: number;
  products: number;
  variants: number;
}

/** The records' layout: a reader refuses another rather than guess what it means. */
const format = 1;
const bulkSize = 5000;
/** Elasticsearch answers at most 10,000 hits a page (index.max_result_window). */
const defaultPageSize = 5000;
/** How often a read starts again when an import retired the version it was reading. */
const readAttempts = 3;

const lists: Record<RecordKind, keyof StoredCatalogue> = {
  supplier: 'suppliers',
  product: 'products',
  variant: 'variants',
};

export interface ElasticCatalogueSourceOptions {
  /** How long a replaced version stays, so replicas that were reading it finish (default 5 s). */
  retireAfterMs?: number;
  /** Documents per page of a read. */
  pageSize?: number;
}

/**
 * Production's catalogue source: each import writes a new index `<prefix>-catalogue-source-<stamp>`
 * (one document per supplier, product and variant, the record kept as it is, not indexed), refreshes
 * it and only then moves the alias `<prefix>-catalogue-source` to it, as the search index does. A
 * replica reads through a point in time on the alias, page by page (search_after): one version
 * whole, even while an import swaps the alias. A write that fails deletes its new index and leaves
 * the alias where it was.
 */
export class ElasticCatalogueSource implements CatalogueSource {
  readonly kind = 'elasticsearch';
  readonly location: string;
  readonly logLines = {
    read: 'catalogue read from Elasticsearch',
    demoWritten: 'no catalogue in Elasticsearch: wrote the demo catalogue',
    empty:
      'the catalogue is empty: nothing imported into Elasticsearch yet; ' +
      "import the shop's catalogue with the import command",
  };
  private readonly client: Client;
  private readonly retireAfterMs: number;
  private readonly pageSize: number;

  constructor(url: string, prefix = 'shop', options: ElasticCatalogueSourceOptions = {}) {
    this.client = new Client({ node: url });
    this.location = `${prefix}-catalogue-source`;
    this.retireAfterMs = options.retireAfterMs ?? 5_000;
    this.pageSize = options.pageSize ?? defaultPageSize;
  }

  async read(): Promise<StoredCatalogue | undefined> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.readVersion();
      } catch (error) {
        // The version was retired under the read (an import swapped the alias): the new one is live.
        if (attempt === readAttempts || !versionGone(error)) throw error;
      }
    }
  }

  async replace(catalogue: StoredCatalogue): Promise<void> {
    const index = `${this.location}-${versionStamp()}`;
    await this.client.indices.create({
      index,
      settings: { number_of_shards: 1, auto_expand_replicas: '0-1' },
      mappings: {
        dynamic: 'strict',
        properties: {
          kind: { type: 'keyword' },
          seq: { type: 'integer' },
          record: { type: 'object', enabled: false },
        },
      },
    });
    try {
      const documents = sourceDocuments(catalogue);
      for (let i = 0; i < documents.length; i += bulkSize) await this.bulk(index, documents.slice(i, i + bulkSize));
      await this.client.indices.refresh({ index });
    } catch (error) {
      await this.client.indices.delete({ index, ignore_unavailable: true });
      throw error;
    }
    const retired = await swapAliases(this.client, [{ alias: this.location, index }]);
    await retireIndices(this.client, retired, this.retireAfterMs);
  }

  /** Removes every version of this prefix (tests). */
  async destroy(): Promise<void> {
    const names = await this.versions();
    if (names.length > 0) await this.client.indices.delete({ index: names, ignore_unavailable: true });
  }

  /** The indices of every version still kept, live or about to be retired (tests). */
  async versions(): Promise<string[]> {
    const indices = await this.client.indices.get({
      index: `${this.location}-*`,
      allow_no_indices: true,
      ignore_unavailable: true,
    });
    return Object.keys(indices);
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private async readVersion(): Promise<StoredCatalogue | undefined> {
    if (!(await this.client.indices.existsAlias({ name: this.location }))) return undefined;
    let pit = (await this.client.openPointInTime({ index: this.location, keep_alive: '1m' })).id;
    try {
      const stored: StoredCatalogue = { suppliers: [], products: [], variants: [] };
      let version: VersionRecord | undefined;
      let after: estypes.SortResults | undefined;
      for (;;) {
        const page = await this.client.search<SourceDocument>({
          pit: { id: pit, keep_alive: '1m' },
          size: this.pageSize,
          sort: [{ seq: 'asc' }],
          track_total_hits: false,
          ...(after ? { search_after: after } : {}),
        });
        pit = page.pit_id ?? pit;
        for (const { _source: document } of page.hits.hits) {
          if (!document) continue;
          if (document.kind === 'version') version = document.record as VersionRecord;
          else (stored[lists[document.kind]] as object[]).push(document.record);
        }
        const last = page.hits.hits.at(-1);
        if (!last || page.hits.hits.length < this.pageSize) break;
        after = last.sort;
      }
      return checked(this.location, version, stored);
    } finally {
      await this.client.closePointInTime({ id: pit }).catch(() => undefined);
    }
  }

  private async bulk(index: string, documents: SourceDocument[]): Promise<void> {
    const operations = documents.flatMap((d) => [{ index: { _index: index, _id: String(d.seq) } }, d]);
    const result = await this.client.bulk({ operations });
    if (result.errors) {
      const first = result.items.find((item) => item.index?.error)?.index?.error;
      throw new Error(`writing the catalogue into ${index} failed: ${first?.reason ?? 'unknown reason'}`);
    }
  }
}

/** The version document, then every supplier, product and variant in its list's order. */
function sourceDocuments(catalogue: StoredCatalogue): SourceDocument[] {
  const version: VersionRecord = {
    format,
    suppliers: catalogue.suppliers.length,
    products: catalogue.products.length,
    variants: catalogue.variants.length,
  };
  const documents: SourceDocument[] = [{ kind: 'version', seq: 0, record: version }];
  for (const kind of ['supplier', 'product', 'variant'] as const)
    for (const record of catalogue[lists[kind]]) documents.push({ kind, seq: documents.length, record });
  return documents;
}

/** The records read, once they are all of the version that counted them. */
function checked(alias: string, version: VersionRecord | undefined, stored: StoredCatalogue): StoredCatalogue {
  if (!version || version.format !== format)
    throw new Error(`${alias} is in format ${version?.format}; this catalogue reads format ${format}`);
  const counts = (['suppliers', 'products', 'variants'] as const).filter(
    (list) => stored[list].length !== version[list],
  );
  if (counts.length > 0)
    throw new Error(`${alias} lacks records its version counts (${counts.join(', ')}): import the catalogue again`);
  return stored;
}

/** The version a read was on is no longer there: its index deleted, its point in time gone with it. */
function versionGone(error: unknown): boolean {
  const meta = (error as { meta?: { statusCode?: number; body?: unknown } }).meta;
  if (meta?.statusCode === 404) return true;
  return /search_context_missing|index_not_found|no_shard_available/.test(JSON.stringify(meta?.body ?? ''));
}
