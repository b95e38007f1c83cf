import { extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { ElasticCatalogueIndex } from '../adapters/elastic/elastic-catalogue-index';
import { catalogueConfigFromEnv, type CatalogueConfig } from '../config';
import type { CatalogueData } from '../domain';
import { seedCategories } from '../seed';
import { loadCatalogueData } from '../stored/load-catalogue';
import { importCatalogueFile } from './import-catalogue-file';
import { importFeed } from './import-feed';
import type { FeedProblem } from './read-feed';

const usage =
  'usage: npm run catalogue:import -- <feed.jsonl | feed.csv> [--supplier <supplier slug>]\n' +
  '  merges the feed into DATA_DIR/catalogue/catalogue.json (DATA_DIR: default ./data)\n' +
  '       npm run catalogue:import -- <catalogue.json>\n' +
  '  replaces the data file with a whole catalogue (suppliers, products, variants)\n' +
  '       npm run catalogue:import -- --reindex\n' +
  '  rebuilds the search index at ELASTICSEARCH_URL from the data file\n' +
  'In the images: node services/catalogue/dist/import.js with the same arguments.';

/** Builds new indices from `data` and swaps the aliases: the one writer of the index replicas read. */
async function rebuildIndex(config: CatalogueConfig, data: Omit<CatalogueData, 'categories'>): Promise<void> {
  if (!config.elasticsearch) return;
  const index = new ElasticCatalogueIndex(config.elasticsearch.url, config.elasticsearch.indexPrefix);
  try {
    await index.replaceCatalogue({ categories: seedCategories(config.imageBase), ...data });
  } finally {
    await index.close();
  }
  console.log(`Search index rebuilt at ${config.elasticsearch.url} (${data.variants.length} variants).`);
}

/** The data file's own log lines (which file, how many variants) on the terminal. */
const consoleLog: Pick<FastifyBaseLogger, 'info' | 'warn'> = {
  info: (details: object, message?: string) => console.log(message, details),
  warn: (details: object, message?: string) => console.warn(message, details),
};

const describe = (p: FeedProblem) => `  line ${p.line}${p.sku ? ` (${p.sku})` : ''}: ${p.message}`;

/**
 * `npm run catalogue:import` (precompiled for the images: dist/import.js): a supplier feed, or a
 * whole catalogue file, into the catalogue's data file; with ELASTICSEARCH_URL, the search index
 * rebuilt from it. Exit code 1 when nothing was imported.
 */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { supplier: { type: 'string' }, reindex: { type: 'boolean' } },
  });
  const dataDir = resolve(process.env.DATA_DIR ?? 'data');
  const config = catalogueConfigFromEnv(process.env);
  if (values.reindex && positionals.length === 0) {
    if (!config.elasticsearch) {
      console.error('--reindex needs ELASTICSEARCH_URL: the embedded catalogue indexes in memory at start.');
      return 1;
    }
    const { categories: _categories, ...data } = await loadCatalogueData(dataDir, config.imageBase, consoleLog, {
      demo: config.demoCatalogue,
    });
    await rebuildIndex(config, data);
    return 0;
  }
  if (positionals.length !== 1) {
    console.error(usage);
    return 1;
  }
  // npm runs scripts in the repository root; a path is meant from where the command was typed.
  const from = process.env.INIT_CWD ?? process.cwd();
  const feedFile = resolve(from, positionals[0]!);
  if (extname(feedFile).toLowerCase() === '.json') {
    const replaced = await importCatalogueFile(feedFile, dataDir);
    if (!replaced.ok) {
      console.error(`Nothing imported: ${feedFile} is no catalogue this shop can load.`);
      replaced.problems.forEach((problem) => console.error(`  ${problem}`));
      return 1;
    }
    const { products, variants } = replaced.catalogue;
    console.log(`Imported ${feedFile}: ${products.length} products, ${variants.length} variants, into ${dataDir}.`);
    await rebuildIndex(config, replaced.catalogue);
    console.log('The catalogue serves it from its next start.');
    return 0;
  }
  const result = await importFeed({ feedFile, dataDir, supplier: values.supplier, demo: config.demoCatalogue });
  if (!result.ok) {
    const lines = new Set(result.problems.map((p) => p.line)).size;
    console.error(`Nothing imported: ${lines} of ${result.records} records in ${feedFile} have problems.`);
    result.problems.forEach((p) => console.error(describe(p)));
    return 1;
  }
  const { addedVariants, updatedVariants, addedProducts } = result.summary;
  console.log(
    `Imported ${result.records} records from ${feedFile}: ${addedVariants} new and ${updatedVariants} ` +
      `updated variants, ${addedProducts} new products, into ${dataDir}.`,
  );
  await rebuildIndex(config, result.catalogue);
  console.log('The catalogue serves it from its next start.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
