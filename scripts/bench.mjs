#!/usr/bin/env node
/**
 * Catalogue benchmark on the embedded engine: for 10,000 and 100,000 generated variants, the
 * index build time and memory, and p50/p95 of the calls buyers wait for, measured in the
 * service (app.inject: routing, validation, rendering included) and on the port alone.
 * Targets at 100,000 variants: search p95 < 10 ms, category listing with facets p95 < 20 ms.
 *
 *   npm run bench              both sizes
 *   npm run bench -- 50000     one size
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { tsImport } from 'tsx/esm/api';

// Memory figures mean something only after a full collection.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');

const { MemoryCatalogueIndex, Catalogue, catalogueService, seedCatalogue } = await tsImport(
  '../services/catalogue/src/index.ts',
  import.meta.url,
);
const { createServer, InProcessEventBus } = await tsImport('../packages/service-kit/src/index.ts', import.meta.url);

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const iterations = 300;

const typing = [
  ['fi', 'verk'],
  ['fi', 'verkkoa'],
  ['fi', 'aita'],
  ['fi', 'teräsp'],
  ['fi', 'kattotik'],
  ['de', 'zaun'],
  ['de', 'gitterz'],
  ['de', 'stahlr'],
  ['de', 'doppelstab'],
  ['de', 'schiebet'],
  ['en', 'steel pi'],
  ['en', 'grating'],
  ['et', 'aiapos'],
  ['de', 'stahlrhor'],
  ['fi', 'verkoaita'],
];
const fullPages = [
  ['fi', 'verkkoaita 1230'],
  ['de', 'gitterzaun anthrazit'],
  ['en', 'steel pipe 48'],
  ['de', 'trapezblech'],
  ['fi', 'ritilä'],
];
const listings = [
  ['fences', { colour: 'RAL 7016', height_mm: { min: 1000, max: 2000 } }, 'sale_price_desc'],
  ['pipes', { material: 'S355' }, 'title_asc'],
  ['sheets', { availability: 'available', thickness_mm: { min: 1, max: 4 } }, 'default'],
  ['beams-and-profiles', { length_mm: 6000 }, 'id_desc'],
  ['fences', {}, 'default'],
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(label, cases, run) {
  for (let i = 0; i < 20; i++) await run(cases[i % cases.length]);
  const times = [];
  for (let i = 0; i < iterations; i++) {
    const started = process.hrtime.bigint();
    await run(cases[i % cases.length]);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(58)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms   p95 ` +
      `${percentile(times, 95).toFixed(2).padStart(6)} ms`,
  );
}

async function bench(size) {
  console.log(`\n${size.toLocaleString('en')} variants`);
  let started = performance.now();
  const data = seedCatalogue('/static/images', size);
  console.log(
    `  generate catalogue: ${(performance.now() - started).toFixed(0)} ms (${data.products.length} products, ` +
      `${data.suppliers.length} suppliers)`,
  );

  gc();
  const before = process.memoryUsage();
  started = performance.now();
  const index = new MemoryCatalogueIndex();
  const catalogue = await Catalogue.load(index, data, '/static/images');
  const buildMs = performance.now() - started;
  gc();
  const after = process.memoryUsage();
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
  // Typed arrays (postings, columns, ranks) live outside the JS heap, in array buffers.
  console.log(
    `  index build: ${buildMs.toFixed(0)} ms, memory ` +
      `+${mb(after.heapUsed - before.heapUsed + after.arrayBuffers - before.arrayBuffers)} MB ` +
      `(heap +${mb(after.heapUsed - before.heapUsed)} MB, typed arrays ` +
      `+${mb(after.arrayBuffers - before.arrayBuffers)} MB; engine and rendering store, generated data not counted)`,
  );

  const app = await createServer({ logger: false });
  await app.register(catalogueService, { index, catalogue, bus: new InProcessEventBus() });
  await app.ready();
  const inject = async (url, locale) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const ids = new Map(data.categories.map((c) => [c.slug, c.categoryid]));
  const q = (f) => encodeURIComponent(JSON.stringify(f));

  console.log('  in the service (app.inject):');
  await measure('search as you type, page of 5 (/search/new)', typing, ([locale, term]) =>
    inject(`/search/new/${encodeURIComponent(term)}?range=[0,5]`, locale),
  );
  await measure('full search page, 20 + categories (/search/all)', fullPages, ([locale, term]) =>
    inject(`/search/all/${encodeURIComponent(term.replace(/ /g, '_'))}`, locale),
  );
  await measure('category listing: filters + sort, page of 10 (/by-category)', listings, ([slug, f, sort]) =>
    inject(`/productVariant/by-category/${slug}?f=${q(f)}&sort=${sort}&range=[0,10]`, 'de'),
  );
  await measure('facet counts under the same filters (/values)', listings, ([slug, f]) =>
    inject(`/productVariant/values/${ids.get(slug)}?f=${q(f)}`, 'de'),
  );
  await measure('listing and facets together (one category page)', listings, async ([slug, f, sort]) => {
    await inject(`/productVariant/by-category/${slug}?f=${q(f)}&sort=${sort}&range=[0,10]`, 'de');
    await inject(`/productVariant/values/${ids.get(slug)}?f=${q(f)}`, 'de');
  });

  console.log('  on the port alone (engine only):');
  await measure('search as you type, page of 5', typing, ([locale, term]) =>
    index.search({ term, locale, skip: 0, take: 5 }),
  );
  await measure('listing + facet counts', listings, async ([slug, f, sort]) => {
    const [field, direction = 'asc'] = sort === 'default' ? ['sorting'] : sort.split(/_(?=asc|desc)/);
    await index.list({
      categoryId: ids.get(slug),
      filters: f,
      sort: { field, direction },
      skip: 0,
      take: 10,
      locale: 'de',
    });
    await index.facets({ categoryId: ids.get(slug) }, f);
  });
  await app.close();
}

for (const size of sizes.length > 0 ? sizes : [10_000, 100_000]) await bench(size);
