// `npx tsx infra/src/catalogue/print-catalogue.ts 100000 > catalogue.json`: a generated catalogue of
// that size on stdout. A script of its own that nothing imports: a bundle that embeds the generator
// (each service's dist/server.js) can never run it.
import { generateCatalogue } from './generate';

const size = Number(process.argv[2] ?? 10_500);
if (!Number.isInteger(size) || size < 1) {
  console.error('usage: print-catalogue.ts <number of variants>');
  process.exit(1);
}
process.stdout.write(JSON.stringify(generateCatalogue({ variants: size })));
