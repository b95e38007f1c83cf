import { localeHeader, VariantPriceSchema, type Locale, type VariantPrice } from '@shop/contracts';
import { replicaUrls, requestIdHeaders } from '@shop/service-kit';
import { ReplicaPool } from '@shop/service-kit/src/http/replica-pool';
import type { VariantCatalogue } from '../ports/variant-catalogue';

/** One GET on the catalogue's public contract: status and parsed body. */
export type CatalogueRequest = (path: string, locale: Locale) => Promise<{ status: number; body: unknown }>;

/**
 * Reads variants through GET /productVariant/{id}, the catalogue's public call. The transport is
 * HTTP to CATALOGUE_URL in production, or an in-process request to the same routes in embedded
 * mode, so both speak the one contract.
 */
export class CatalogueVariantClient implements VariantCatalogue {
  constructor(private readonly request: CatalogueRequest) {}

  async getVariants(ids: number[], locale: Locale): Promise<Map<number, VariantPrice>> {
    const unique = [...new Set(ids)];
    const found = await Promise.all(unique.map((id) => this.getVariant(id, locale)));
    return new Map(found.filter((v): v is VariantPrice => v !== null).map((v) => [v.id, v]));
  }

  private async getVariant(id: number, locale: Locale): Promise<VariantPrice | null> {
    const { status, body } = await this.request(`/productVariant/${id}`, locale);
    if (status === 404) return null;
    if (status !== 200) throw new Error(`catalogue answered ${status} for variant ${id}`);
    return VariantPriceSchema.parse(body);
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
