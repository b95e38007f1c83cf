// `npx tsx infra/src/catalogue/print-catalogue.ts 100000 > catalogue.json`: a generated catalogue of
// that size on stdout; `... suppliers > suppliers.json`: the supplier register alone (no products),
// what a production shop imports before its suppliers' feeds. A script of its own that nothing
// imports: a bundle can never run it.
import { generateCatalogue, generateSupplierRegister } from './generate';

const usage = 'usage: print-catalogue.ts <number of variants> | suppliers';
const [what = '10500'] = process.argv.slice(2);
if (what === 'suppliers') {
  process.stdout.write(JSON.stringify({ suppliers: generateSupplierRegister(), products: [], variants: [] }));
} else {
  const size = Number(what);
  if (!Number.isInteger(size) || size < 1) {
    console.error(usage);
    process.exit(1);
  }
  process.stdout.write(JSON.stringify(generateCatalogue({ variants: size })));
}
