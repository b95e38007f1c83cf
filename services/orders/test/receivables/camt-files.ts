import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The sample notifications (fixtures/): a Finnish bank's reference payments (001.02), SEPA transfers (001.08). */
export const camtFile = (name: 'camt054-001-02-reference-payments' | 'camt054-001-08-credit-transfers') =>
  readFileSync(join(__dirname, 'fixtures', `${name}.xml`), 'utf8');
