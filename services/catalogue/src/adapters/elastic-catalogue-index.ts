import { Client } from '@elastic/elasticsearch';
import { locales, type Category, type Locale } from '@shop/contracts';
import type { CatalogueCategory } from '../domain';
import { toCategory, type CatalogueIndex } from '../ports/catalogue-index';

const titleFields = Object.fromEntries(locales.map((l) => [l, { type: 'text' as const, fields: { raw: { type: 'keyword' as const } } }]));

/** The production engine. Index names carry a prefix so tests can use a throw-away namespace. */
export class ElasticCatalogueIndex implements CatalogueIndex {
  readonly kind = 'elasticsearch';
  private readonly client: Client;
  private readonly categoriesIndex: string;

  constructor(url: string, prefix = 'shop') {
    this.client = new Client({ node: url });
    this.categoriesIndex = `${prefix}-categories`;
  }

  async replaceCategories(categories: CatalogueCategory[]): Promise<void> {
    const index = this.categoriesIndex;
    if (await this.client.indices.exists({ index })) await this.client.indices.delete({ index });
    await this.client.indices.create({
      index,
      mappings: {
        properties: {
          categoryid: { type: 'integer' },
          parentid: { type: 'integer' },
          slug: { type: 'keyword' },
          title: { properties: titleFields },
          iconUrl: { type: 'keyword', index: false },
          sorting: { type: 'integer' },
          variantCount: { type: 'integer' },
        },
      },
    });
    if (categories.length > 0) {
      const operations = categories.flatMap((c) => [{ index: { _index: index, _id: String(c.categoryid) } }, c]);
      const result = await this.client.bulk({ operations, refresh: 'wait_for' });
      if (result.errors) throw new Error('bulk indexing of categories failed');
    }
  }

  async rootCategories(locale: Locale): Promise<Category[]> {
    const result = await this.client.search<CatalogueCategory>({
      index: this.categoriesIndex,
      size: 1000,
      query: { bool: { must_not: { exists: { field: 'parentid' } } } },
      sort: [{ sorting: 'asc' }],
    });
    return result.hits.hits.flatMap((hit) => (hit._source ? [toCategory(hit._source, locale)] : []));
  }

  /** Drops this adapter's indices (tests). */
  async destroy(): Promise<void> {
    await this.client.indices.delete({ index: this.categoriesIndex, ignore_unavailable: true });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
