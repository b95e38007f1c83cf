// `npm test` (and CI's .ci/run): installs what is missing, type-checks and lints, builds, runs every
// jest project (units, services, components, Playwright journeys), prints each phase's wall time and
// ends with one line `N passed, N failed, N skipped` (CI reads that line: it stays last).
// Arguments go to every jest run (`npm test -- services/orders`). docs/testing.md has the timeline.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildAppsQuietly, capture, ensureDependencies, log, root, run } from './lib.mjs';
import { phase, phaseTable } from './phases.mjs';

const counts = { passed: 0, failed: 0, skipped: 0 };
const jestFilters = process.argv.slice(2);
const reportDir = join(root, 'test-results');
let chromium = '';

/** tsc, Prettier, ESLint and the build each count as one check of the final line. */
function check(ok) {
  counts[ok ? 'passed' : 'failed'] += 1;
  return ok;
}

/** A captured command's output, printed in one block once it ended (it ran beside another). */
async function printed(name, command, args, options) {
  const { code, output } = await capture(command, args, options);
  if (output.trim()) process.stdout.write(`\n----- ${name} -----\n${output.trimEnd()}\n----- end of ${name} -----\n`);
  return code === 0;
}

/** One jest run with its own report; its tests are added to the counts. */
async function jest(name, args) {
  const report = join(reportDir, `jest-${name}.json`);
  rmSync(report, { force: true });
  const filters = jestFilters.length > 0 ? [...jestFilters, '--passWithNoTests'] : [];
  // Filters first: --selectProjects takes every word after it as a project name.
  const code = await run('npx', ['jest', '--ci', '--json', `--outputFile=${report}`, ...filters, ...args], {
    env: { ...process.env, CHROMIUM_PATH: chromium, NODE_ENV: 'test' },
  });
  try {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    const failed = result.numFailedTests + result.numRuntimeErrorTestSuites;
    counts.passed += result.numPassedTests;
    counts.failed += failed;
    counts.skipped += result.numPendingTests + result.numTodoTests;
    return failed === 0 && code === 0;
  } catch {
    log(`jest (${name}) wrote no report`);
    counts.failed += 1;
    return false;
  }
}

const ready =
  (await phase('install', async () => {
    await ensureDependencies();
    return true;
  })) &&
  (await phase('chromium', async () => {
    chromium = await ensureChromium();
    return true;
  }));
if (!ready) counts.failed += 1;

if (ready) {
  mkdirSync(reportDir, { recursive: true });
  // tsc is one process on one core: the linters use the other.
  await Promise.all([
    phase('tsc', () => printed('tsc', 'npx', ['tsc', '-p', 'tsconfig.json'])).then(check),
    (async () => {
      check(await phase('prettier', () => printed('prettier --check', 'npm', ['run', '--silent', 'format:check'])));
      check(await phase('eslint', () => printed('eslint', 'npx', ['eslint', '.'])));
    })(),
  ]);

  // Two streams (on two cores one each): the journeys need the built apps; units, services and components
  // need no build, so they run meanwhile. Journeys stay serial (each starts a shop and Chromium).
  const journeys = (async () => {
    const built = await phase('build', async () => {
      const { code, output } = await buildAppsQuietly();
      process.stdout.write(`\n----- build -----\n${output.trimEnd()}\n----- end of build -----\n`);
      return code === 0;
    });
    check(built);
    if (built) await phase('jest e2e', () => jest('e2e', ['--selectProjects', 'e2e', '--maxWorkers=1']));
    else log('jest e2e: skipped, the journeys need the built apps');
  })();
  await Promise.all([journeys, phase('jest node+web', () => jest('node-web', ['--selectProjects', 'node', 'web']))]);
}

console.log(`\n${phaseTable()}\n`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(counts.failed > 0 ? 1 : 0);
