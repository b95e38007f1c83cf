import type { Availability, DeliveryEstimate, Locale, VolumeTier } from '@shop/contracts';
import { locales } from '@shop/contracts';
import {
  attributeDefs,
  attributeValueLabel,
  buildCategoryTree,
  type AttributeDef,
  type AttributeValue,
  type CatalogueProduct,
  type CatalogueSupplier,
  type CatalogueVariant,
  type CategorySeed,
  type Localized,
} from '@shop/catalogue-schema';
import { Prng } from './prng';
import { deepGratingLine, productLines, series, type ProductLine } from './product-lines';
import { generateSuppliers, slugify } from './suppliers';

export interface CatalogueSeed {
  categories: CategorySeed[];
  attributes: AttributeDef[];
  suppliers: CatalogueSupplier[];
  products: CatalogueProduct[];
  variants: CatalogueVariant[];
}

export interface GenerateOptions {
  variants?: number;
  suppliers?: number;
  seed?: number;
}

const setName: Localized = { de: 'Zaunset', fi: 'Aitapaketti', en: 'Fence kit', et: 'Aiakomplekt' };
const setLengths = [10, 25, 50];

/** Every combination of axis values, as index lists (first axis slowest). */
function combinations(line: ProductLine): number[][] {
  return line.axes.reduce<number[][]>((acc, axis) => acc.flatMap((c) => axis.values.map((_, i) => [...c, i])), [[]]);
}

function deliveryEstimate(random: Prng): DeliveryEstimate {
  switch (random.int(0, 3)) {
    case 0:
      return { kind: 'from', days: random.int(1, 3) };
    case 1:
      return { kind: 'upTo', days: random.int(3, 5) };
    case 2:
      return { kind: 'exactly', days: random.int(1, 3) };
    default: {
      const min = random.int(1, 3);
      return { kind: 'range', min, max: min + 2 };
    }
  }
}

function availability(random: Prng): Availability {
  const r = random.next();
  return r < 0.8 ? 'available' : r < 0.92 ? 'out_of_stock' : 'not_available';
}

const localized = (make: (locale: Locale) => string): Localized =>
  Object.fromEntries(locales.map((l) => [l, make(l)])) as Localized;

const describe = (attributes: [string, AttributeValue][], locale: Locale) =>
  attributes.map(([key, value]) => attributeValueLabel(key, value, locale)).join(', ');

/** The suppliers, the seed's first draws: the register and the catalogue of one seed share them. */
function registerSuppliers(random: Prng, count: number): CatalogueSupplier[] {
  const roots = buildCategoryTree().filter((c) => c.parentid === null);
  return generateSuppliers(
    random,
    count,
    roots.map((r) => r.slug),
    new Map(roots.map((r) => [r.slug, r.title])),
  );
}

/**
 * The shop's supplier register alone, the same suppliers `generateCatalogue` of the seed has: what
 * a catalogue without products (production before its first import) knows, and what feeds name.
 */
export function generateSupplierRegister({
  suppliers = 120,
  seed = 20261123,
}: Omit<GenerateOptions, 'variants'> = {}): CatalogueSupplier[] {
  return registerSuppliers(new Prng(seed), suppliers);
}

/**
 * The whole catalogue, deterministic for a seed: suppliers, products of every subcategory with
 * several variants each, and fence kits sold as sets of other variants.
 */
export function generateCatalogue({
  variants: target = 10_500,
  suppliers: supplierCount = 120,
  seed = 20261123,
}: GenerateOptions = {}): CatalogueSeed {
  const random = new Prng(seed);
  const categories = buildCategoryTree();
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const suppliers = registerSuppliers(random, supplierCount);
  const byId = new Map(categories.map((c) => [c.categoryid, c]));
  const rootSlugOf = (categoryid: number) => {
    let c = byId.get(categoryid);
    while (c?.parentid != null) c = byId.get(c.parentid);
    return c?.slug ?? '';
  };
  const poolBySub = new Map(
    [...productLines, deepGratingLine].map((line) => {
      const sub = bySlug.get(line.subcategory);
      if (!sub) throw new Error(`product line for unknown subcategory ${line.subcategory}`);
      const pool = suppliers.filter((s) => s.families.includes(rootSlugOf(sub.categoryid)));
      return [line.subcategory, pool.length > 0 ? pool : suppliers];
    }),
  );

  const products: CatalogueProduct[] = [];
  const variants: CatalogueVariant[] = [];
  const setShare = target >= 200 ? 0.03 : 0;
  // The deep grating branch gets a few products of its own, taken out of the fence kits' share
  // so the catalogue still has exactly `target` variants.
  const deepTarget = target >= 200 ? Math.min(48, Math.round(target * 0.004)) : 0;
  const plainTarget = Math.ceil(target * (1 - setShare));

  /** One product of the line with several of its variants, the variants ending at `limit` at most. */
  const addProduct = (line: ProductLine, limit: number) => {
    const sub = bySlug.get(line.subcategory) as CategorySeed;
    const supplier = random.pick(poolBySub.get(line.subcategory) as CatalogueSupplier[]);
    const seriesIndex = random.int(0, series.length - 1);
    const seriesName = series[seriesIndex] as Localized;
    const name = random.pick([line.name, ...(line.altNames ?? [])]);
    const fixed: [string, AttributeValue][] = line.productAttributes.map((a) => [a.key, random.pick(a.values)]);
    const productId = products.length + 1;
    const priceFactor = [1, 1.2, 1.1, 0.92, 1.35][seriesIndex]! * (0.9 + random.next() * 0.25);
    const productSorting = random.int(0, 99_999);
    products.push({
      id: productId,
      slug: slugify(`${name.en} ${seriesName.en} ${productId}`),
      categoryid: sub.categoryid,
      supplierId: supplier.id,
      title: localized((l) => `${name[l]} ${seriesName[l]} ${describe(fixed, l)}`),
      description: localized((l) => `${line.use[l]} ${describe(fixed, l)}.`),
      sorting: productSorting,
      isSet: false,
    });

    const all = combinations(line);
    const wanted = Math.min(all.length, random.int(3, 12), limit - variants.length);
    const picked = new Set<number>();
    while (picked.size < wanted) picked.add(random.int(0, all.length - 1));
    const minOrder = random.pick(line.minOrder);
    const tiers = ownVolumeTiers(productId, minOrder);
    [...picked]
      .sort((a, b) => a - b)
      .forEach((comboIndex, position) => {
        const combo = all[comboIndex] as number[];
        const axisValues: [string, AttributeValue][] = line.axes.map((axis, i) => [
          axis.key,
          axis.values[combo[i]!] as AttributeValue,
        ]);
        const attributes: Record<string, AttributeValue> = Object.fromEntries([...fixed, ...axisValues]);
        Object.assign(attributes, line.derive?.(attributes));
        const steps = line.axes.reduce((f, axis, i) => f * (1 + (line.priceStep[axis.key] ?? 0) * combo[i]!), 1);
        const id = variants.length + 1;
        const main = 1 + (productId % 3);
        variants.push({
          id,
          productId,
          code: `${line.code}-${String(id).padStart(6, '0')}`,
          title: localized((l) => `${name[l]} ${seriesName[l]} ${describe([...fixed, ...axisValues], l)}`),
          sale_price: Math.max(10, Math.round((line.basePrice * priceFactor * Math.max(0.3, steps)) / 10) * 10),
          min_order: minOrder,
          ...(tiers ? { volume_tiers: tiers } : {}),
          supplierId: supplier.id,
          availability: availability(random),
          delivery_estimate: deliveryEstimate(random),
          attributes,
          pictures: [main, ...[1, 2, 3].filter((n) => n !== main)]
            .slice(0, random.int(2, 3))
            .map((n) => `products/${line.subcategory}-${n}.png`),
          sorting: productSorting * 100 + position,
          hidden: random.chance(0.02),
          parts: [],
        });
      });
  };

  for (let k = 0; variants.length < plainTarget; k++)
    addProduct(productLines[k % productLines.length] as ProductLine, plainTarget);

  addFenceKits(random, target - deepTarget, products, variants, bySlug);
  // Appended last: the ids of everything before stay what they were before the branch existed.
  while (variants.length < target) addProduct(deepGratingLine, target);
  return { categories, attributes: attributeDefs, suppliers, products, variants };
}

/**
 * Every eighth product's supplier gives its own volume tiers (from its minimum's 10-, 50- and
 * 200-fold: 4, 7 and 12 %); the rest have the shop-wide ones. Chosen by the product's id, not
 * drawn: the generator's random sequence, and so every other record, stays as it was.
 */
function ownVolumeTiers(productId: number, minOrder: number): VolumeTier[] | undefined {
  if (productId % 8 !== 5) return undefined;
  return [
    { min_quantity: minOrder * 10, percent: 4 },
    { min_quantity: minOrder * 50, percent: 7 },
    { min_quantity: minOrder * 200, percent: 12 },
  ];
}

/** Fence kits: panels, posts and clamps of one colour sold together for a length of fence. */
function addFenceKits(
  random: Prng,
  target: number,
  products: CatalogueProduct[],
  variants: CatalogueVariant[],
  bySlug: Map<string, CategorySeed>,
) {
  const productOf = new Map(products.map((p) => [p.id, p]));
  const inCategory = (slug: string) => {
    const id = bySlug.get(slug)?.categoryid;
    return variants.filter((v) => productOf.get(v.productId)?.categoryid === id && !v.hidden);
  };
  const panels = inCategory('welded-mesh-panels');
  const posts = inCategory('fence-posts');
  const clamps = inCategory('post-fittings');
  if (panels.length === 0 || posts.length === 0 || clamps.length === 0) return;

  while (variants.length < target) {
    const panel = random.pick(panels);
    const colour = panel.attributes.colour;
    const post = random.pick(sameColour(posts, colour));
    const clamp = random.pick(sameColour(clamps, colour));
    const panelProduct = productOf.get(panel.productId) as CatalogueProduct;
    const productId = products.length + 1;
    const product: CatalogueProduct = {
      id: productId,
      slug: slugify(`fence kit ${panel.code} ${productId}`),
      categoryid: panelProduct.categoryid,
      supplierId: panel.supplierId,
      title: localized((l) => `${setName[l]} ${panel.title[l]}`),
      description: localized((l) => panelProduct.description[l]),
      sorting: random.int(0, 99_999),
      isSet: true,
    };
    products.push(product);
    productOf.set(productId, product);
    for (const [position, metres] of setLengths.entries()) {
      if (variants.length >= target) break;
      const panelCount = Math.ceil(metres / 2.5);
      const clampPacks = Math.max(1, Math.ceil(((panelCount + 1) * 4) / Number(clamp.attributes.pack_size ?? 10)));
      const parts = [
        { variantId: panel.id, quantity: panelCount },
        { variantId: post.id, quantity: panelCount + 1 },
        { variantId: clamp.id, quantity: clampPacks },
      ];
      const price = parts.reduce((sum, p) => sum + (variants[p.variantId - 1]?.sale_price ?? 0) * p.quantity, 0);
      const id = variants.length + 1;
      variants.push({
        id,
        productId,
        code: `SET-${String(id).padStart(6, '0')}`,
        title: localized((l) => `${setName[l]} ${metres} m ${panel.title[l]}`),
        // A kit costs 5 % less than its parts bought one by one.
        sale_price: Math.round((price * 0.95) / 10) * 10,
        min_order: 1,
        supplierId: panel.supplierId,
        availability: [panel, post, clamp].every((v) => v.availability === 'available') ? 'available' : 'out_of_stock',
        delivery_estimate: panel.delivery_estimate,
        attributes: {
          height_mm: panel.attributes.height_mm ?? 0,
          colour: colour ?? 'ZN',
          length_mm: metres * 1000,
          coating: panel.attributes.coating ?? 'hdg',
        },
        pictures: panel.pictures,
        sorting: product.sorting * 100 + position,
        hidden: false,
        parts,
      });
    }
  }
}

/** Variants of the colour when there are any, else all: a kit is better in a neutral post than not at all. */
function sameColour(candidates: CatalogueVariant[], colour: AttributeValue | undefined): CatalogueVariant[] {
  const matching = candidates.filter((v) => v.attributes.colour === colour);
  return matching.length > 0 ? matching : candidates;
}
