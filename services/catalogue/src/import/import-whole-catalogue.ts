import { buildCategoryTree } from '@shop/catalogue-schema';
import type { CatalogueSource, StoredCatalogue } from '../ports/catalogue-source';

export type WholeCatalogueResult = { ok: true; catalogue: StoredCatalogue } | { ok: false; problems: string[] };

/** The file's records, or why it is no catalogue: a data file of a shop, or the generator's output. */
function recordsOf(text: string): StoredCatalogue | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return `not JSON (${(error as Error).message})`;
  }
  const { format, suppliers, products, variants } = (parsed ?? {}) as Record<string, unknown>;
  if (format !== undefined && format !== 1)
    return `a data file in format ${String(format)}; this import reads format 1`;
  if (!Array.isArray(suppliers) || !Array.isArray(products) || !Array.isArray(variants))
    return 'no catalogue: it needs the lists "suppliers", "products" and "variants"';
  return { suppliers, products, variants } as StoredCatalogue;
}

/** Records that point at what the catalogue does not have, each named once by its first id. */
function danglingReferences({ suppliers, products, variants }: StoredCatalogue): string[] {
  const categories = new Set(buildCategoryTree().map((c) => c.categoryid));
  const supplierIds = new Set(suppliers.map((s) => s.id));
  const productIds = new Set(products.map((p) => p.id));
  const variantIds = new Set(variants.map((v) => v.id));
  const problems = [
    ...products
      .filter((p) => !supplierIds.has(p.supplierId) || !categories.has(p.categoryid))
      .map((p) => `product ${p.id} (${p.slug}): its supplier ${p.supplierId} or category ${p.categoryid} is unknown`),
    ...variants
      .filter((v) => !productIds.has(v.productId) || !supplierIds.has(v.supplierId))
      .map((v) => `variant ${v.id} (${v.code}): its product ${v.productId} or supplier ${v.supplierId} is unknown`),
    ...variants
      .filter((v) => v.parts.some((part) => !variantIds.has(part.variantId)))
      .map((v) => `variant ${v.id} (${v.code}): a part is no variant of the catalogue`),
  ];
  return problems;
}

/**
 * A whole catalogue (suppliers, products, variants; `text` as a file holds it) replacing what the
 * source holds: a first load, or a move from another shop. Nothing is written when the text is no
 * catalogue or names records it lacks.
 */
export async function importWholeCatalogue(text: string, source: CatalogueSource): Promise<WholeCatalogueResult> {
  const records = recordsOf(text);
  if (typeof records === 'string') return { ok: false, problems: [records] };
  const problems = danglingReferences(records);
  if (problems.length > 0) return { ok: false, problems };
  await source.replace(records);
  return { ok: true, catalogue: records };
}
