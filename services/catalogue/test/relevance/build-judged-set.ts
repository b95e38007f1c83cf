/**
 * Writes judged-set.json from the demo catalogue's records by the rules of judged-set.ts:
 *
 *   npx tsx services/catalogue/test/relevance/build-judged-set.ts
 *
 * Run it again when the generator (infra/src/catalogue) changes what the demo catalogue holds.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedCatalogue } from '../seed';
import { buildJudgedSet } from './judged-set';
import { judgedCatalogueSize } from './judged-set-file';

const set = buildJudgedSet(seedCatalogue('', judgedCatalogueSize), judgedCatalogueSize);
const file = join(__dirname, 'judged-set.json');
writeFileSync(file, `${JSON.stringify(set, null, 1)}\n`);
process.stdout.write(`${set.queries.length} judged queries written to ${file}\n`);
