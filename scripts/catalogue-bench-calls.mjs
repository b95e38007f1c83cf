// What the catalogue benches ask for, and the data file they ask it of.
import { tsImport } from 'tsx/esm/api';

/**
 * Words buyers type, each sent as every prefix the search bar sends: from its third letter on
 * (searchMinChars in mf-catalogue; the service refuses shorter terms), "zau", "zaun"...
 */
const typed = [
  ['de', 'zaun'],
  ['de', 'gitterzaun'],
  ['de', 'doppelstabmatte'],
  ['de', 'stahlrohr'],
  ['fi', 'verkkoaita'],
  ['fi', 'ritilä'],
  ['en', 'steel pipe'],
  ['et', 'aiapost'],
];
const searchMinChars = 3;
/** Each [locale, prefix] the search bar sends while the words above are typed. */
export const prefixStream = typed.flatMap(([locale, word]) =>
  [...word]
    .map((_, i) => [locale, word.slice(0, i + 1)])
    .filter(([, prefix]) => prefix.trim().length >= searchMinChars),
);
const suggestions = 5;
/** The search bar's call for a typed prefix, and its language. */
export const searchUrl = ([locale, prefix]) => [
  `/search/new/${encodeURIComponent(prefix)}?range=[0,${suggestions}]`,
  locale,
];

/** Category pages: the category, its filters and its sort. */
export const categoryPages = [
  ['welded-mesh-panels', { colour: 'RAL 7016', height_mm: { min: 1000, max: 2000 } }, 'sale_price_desc'],
  ['fences', {}, 'default'],
  ['pipes', { material: 'S355' }, 'title_asc'],
  ['sheets', { availability: 'available', thickness_mm: { min: 1, max: 4 } }, 'default'],
  ['beams-and-profiles', { length_mm: 6000 }, 'id_desc'],
];
const pageSize = 10;

const q = (value) => encodeURIComponent(JSON.stringify(value));
/** What the category page asks for at once: the shell's tree, the category, a page of variants, facets. */
export const categoryPageUrls = ([slug, f, sort]) => [
  '/category/rootCategories',
  `/category/by-slug/${slug}`,
  `/productVariant/by-category/${slug}?range=[0,${pageSize}]&f=${q(f)}${sort === 'default' ? '' : `&sort=${sort}`}`,
  `/productVariant/values/${slug}?f=${q(f)}`,
];

/** The generated catalogue of `size` variants (the tests' seed, as the demo's first start stores its 10,500). */
export async function generatedCatalogue(size) {
  const { seedCatalogue } = await tsImport('../services/catalogue/test/seed.ts', import.meta.url);
  return seedCatalogue('/static/images', size);
}

/**
 * Writes the catalogue's data file of `size` variants in `dataDir`, as the demo's first start would;
 * `catalogue`: the generated one when the caller has it already.
 */
export async function writeDataFile(dataDir, size, catalogue) {
  const { catalogueFileOf, writeCatalogueFile } = await tsImport(
    '../services/catalogue/src/adapters/file/catalogue-file.ts',
    import.meta.url,
  );
  const { categories: _, ...records } = catalogue ?? (await generatedCatalogue(size));
  await writeCatalogueFile(catalogueFileOf(dataDir), records);
}
