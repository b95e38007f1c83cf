import type { Availability, CatalogueFeedRecord, FeedText } from '@shop/contracts';
import { attributeByKey, type CategorySeed, type Localized } from '@shop/catalogue-schema';
import type { StoredCatalogue } from '../ports/catalogue-source';
import type { CatalogueProduct, CatalogueSupplier, CatalogueVariant } from '../domain';
import type { FeedLine, FeedProblem } from './read-feed';

export interface MergeSummary {
  addedVariants: number;
  updatedVariants: number;
  addedProducts: number;
}

export type Merged =
  { ok: true; catalogue: StoredCatalogue; summary: MergeSummary } | { ok: false; problems: FeedProblem[] };

const text = (t: FeedText): Localized => ({ de: t.de, fi: t.fi ?? t.de, en: t.en ?? t.de, et: t.et ?? t.de });
const sameText = (a: FeedText, b: FeedText) => JSON.stringify(text(a)) === JSON.stringify(text(b));
const availabilityOf = (stock: CatalogueFeedRecord['stock']): Availability =>
  typeof stock === 'number' ? (stock > 0 ? 'available' : 'out_of_stock') : stock;
const variantKey = (supplierId: number, sku: string) => `${supplierId}/${sku}`;

/** Why an attribute of a record does not fit the shop's attribute of that key, or nothing. */
function attributeProblem(key: string, value: string | number): string | undefined {
  const def = attributeByKey.get(key);
  if (!def) return `attributes.${key}: the shop has no attribute "${key}"`;
  if (def.type === 'number' && typeof value !== 'number') return `attributes.${key}: must be a number`;
  if (def.type === 'text' && typeof value !== 'string') return `attributes.${key}: must be a text code`;
  return undefined;
}

/**
 * The stored catalogue with a supplier feed merged in: a record updates the supplier's variant of
 * the same article number or adds one; a product is matched by its slug. Every record is checked
 * against the shop (its supplier, category, attributes, parts) and against the other records of
 * its product before anything is applied, so a feed with any problem changes nothing.
 */
export function mergeFeed(
  stored: StoredCatalogue,
  lines: FeedLine[],
  categories: CategorySeed[],
  supplierOfFile?: string,
): Merged {
  const problems: FeedProblem[] = [];
  const suppliers = new Map(stored.suppliers.map((s) => [s.slug, s]));
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  const productBySlug = new Map(stored.products.map((p) => [p.slug, p]));
  const variantIndex = new Map(stored.variants.map((v, i) => [variantKey(v.supplierId, v.code), i]));
  const lineOfKey = new Map<string, number>();
  const firstOfProduct = new Map<string, FeedLine>();
  const accepted: { line: FeedLine; supplier: CatalogueSupplier }[] = [];

  for (const feedLine of lines) {
    const { line, record } = feedLine;
    const before = problems.length;
    const problem = (message: string) => problems.push({ line, sku: record.sku, message });
    const supplierSlug = record.supplier ?? supplierOfFile;
    const supplier = supplierSlug ? suppliers.get(supplierSlug) : undefined;
    if (!supplierSlug) problem('supplier: not given (name it in the record or with --supplier)');
    else if (supplierOfFile && record.supplier && record.supplier !== supplierOfFile)
      problem(`supplier: "${record.supplier}", but the file is imported for "${supplierOfFile}"`);
    else if (!supplier) problem(`supplier: the shop has no supplier "${supplierSlug}"`);
    if (!categoryBySlug.has(record.category)) problem(`category: the shop has no category "${record.category}"`);
    for (const [key, value] of Object.entries(record.attributes)) {
      const wrong = attributeProblem(key, value);
      if (wrong) problem(wrong);
    }
    if (supplier) {
      const key = variantKey(supplier.id, record.sku);
      const earlier = lineOfKey.get(key);
      if (earlier !== undefined) problem(`sku: "${record.sku}" is also on line ${earlier}`);
      else lineOfKey.set(key, line);
      const existing = productBySlug.get(record.product);
      if (existing && existing.supplierId !== supplier.id)
        problem(`product: "${record.product}" is another supplier's product`);
    }
    // Records of a product are compared with its first record that was fine on its own.
    const first = firstOfProduct.get(record.product);
    if (!first) {
      if (problems.length === before) firstOfProduct.set(record.product, feedLine);
    } else {
      const other = first.record;
      const differs = (field: string) => problem(`${field}: differs from line ${first.line} of the same product`);
      if (other.category !== record.category) differs('category');
      if (!sameText(other.product_title, record.product_title)) differs('product_title');
      if (
        !sameText(other.product_description ?? other.product_title, record.product_description ?? record.product_title)
      )
        differs('product_description');
      if ((other.supplier ?? supplierOfFile) !== supplierSlug) differs('supplier');
    }
    if (problems.length === before && supplier) accepted.push({ line: feedLine, supplier });
  }
  for (const { line, supplier } of accepted) {
    for (const part of line.record.parts) {
      const key = variantKey(supplier.id, part.sku);
      if (part.sku === line.record.sku)
        problems.push({ line: line.line, sku: line.record.sku, message: 'parts: a set cannot contain itself' });
      else if (!lineOfKey.has(key) && !variantIndex.has(key))
        problems.push({
          line: line.line,
          sku: line.record.sku,
          message: `parts: no article "${part.sku}" of ${supplier.slug} in this feed or in the shop`,
        });
    }
  }
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
  return { ok: true, ...applied(stored, accepted, categoryBySlug, productBySlug, variantIndex) };
}

function applied(
  stored: StoredCatalogue,
  accepted: { line: FeedLine; supplier: CatalogueSupplier }[],
  categoryBySlug: Map<string, CategorySeed>,
  productBySlug: Map<string, CatalogueProduct>,
  variantIndex: Map<string, number>,
): { catalogue: StoredCatalogue; summary: MergeSummary } {
  const products = stored.products.slice();
  const variants = stored.variants.slice();
  const productIndex = new Map(products.map((p, i) => [p.id, i]));
  const variantCountOf = new Map<number, number>();
  for (const v of variants) variantCountOf.set(v.productId, (variantCountOf.get(v.productId) ?? 0) + 1);
  const highest = <T>(rows: T[], of: (row: T) => number) => rows.reduce((max, row) => Math.max(max, of(row)), 0);
  let nextProductId = highest(products, (p) => p.id) + 1;
  let nextVariantId = highest(variants, (v) => v.id) + 1;
  // New products go to the end of the curated order.
  let nextSorting = highest(products, (p) => p.sorting) + 1;
  const summary: MergeSummary = { addedVariants: 0, updatedVariants: 0, addedProducts: 0 };
  const setProducts = new Set(
    accepted.filter(({ line }) => line.record.parts.length > 0).map(({ line }) => line.record.product),
  );

  const productFor = (record: CatalogueFeedRecord, supplier: CatalogueSupplier): CatalogueProduct => {
    const existing = productBySlug.get(record.product);
    const product: CatalogueProduct = {
      id: existing?.id ?? nextProductId++,
      slug: record.product,
      categoryid: categoryBySlug.get(record.category)!.categoryid,
      supplierId: supplier.id,
      title: text(record.product_title),
      description: text(record.product_description ?? record.product_title),
      sorting: existing?.sorting ?? nextSorting++,
      isSet: setProducts.has(record.product),
    };
    if (existing) products[productIndex.get(existing.id)!] = product;
    else {
      productIndex.set(product.id, products.push(product) - 1);
      summary.addedProducts++;
    }
    productBySlug.set(product.slug, product);
    return product;
  };

  const mergedProducts = new Map<string, CatalogueProduct>();
  const idOf = new Map<string, number>();
  const pending: { index: number; record: CatalogueFeedRecord; supplierId: number }[] = [];
  for (const { line, supplier } of accepted) {
    const { record } = line;
    let product = mergedProducts.get(record.product);
    if (!product) mergedProducts.set(record.product, (product = productFor(record, supplier)));
    const key = variantKey(supplier.id, record.sku);
    const at = variantIndex.get(key);
    const existing = at === undefined ? undefined : variants[at];
    const position = existing?.productId === product.id ? undefined : (variantCountOf.get(product.id) ?? 0);
    if (position !== undefined) variantCountOf.set(product.id, position + 1);
    const variant: CatalogueVariant = {
      id: existing?.id ?? nextVariantId++,
      productId: product.id,
      code: record.sku,
      title: text(record.title),
      sale_price: record.price_cents,
      min_order: record.min_order,
      ...(record.volume_tiers.length > 0 ? { volume_tiers: record.volume_tiers } : {}),
      supplierId: supplier.id,
      availability: availabilityOf(record.stock),
      delivery_estimate: record.delivery,
      attributes: record.attributes,
      pictures: record.pictures,
      sorting: position === undefined ? existing!.sorting : product.sorting * 100 + position,
      hidden: record.hidden,
      parts: [],
    };
    const index = at ?? variants.push(variant) - 1;
    variants[index] = variant;
    if (existing) summary.updatedVariants++;
    else summary.addedVariants++;
    idOf.set(key, variant.id);
    pending.push({ index, record, supplierId: supplier.id });
  }
  // Parts are resolved once every article of the feed has its id.
  for (const { index, record, supplierId } of pending) {
    const variant = variants[index]!;
    variant.parts = record.parts.map((part) => {
      const key = variantKey(supplierId, part.sku);
      return { variantId: idOf.get(key) ?? variants[variantIndex.get(key)!]!.id, quantity: part.quantity };
    });
  }
  return { catalogue: { suppliers: stored.suppliers, products, variants }, summary };
}
