// `npm test` (and CI's .ci/run): installs what is missing, type-checks, builds, then runs every
// jest project (units, services, components, Playwright journeys) and ends with one line
// `N passed, N failed`.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildApps, ensureDependencies, log, root, run } from './lib.mjs';

let passed = 0;
let failed = 0;
let skipped = 0;

await ensureDependencies();
const chromium = await ensureChromium();

log('type-checking (tsc --noEmit)');
if ((await run('npx', ['tsc', '-p', 'tsconfig.json'])) === 0) passed += 1;
else failed += 1;

await buildApps();

const reportDir = join(root, 'test-results');
mkdirSync(reportDir, { recursive: true });
const report = join(reportDir, 'jest.json');
log('running jest: node, web and e2e projects');
const jestArgs = ['jest', '--ci', '--json', `--outputFile=${report}`, ...process.argv.slice(2)];
await run('npx', jestArgs, { env: { ...process.env, CHROMIUM_PATH: chromium, NODE_ENV: 'test' } });

try {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  skipped += result.numPendingTests + result.numTodoTests;
} catch {
  log('jest wrote no report');
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
