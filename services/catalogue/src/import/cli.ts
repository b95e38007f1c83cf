import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { ElasticCatalogueIndex } from '../adapters/elastic/elastic-catalogue-index';
import { catalogueConfigFromEnv, type CatalogueConfig } from '../config';
import type { CatalogueSource, StoredCatalogue } from '../ports/catalogue-source';
import { shopCategories } from '../shop-categories';
import { loadCatalogueData } from '../stored/load-catalogue';
import { openCatalogueSource } from '../stored/open-catalogue-source';
import { announceImport } from './announce-import';
import { importFeed } from './import-feed';
import { importWholeCatalogue } from './import-whole-catalogue';
import type { FeedProblem } from './read-feed';
import { readImportInput, type ImportInput } from './read-import-input';

const usage =
  'usage: npm run catalogue:import -- <feed.jsonl | feed.csv | -> [--supplier <supplier slug>] [--format jsonl|csv]\n' +
  '  merges a supplier feed into the live catalogue\n' +
  '       npm run catalogue:import -- <catalogue.json | -> [--format json]\n' +
  '  replaces the live catalogue with a whole one (suppliers, products, variants)\n' +
  '       npm run catalogue:import -- --reindex\n' +
  '  rebuilds the search index at ELASTICSEARCH_URL from the live catalogue\n' +
  '"-" reads the file from stdin; its format is --format, else sniffed from the text.\n' +
  'The live catalogue: with ELASTICSEARCH_URL in Elasticsearch (<prefix>-catalogue-source), else\n' +
  'DATA_DIR/catalogue/catalogue.json (DATA_DIR: default ./data).\n' +
  'In the images: node services/catalogue/dist/import.js with the same arguments.';

/**
 * Builds new indices from `data` and swaps the aliases: the one writer of the index replicas read.
 * The records are already live when this runs; a failure says how to build the index from them.
 */
async function rebuildIndex(config: CatalogueConfig, source: CatalogueSource, data: StoredCatalogue): Promise<void> {
  if (!config.elasticsearch) return;
  const index = new ElasticCatalogueIndex(config.elasticsearch.url, config.elasticsearch.indexPrefix);
  try {
    await index.replaceCatalogue({ categories: shopCategories(config.imageBase), ...data });
  } catch (error) {
    throw new Error(
      `The catalogue is imported into ${source.location}, but its search index was not rebuilt ` +
        `(${(error as Error).message}); rebuild it with: node services/catalogue/dist/import.js --reindex`,
    );
  } finally {
    await index.close();
  }
  console.log(`Search index rebuilt at ${config.elasticsearch.url} (${data.variants.length} variants).`);
}

/** The source's own log lines (where, how many variants) on the terminal. */
const consoleLog: Pick<FastifyBaseLogger, 'info' | 'warn'> = {
  info: (details: object, message?: string) => console.log(message, details),
  warn: (details: object, message?: string) => console.warn(message, details),
};

const describe = (p: FeedProblem) => `  line ${p.line}${p.sku ? ` (${p.sku})` : ''}: ${p.message}`;

/** How the input was taken, when its format was not named by the operator. */
const formatNote = (input: ImportInput) =>
  input.formatFrom === 'content' ? ` (read as ${input.format}; give --format to read it otherwise)` : '';

/** A whole catalogue or a supplier feed into the live catalogue: what is live now, or nothing (refused). */
async function runImport(
  input: ImportInput,
  source: CatalogueSource,
  supplier: string | undefined,
): Promise<StoredCatalogue | undefined> {
  if (input.format === 'json') {
    const replaced = await importWholeCatalogue(input.text, source);
    if (!replaced.ok) {
      console.error(`Nothing imported: ${input.name} is no catalogue this shop can load${formatNote(input)}.`);
      replaced.problems.forEach((problem) => console.error(`  ${problem}`));
      return undefined;
    }
    const { suppliers, products, variants } = replaced.catalogue;
    console.log(
      `Imported ${input.name}: ${suppliers.length} suppliers, ${products.length} products, ` +
        `${variants.length} variants, into ${source.location}.`,
    );
    return replaced.catalogue;
  }
  const result = await importFeed({
    text: input.text,
    format: input.format,
    source,
    supplier,
  });
  if (!result.ok) {
    const lines = new Set(result.problems.map((p) => p.line)).size;
    console.error(
      `Nothing imported: ${lines} of ${result.records} records in ${input.name} have problems${formatNote(input)}.`,
    );
    result.problems.forEach((p) => console.error(describe(p)));
    return undefined;
  }
  const { addedVariants, updatedVariants, addedProducts } = result.summary;
  console.log(
    `Imported ${result.records} records from ${input.name}: ${addedVariants} new and ${updatedVariants} ` +
      `updated variants, ${addedProducts} new products, into ${source.location}.`,
  );
  return result.catalogue;
}

/**
 * `npm run catalogue:import` (precompiled for the images: dist/import.js): a supplier feed, or a
 * whole catalogue, from a file or stdin into the live catalogue (Elasticsearch, or the data file);
 * with ELASTICSEARCH_URL, the search index rebuilt from it and (KAFKA_BROKERS) the running replicas
 * told. Exit code 1 when nothing was imported, or when what was imported is not served everywhere.
 */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { supplier: { type: 'string' }, reindex: { type: 'boolean' }, format: { type: 'string' } },
  });
  const config = catalogueConfigFromEnv(process.env);
  const reindex = values.reindex && positionals.length === 0;
  if (!reindex && positionals.length !== 1) {
    console.error(usage);
    return 1;
  }
  if (reindex && !config.elasticsearch) {
    console.error('--reindex needs ELASTICSEARCH_URL: the embedded catalogue indexes in memory at start.');
    return 1;
  }
  // Read before anything is opened: a wrong path or format is said at once.
  const input = reindex
    ? undefined
    : await readImportInput({
        argument: positionals[0]!,
        format: values.format,
        // npm runs scripts in the repository root; a path is meant from where the command was typed.
        cwd: process.env.INIT_CWD ?? process.cwd(),
        stdin: process.stdin,
      });
  const source = await openCatalogueSource(config, resolve(process.env.DATA_DIR ?? 'data'));
  try {
    if (!input) {
      // A command has no demo to write: with nothing stored it reindexes the empty catalogue.
      const { categories: _categories, ...data } = await loadCatalogueData(
        source,
        config.imageBase,
        consoleLog,
        undefined,
      );
      await rebuildIndex(config, source, data);
      console.log(await announceImport(process.env, source, data));
      return 0;
    }
    const imported = await runImport(input, source, values.supplier);
    if (!imported) return 1;
    await rebuildIndex(config, source, imported);
    console.log(await announceImport(process.env, source, imported));
    return 0;
  } finally {
    await source.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
