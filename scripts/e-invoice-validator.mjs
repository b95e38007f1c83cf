// The e-invoice validators of the orders tests, by hand (docs/invoices.md, "Validation"):
//
//   node scripts/e-invoice-validator.mjs --install                 # only fetches them into node_modules/.cache
//   node scripts/e-invoice-validator.mjs mustang|peppol|finvoice <file.xml>...
//
// Prints each file's errors and warnings; exits 1 when a file has an error.
import { tsImport } from 'tsx/esm/api';
import { log } from './lib.mjs';

const { installEInvoiceValidator, eInvoiceValidatorUnavailableReason, checkEInvoices } = await tsImport(
  '../services/orders/test/invoicing/e-invoice-validator.ts',
  import.meta.url,
);

const reason = eInvoiceValidatorUnavailableReason();
if (reason) {
  log(`cannot validate e-invoices: ${reason}`);
  process.exit(1);
}
const started = Date.now();
const dir = await installEInvoiceValidator();
log(`e-invoice validators ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${dir}`);
if (process.argv[2] === '--install') process.exit(0);

const [kind, ...files] = process.argv.slice(2);
let failed = false;
for (const result of await checkEInvoices(
  kind,
  files.map((file) => new URL(file, `file://${process.cwd()}/`).pathname),
)) {
  failed ||= result.errors.length > 0;
  log(`${result.file}: ${result.errors.length} errors, ${result.warnings.length} warnings`);
  for (const error of result.errors) log(`  error: ${error}`);
  for (const warning of result.warnings) log(`  warning: ${warning}`);
}
process.exit(failed ? 1 : 0);
