import { locales, type Locale } from '@shop/contracts';
import type { CatalogueCategory, CatalogueData } from '../../domain';
import { partsOf, words } from '../memory/text';

/** A variant as Elasticsearch stores it: product, category and supplier fields copied in. */
export interface VariantDocument {
  id: number;
  productId: number;
  productSorting: number;
  sorting: number;
  code: string;
  code_rank: number;
  /** Kept as imported, not indexed: searches go to `words`. */
  title: Record<Locale, string>;
  /** Position in a title sort by each language's collation (Elasticsearch has no collation built in). */
  title_rank: Record<Locale, number>;
  /**
   * What a search matches, as the embedded engine's words (lower case, diacritics folded, split at
   * anything not a letter or digit: "0.7 mm" is "0 7 mm"), so both engines see the same words.
   */
  words: SearchText;
  /** The compound parts of those words (`partsOf`), so a part is found by a prefix query. */
  parts: SearchText;
  categoryIds: number[];
  supplierId: number;
  supplier_slug: string;
  availability: string;
  sale_price: number;
  hidden: boolean;
  attr_keys: string[];
  /** Every attribute value as text, for equality filters and facet terms. */
  attrs: Record<string, string>;
  /** Numeric attribute values, for range filters. */
  nums: Record<string, number>;
}

interface SearchText {
  title: Record<Locale, string>;
  category: Record<Locale, string>;
  supplier: string;
}

export function variantDocuments(data: CatalogueData): VariantDocument[] {
  const products = new Map(data.products.map((p) => [p.id, p]));
  const categories = new Map(data.categories.map((c) => [c.categoryid, c]));
  const suppliers = new Map(data.suppliers.map((s) => [s.id, s]));
  const lineage = (id: number | undefined) => {
    const chain: number[] = [];
    for (let at = id; at !== undefined && !chain.includes(at); at = categories.get(at)?.parentid ?? undefined)
      chain.push(at);
    return chain;
  };
  const rankBy = (compare: (a: number, b: number) => number) => {
    const order = data.variants.map((_, i) => i).sort(compare);
    const rank = new Array<number>(order.length);
    order.forEach((doc, position) => (rank[doc] = position));
    return rank;
  };
  const titleRanks = Object.fromEntries(
    locales.map((l) => {
      const collator = new Intl.Collator(l, { numeric: true, sensitivity: 'base' });
      return [
        l,
        rankBy(
          (a, b) =>
            collator.compare(data.variants[a]!.title[l], data.variants[b]!.title[l]) ||
            data.variants[a]!.id - data.variants[b]!.id,
        ),
      ];
    }),
  ) as Record<Locale, number[]>;
  const codeRank = rankBy((a, b) =>
    data.variants[a]!.code < data.variants[b]!.code ? -1 : data.variants[a]!.code > data.variants[b]!.code ? 1 : 0,
  );

  return data.variants.map((v, i) => {
    const product = products.get(v.productId);
    const chain = lineage(product?.categoryid);
    const supplier = suppliers.get(v.supplierId);
    const localized = (make: (l: Locale) => string) =>
      Object.fromEntries(locales.map((l) => [l, make(l)])) as Record<Locale, string>;
    const searchText = (of: (text: string) => string): SearchText => ({
      title: localized((l) => of(v.title[l])),
      category: localized((l) => of(chain.map((id) => categories.get(id)?.title[l] ?? '').join(' '))),
      supplier: of(supplier?.name ?? ''),
    });
    return {
      id: v.id,
      productId: v.productId,
      productSorting: product?.sorting ?? 0,
      sorting: v.sorting,
      code: v.code,
      code_rank: codeRank[i]!,
      title: localized((l) => v.title[l]),
      title_rank: Object.fromEntries(locales.map((l) => [l, titleRanks[l][i]!])) as Record<Locale, number>,
      words: searchText((text) => words(text).join(' ')),
      parts: searchText((text) => words(text).flatMap(partsOf).join(' ')),
      categoryIds: chain,
      supplierId: v.supplierId,
      supplier_slug: supplier?.slug ?? String(v.supplierId),
      availability: v.availability,
      sale_price: v.sale_price,
      hidden: v.hidden,
      attr_keys: Object.keys(v.attributes),
      attrs: Object.fromEntries(Object.entries(v.attributes).map(([k, value]) => [k, String(value)])),
      nums: Object.fromEntries(
        Object.entries(v.attributes).flatMap(([k, value]) => (typeof value === 'number' ? [[k, value]] : [])),
      ),
    };
  });
}

/** A category as Elasticsearch stores it: as the catalogue keeps it, with its title's words and parts. */
export function categoryDocument(category: CatalogueCategory) {
  const of = (split: (text: string) => string) =>
    Object.fromEntries(locales.map((l) => [l, split(category.title[l])])) as Record<Locale, string>;
  return {
    ...category,
    words: of((text) => words(text).join(' ')),
    parts: of((text) => words(text).flatMap(partsOf).join(' ')),
  };
}
