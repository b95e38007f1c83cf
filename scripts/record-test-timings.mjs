// `node scripts/record-test-timings.mjs [folder]`: writes scripts/test-timings.json from the jest reports
// of a run of `npm test` (test-results/jest-*.json by default; CI keeps them as the run's artifacts):
// each test file's seconds, on the embedded shop and on the production stack (the reports named
// *production*), which jest-shard-sequencer.cjs splits the next runs by. Best taken from a CI run:
// the split follows the proportions of the machine it was measured on.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { root } from './lib.mjs';

const folder = resolve(process.argv[2] ?? join(root, 'test-results'));
// The reports name each file by its absolute path in the checkout that ran them, test-results' parent.
const checkout = dirname(folder);
const timings = { embedded: {}, production: {} };
const reports = readdirSync(folder).filter((name) => /^jest-.*\.json$/.test(name));
for (const name of reports) {
  const report = JSON.parse(readFileSync(join(folder, name), 'utf8'));
  const stack = name.includes('production') ? timings.production : timings.embedded;
  for (const result of report.testResults) {
    const file = relative(checkout, result.name);
    stack[file] = Math.round((result.endTime - result.startTime) / 100) / 10;
  }
}
const sorted = (durations) => Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
const file = join(root, 'scripts', 'test-timings.json');
writeFileSync(
  file,
  `${JSON.stringify({ embedded: sorted(timings.embedded), production: sorted(timings.production) }, null, 2)}\n`,
);
console.log(
  `${file}: ${reports.length} reports, ${Object.keys(timings.embedded).length} files on the embedded shop, ` +
    `${Object.keys(timings.production).length} on the production stack`,
);
