import type { Category, Locale, ProductSets, ProductSummary, Variant, VariantDetail } from '@shop/contracts';
import { attributeByKey, attributeValueLabel, supplierFulfilmentFields } from '@shop/catalogue-schema';
import type {
  CatalogueCategory,
  CatalogueData,
  CatalogueProduct,
  CatalogueSupplier,
  CatalogueVariant,
} from '../domain';
import { toCategory, type VariantChange } from '../ports/catalogue-index';
import { PriceChanges } from './price-changes';

/** The records of one version of the catalogue, by id and slug. */
class Records {
  readonly variants = new Map<number, CatalogueVariant>();
  readonly products = new Map<number, CatalogueProduct>();
  readonly productsBySlug = new Map<string, CatalogueProduct>();
  readonly suppliers = new Map<number, CatalogueSupplier>();
  readonly suppliersBySlug = new Map<string, CatalogueSupplier>();
  readonly categoriesById = new Map<number, CatalogueCategory>();
  readonly categoriesBySlug = new Map<string, CatalogueCategory>();
  readonly variantsOfProduct = new Map<number, number[]>();
  /** Part variant id -> the set variants containing it. */
  readonly setsByPart = new Map<number, number[]>();
  /**
   * A code as buyers type it (codeKey) -> the variants with it: one per supplier that uses it.
   * Built on the first lookup by code (ordering by article number), not at every start.
   */
  private byCode: Map<string, number[]> | undefined;

  /**
   * The records are not copied (a change replaces its record: `CatalogueStore.change`) nor read
   * past what every variant holds at hand, so a start parses none (stored-variant.ts).
   */
  constructor(data: CatalogueData) {
    for (const v of data.variants) {
      this.variants.set(v.id, v);
      listOf(this.variantsOfProduct, v.productId).push(v.id);
      for (const part of v.parts) listOf(this.setsByPart, part.variantId).push(v.id);
    }
    for (const p of data.products) {
      this.products.set(p.id, p);
      this.productsBySlug.set(p.slug, p);
    }
    for (const stored of data.suppliers) {
      // A catalogue stored before suppliers had fulfilment records gets the catalogue's rule for them.
      const s = (stored as Partial<CatalogueSupplier>).email
        ? stored
        : { ...stored, ...supplierFulfilmentFields(stored.slug, stored.country) };
      this.suppliers.set(s.id, s);
      this.suppliersBySlug.set(s.slug, s);
    }
    for (const c of data.categories) {
      this.categoriesById.set(c.categoryid, c);
      this.categoriesBySlug.set(c.slug, c);
    }
  }

  variantsByCode(): Map<string, number[]> {
    if (!this.byCode) {
      this.byCode = new Map();
      // Codes never change: a change replaces a record, not its code.
      for (const v of this.variants.values()) listOf(this.byCode, codeKey(v.code)).push(v.id);
    }
    return this.byCode;
  }
}

/**
 * The catalogue's records, by id and slug, rendered into the contract shapes in the buyer's
 * language. The search engine answers which ids; this answers what they are.
 */
export class CatalogueStore {
  private records: Records;
  /** Which variants' prices changed since when, for carts priced in this process. */
  readonly priceChanges = new PriceChanges();

  constructor(
    data: CatalogueData,
    private readonly imageBase: string,
  ) {
    this.records = new Records(data);
  }

  /**
   * Every record anew, from a new import: built aside, then swapped in at once, so each request
   * reads the previous version or this one, never a mix.
   */
  replace(data: CatalogueData): void {
    this.records = new Records(data);
    this.priceChanges.everythingChanged();
  }

  variant(id: number): CatalogueVariant | undefined {
    return this.records.variants.get(id);
  }

  /**
   * The variants whose code is this one, as a buyer's system writes it (any case, spaces around).
   * A code is its supplier's article number, so two suppliers may use the same one.
   */
  variantsWithCode(code: string): CatalogueVariant[] {
    return (this.records.variantsByCode().get(codeKey(code)) ?? []).map((id) => this.records.variants.get(id)!);
  }

  product(id: number): CatalogueProduct | undefined {
    return this.records.products.get(id);
  }

  productBySlug(slug: string): CatalogueProduct | undefined {
    return this.records.productsBySlug.get(slug);
  }

  categoryById(id: number): CatalogueCategory | undefined {
    return this.records.categoriesById.get(id);
  }

  categoryBySlug(slug: string): CatalogueCategory | undefined {
    return this.records.categoriesBySlug.get(slug);
  }

  /** The category and its ancestors, root first (a cycle in bad data ends the walk). */
  lineage(categoryid: number): CatalogueCategory[] {
    const chain: CatalogueCategory[] = [];
    for (
      let at = this.records.categoriesById.get(categoryid);
      at && !chain.includes(at);
      at = at.parentid != null ? this.records.categoriesById.get(at.parentid) : undefined
    )
      chain.unshift(at);
    return chain;
  }

  supplier(id: number): CatalogueSupplier | undefined {
    return this.records.suppliers.get(id);
  }

  supplierBySlug(slug: string): CatalogueSupplier | undefined {
    return this.records.suppliersBySlug.get(slug);
  }

  /** Every supplier of the register, in id order. */
  allSuppliers(): CatalogueSupplier[] {
    return [...this.records.suppliers.values()];
  }

  variantIdsOfProduct(productId: number): number[] {
    return this.records.variantsOfProduct.get(productId) ?? [];
  }

  /** Products sold as sets that contain any of these variants, in id order. */
  setProductsContaining(variantIds: number[]): CatalogueProduct[] {
    const ids = new Set<number>();
    for (const id of variantIds)
      for (const set of this.records.setsByPart.get(id) ?? []) ids.add(this.records.variants.get(set)!.productId);
    return [...ids].sort((a, b) => a - b).flatMap((id) => this.records.products.get(id) ?? []);
  }

  /**
   * The variant with `change`, as a new record in place of the old: the records a start read
   * (shared with other instances, or parsed on first use) are never written to.
   */
  change(id: number, change: VariantChange): CatalogueVariant | undefined {
    const variant = this.records.variants.get(id);
    if (!variant) return undefined;
    const changed = Object.assign(
      // Of the same kind, so a record not yet parsed is still parsed on first use.
      Object.create(Object.getPrototypeOf(variant) as object) as CatalogueVariant,
      variant,
      Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
    );
    this.records.variants.set(id, changed);
    this.priceChanges.variantChanged(id);
    return changed;
  }

  category(c: CatalogueCategory, locale: Locale, variantCount: number): Category {
    return toCategory({ ...c, variantCount }, locale);
  }

  renderVariant(v: CatalogueVariant, locale: Locale): Variant {
    const product = this.records.products.get(v.productId);
    const supplier = this.records.suppliers.get(v.supplierId);
    const categories = product ? this.lineage(product.categoryid) : [];
    const attributeLine = Object.entries(v.attributes)
      .map(
        ([key, value]) =>
          `${attributeByKey.get(key)?.label[locale] ?? key}: ${attributeValueLabel(key, value, locale)}`,
      )
      .join('; ');
    return {
      id: v.id,
      code: v.code,
      title: v.title[locale],
      sale_price: v.sale_price,
      min_order: v.min_order,
      supplier: { id: v.supplierId, name: supplier?.name ?? '', slug: supplier?.slug ?? '' },
      // A hidden variant is out of the shop: whoever still has its id (a direct link, an old
      // cart, a guessed number) sees it, and the orders service prices it, as not available.
      availability: v.hidden ? 'not_available' : v.availability,
      description: `${product?.description[locale] ?? ''} ${attributeLine}.`.trim(),
      delivery_estimate: v.delivery_estimate,
      products: { id: v.productId, slug: product?.slug ?? '', title: product?.title[locale] ?? '' },
      product_categories: categories.map((c) => ({ categoryid: c.categoryid, slug: c.slug, title: c.title[locale] })),
      variant_pictures: v.pictures.map((path, i) => ({
        id: v.id * 10 + i,
        url: `${this.imageBase}/${path}`,
        is_main: i === 0,
      })),
      ...(v.volume_tiers?.length ? { volume_tiers: v.volume_tiers } : {}),
    };
  }

  renderVariantDetail(v: CatalogueVariant, locale: Locale): VariantDetail {
    return {
      ...this.renderVariant(v, locale),
      attributes: Object.entries(v.attributes).map(([key, value]) => ({
        key,
        label: attributeByKey.get(key)?.label[locale] ?? key,
        value,
        display: attributeValueLabel(key, value, locale),
      })),
      hidden: v.hidden,
      parts: this.renderParts(v, locale),
    };
  }

  /** A set's parts as its detail shows them (a hidden part too: the set cannot be had without it). */
  renderParts(v: CatalogueVariant, locale: Locale): VariantDetail['parts'] {
    return v.parts.flatMap((part) => {
      const variant = this.records.variants.get(part.variantId);
      return variant ? [{ quantity: part.quantity, variant: this.renderVariant(variant, locale) }] : [];
    });
  }

  /**
   * The product's variants that are sets, each with its parts, in id order: what the product page
   * lists under its table. A hidden set is left out, as the product's listing leaves it out.
   */
  renderSetsOfProduct(productId: number, locale: Locale): ProductSets {
    return this.variantIdsOfProduct(productId).flatMap((id) => {
      const v = this.records.variants.get(id)!;
      return !v.hidden && v.parts.length > 0
        ? [{ ...this.renderVariant(v, locale), parts: this.renderParts(v, locale) }]
        : [];
    });
  }

  renderProduct(p: CatalogueProduct, locale: Locale, minPrice: number, variantCount: number): ProductSummary {
    const supplier = this.records.suppliers.get(p.supplierId);
    const category = this.records.categoriesById.get(p.categoryid);
    const first = this.records.variants.get(this.variantIdsOfProduct(p.id)[0] ?? -1);
    const picture = first?.pictures[0];
    return {
      id: p.id,
      slug: p.slug,
      title: p.title[locale],
      description: p.description[locale],
      supplier: { id: p.supplierId, name: supplier?.name ?? '', slug: supplier?.slug ?? '' },
      category: { categoryid: p.categoryid, slug: category?.slug ?? '', title: category?.title[locale] ?? '' },
      min_price: minPrice,
      variantCount,
      is_set: p.isSet,
      picture: picture ? { id: (first?.id ?? 0) * 10, url: `${this.imageBase}/${picture}`, is_main: true } : null,
    };
  }
}

const codeKey = (code: string) => code.trim().toUpperCase();

/** The list under `key`, added empty when there is none: a start appends to it, not copies it. */
function listOf<K>(map: Map<K, number[]>, key: K): number[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}
