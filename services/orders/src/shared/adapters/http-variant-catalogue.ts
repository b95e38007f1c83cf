import { localeHeader, VariantDetailSchema, type Locale, type VariantPrice } from '@shop/contracts';
import { replicaUrls, requestIdHeaders } from '@shop/service-kit';
import { ReplicaPool } from '@shop/service-kit/replica-pool';
import type { ShownVariant, VariantCatalogue } from '../variant-catalogue';
import { LruMap } from './lru-map';

/** One GET on the catalogue's public contract: status and parsed body. */
export type CatalogueRequest = (path: string, locale: Locale) => Promise<{ status: number; body: unknown }>;

/** How long a variant read for pricing also serves the answer that shows it. */
const shownForMs = 10_000;
const shownKept = 5_000;

/**
 * Reads variants through GET /productVariant/{id}, the catalogue's public call. The transport is
 * HTTP to CATALOGUE_URL in production, or an in-process request to the same routes in embedded
 * mode, so both speak the one contract.
 *
 * A cart change reads its prices and then answers the cart with its variants as shown: both come
 * from one GET per line, so the variant read for the price is kept a few seconds for the answer.
 * Prices are never taken from what is kept.
 */
export class CatalogueVariantClient implements VariantCatalogue {
  private readonly shown = new LruMap<string, { variant: ShownVariant; until: number }>(shownKept);

  constructor(
    private readonly request: CatalogueRequest,
    private readonly now: () => number = Date.now,
  ) {}

  async getVariants(ids: number[], locale: Locale): Promise<Map<number, VariantPrice>> {
    const found = await this.read(ids, locale, false);
    return new Map(
      [...found].map(([id, v]) => [
        id,
        {
          id,
          code: v.code,
          title: v.title,
          sale_price: v.sale_price,
          min_order: v.min_order,
          availability: v.availability,
          ...(v.volume_tiers ? { volume_tiers: v.volume_tiers } : {}),
        },
      ]),
    );
  }

  showVariants(ids: number[], locale: Locale): Promise<Map<number, ShownVariant>> {
    return this.read(ids, locale, true);
  }

  private async read(ids: number[], locale: Locale, keptWillDo: boolean): Promise<Map<number, ShownVariant>> {
    const unique = [...new Set(ids)];
    const found = await Promise.all(
      unique.map((id) => (keptWillDo && this.kept(id, locale)) || this.getVariant(id, locale)),
    );
    return new Map(found.filter((v): v is ShownVariant => v !== null).map((v) => [v.id, v]));
  }

  private kept(id: number, locale: Locale): ShownVariant | undefined {
    const entry = this.shown.get(`${locale}:${id}`);
    return entry && entry.until > this.now() ? entry.variant : undefined;
  }

  private async getVariant(id: number, locale: Locale): Promise<ShownVariant | null> {
    const { status, body } = await this.request(`/productVariant/${id}`, locale);
    if (status === 404) return null;
    if (status !== 200) throw new Error(`catalogue answered ${status} for variant ${id}`);
    const { attributes: _attributes, hidden: _hidden, ...variant } = VariantDetailSchema.parse(body);
    this.shown.set(`${locale}:${id}`, { variant, until: this.now() + shownForMs });
    return variant;
  }
}

/** GETs to the catalogue's replicas (CATALOGUE_URL: one address or several, comma-separated), in turn. */
export function httpCatalogueRequest(
  baseUrls: string,
  replicas = new ReplicaPool(replicaUrls(baseUrls)),
): CatalogueRequest {
  return (path, locale) =>
    replicas.getJson(path, { [localeHeader]: locale, ...requestIdHeaders(), accept: 'application/json' });
}
