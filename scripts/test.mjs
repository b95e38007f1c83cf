// `npm test` (and CI's .ci/run): installs what is missing, then in two slots type-checks and lints,
// builds, runs every jest project (units, services, components, Playwright journeys), fuzzes the API
// with schemathesis, and runs the journeys again on the production stack (Kafka, Elasticsearch and
// FerretDB, when this machine has a JDK and Go); prints each phase's wall time and ends with one line
// `N passed, N failed, N skipped` (CI reads that line: it stays last). Arguments go to every jest run
// (`npm test -- services/orders`).
// `npm run test:production` (`--production`) runs only what needs the production servers: their
// contract suites and the journeys on the whole stack. docs/testing.md has the timeline.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildAppsQuietly, capture, ensureDependencies, log, root, run } from './lib.mjs';
import { inSlots, phase, phaseTable } from './phases.mjs';
import { schemathesisUnavailableReason } from './schemathesis.mjs';

const counts = { passed: 0, failed: 0, skipped: 0 };
const onlyProduction = process.argv.includes('--production');
const jestFilters = process.argv.slice(2).filter((arg) => arg !== '--production');
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

/**
 * One jest run with its own report; its tests are added to the counts. `limitMinutes`: about three
 * times what the run takes on a loaded CI machine (docs/testing.md), so only a hang reaches it.
 */
async function jest(name, args, { env = {}, paths = [], limitMinutes } = {}) {
  const report = join(reportDir, `jest-${name}.json`);
  rmSync(report, { force: true });
  const filters = jestFilters.length > 0 ? [...jestFilters, '--passWithNoTests'] : [];
  // Paths first: --selectProjects takes every word after it as a project name. Jest ORs path patterns,
  // so the command line's filters replace a run's own paths instead of narrowing them.
  const patterns = filters.length > 0 ? filters : paths;
  // Reporters last: --reporters, like --selectProjects, takes every word after it.
  // --forceExit: a handle a suite leaves open must not keep the run alive after its last test (the
  // report is written by then). The time limit catches a test that never ends; the reporter names it.
  const reporters = ['--reporters=default', `--reporters=${join(root, 'scripts', 'jest-running-files.cjs')}`];
  const code = await run(
    'npx',
    ['jest', '--ci', '--forceExit', '--json', `--outputFile=${report}`, ...patterns, ...args, ...reporters],
    {
      env: { ...process.env, CHROMIUM_PATH: chromium, NODE_ENV: 'test', ...env },
      limitMs: limitMinutes * 60_000,
    },
  );
  if (code === 124) log(`jest (${name}) stopped after its limit of ${limitMinutes} min`);
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

// The production servers, when this machine can run them: installed and started beside tsc and the
// linters, used by the contract suites and the journeys on the whole stack. Imported once dependencies
// are installed: it loads tsx.
const {
  installProductionServers,
  journeysOfBothStacks,
  productionJourneys,
  productionStackUnavailableReason,
  productionSuites,
  startProductionServers,
} = ready ? await import('./production-servers.mjs') : {};
const productionReason = ready ? productionStackUnavailableReason() : 'dependencies missing';
if (productionReason) log(`production stack: skipped (${productionReason})`);
/**
 * The default limit of a test or hook on the real servers (jest.config.js has 90 s): their hooks
 * create indices, databases, topics and consumer groups, which take longer on a loaded machine
 * without anything being wrong. Suites that set their own (jest.setTimeout) keep it.
 */
const serverTestTimeout = '--testTimeout=180000';

/**
 * The servers for the whole run: installed (the first time on a machine: minutes of Maven and Go),
 * then started once. The contract suites use them through KAFKA_BROKERS, ELASTICSEARCH_URL and
 * MONGODB_URI (each suite its own topics, indices and database) instead of starting a server each,
 * and the journeys on the production stack start their stacks on them. Resolves with the running
 * servers, or null (not on this machine, or failed: the phase says why).
 */
async function startServersForRun() {
  if (productionReason) return null;
  let servers = null;
  const ok = await phase('servers', async () => {
    await installProductionServers();
    servers = await startProductionServers();
    log(`production servers: ${servers.versions.join(', ')}`);
    return true;
  });
  check(ok);
  return servers;
}

/**
 * The journeys again, on the production stack: each service its own process, on the real servers.
 * `part`: one of the run's halves of about equal recorded time (scripts/jest-shard-sequencer.cjs).
 */
const productionStackJourneys = (servers, part) =>
  phase(`jest e2e production${part ? ` ${part.index}/${part.count}` : ''}`, () =>
    jest(
      `e2e-production${part ? `-${part.index}of${part.count}` : ''}`,
      [
        serverTestTimeout,
        '--selectProjects',
        'e2e',
        '--maxWorkers=1',
        ...(part ? [`--shard=${part.index}/${part.count}`] : []),
      ],
      {
        env: { ...servers.env, SHOP_E2E_STACK: 'production' },
        paths: productionJourneys,
        limitMinutes: 60,
      },
    ),
  );

/**
 * schemathesis against the embedded shop's OpenAPI document (docs/api.md, "Fuzzing"): one check. Its
 * own process, so a crash of the shop it starts cannot take this one along. Not with jest filters:
 * it is no jest run, and `npm test -- <path>` asks for those paths only.
 */
async function fuzzPhase() {
  const reason = jestFilters.length > 0 ? 'jest filters given' : schemathesisUnavailableReason();
  if (reason) {
    log(`schemathesis: skipped (${reason})`);
    counts.skipped += 1;
    return;
  }
  // Limit: about twice the run's time budget plus the first install of the venv.
  check(
    await phase(
      'schemathesis',
      async () =>
        (await run(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'schemathesis.mjs')], {
          limitMs: 12 * 60_000,
        })) === 0,
    ),
  );
}

/**
 * node+web in this many shards: about 500 s each at a CI run's durations (scripts/test-timings.json),
 * short beside the journeys' chain, and each jest run's own start is seconds.
 */
const nodeWebShards = 6;

/** The Helm chart's checks (infra/test/helm-chart.test.ts): lint, strict decoding, drift from the code. */
const chartTests = '/infra/test/helm-chart\\.test\\.ts$';

/**
 * The chart's checks with their tools: helm and k8s-check, built by Go from the Go module proxy the
 * first time on a machine (minutes of CPU). A task of the slots, not of the servers phase, so that
 * build runs beside the other slot's tests instead of holding every task back. Not with jest filters:
 * the node+web shards then run whatever the filters name.
 */
async function chartChecks() {
  if (jestFilters.length > 0) return;
  let tested = false;
  await phase('chart checks', async () => {
    // Imported here: tsx is there only once the install phase ran.
    const { tsImport } = await import('tsx/esm/api');
    const tools = await tsImport('../infra/test/support/k8s-tools.ts', import.meta.url);
    const reason = tools.k8sToolsUnavailableReason();
    if (reason) log(`chart checks: helm and k8s-check not built (${reason}); the test says why it skips`);
    else await tools.installK8sTools();
    tested = true;
    return jest('chart', ['--selectProjects', 'node'], { paths: [chartTests], limitMinutes: 40 });
  });
  // A build that failed counts once: no test of the chart ran.
  if (!tested) check(false);
}

const buildPhase = () =>
  phase('build', async () => {
    const { code, output } = await buildAppsQuietly();
    process.stdout.write(`\n----- build -----\n${output.trimEnd()}\n----- end of build -----\n`);
    return code === 0;
  });

if (ready && onlyProduction) {
  mkdirSync(reportDir, { recursive: true });
  if (productionReason) counts.skipped += 1;
  else {
    const servers = await startServersForRun();
    if (servers) {
      try {
        await phase('jest production suites', () =>
          jest('node-production', [serverTestTimeout, '--selectProjects', 'node'], {
            env: servers.env,
            paths: productionSuites,
            limitMinutes: 25,
          }),
        );
        if (check(await buildPhase())) await productionStackJourneys(servers);
      } finally {
        await servers.stop();
      }
    }
  }
} else if (ready) {
  mkdirSync(reportDir, { recursive: true });
  // Two slots (two cores), each taking the next task as soon as its last one ended, so both stay busy
  // to the end. The journeys run in halves of about equal recorded time (scripts/jest-shard-sequencer.cjs),
  // each its own task: as one chain (build, journeys, journeys on the production stack) they were the
  // run's whole length (3,928 s of 3,932 s in a CI run) while the other slot idled for 18 minutes. A
  // third slot did not pay: the halves of the journeys, side by side, took nearly as long as the
  // whole run of journeys had alone (the machine is busy through them, not waiting). The servers start
  // beside the slots; what uses them waits for them, what reads the built apps waits for the build.
  const serversStarted = startServersForRun();
  let announceBuilt;
  const built = new Promise((resolve) => (announceBuilt = resolve));
  try {
    const build = async () => {
      const ok = check(await buildPhase());
      announceBuilt(ok);
    };
    const afterBuild = (name, task) => async () => {
      if (await built) return task();
      log(`${name}: skipped, it needs the built apps`);
    };
    const halves = [1, 2].map((index) => ({ index, count: 2 }));
    // With the production stack, the journeys of both stacks run there only: the same clicks embedded
    // as well cost a quarter of the run (docs/decisions/2026-11-30-journeys-once-per-run.md). A server
    // that then fails to start fails the run (the servers phase), so none is left untested unseen.
    const onceOnProduction =
      productionReason || jestFilters.length > 0
        ? []
        : ['--testPathIgnorePatterns', ['/node_modules/', '/dist/', ...journeysOfBothStacks].join('|')];
    const journeys = halves.map((part) =>
      afterBuild(`jest e2e ${part.index}/${part.count}`, () =>
        phase(`jest e2e ${part.index}/${part.count}`, () =>
          jest(
            `e2e-${part.index}of${part.count}`,
            ['--selectProjects', 'e2e', '--maxWorkers=1', `--shard=${part.index}/${part.count}`, ...onceOnProduction],
            { limitMinutes: 60 },
          ),
        ),
      ),
    );
    const productionJourneyHalves = halves.map((part) =>
      afterBuild(`jest e2e production ${part.index}/${part.count}`, async () => {
        const servers = await serversStarted;
        if (servers) await productionStackJourneys(servers, part);
      }),
    );
    // The chart checks are their own task (chartChecks): the shards leave their file out.
    const apart = jestFilters.length > 0 ? [] : ['--testPathIgnorePatterns', `/node_modules/|/dist/|${chartTests}`];
    // Units, services and components need no build: shards of about equal recorded run time
    // (scripts/jest-shard-sequencer.cjs), small enough that the slots that end the journeys find
    // only short tasks left. Their contract suites use the run's servers.
    const shard = (index, count) => async () => {
      const servers = await serversStarted;
      return phase(`jest node+web ${index}/${count}`, () =>
        jest(
          `node-web-${index}of${count}`,
          [`--shard=${index}/${count}`, ...apart, '--selectProjects', 'node', 'web'],
          {
            env: servers?.env ?? {},
            limitMinutes: 25,
          },
        ),
      );
    };
    const shards = Array.from({ length: nodeWebShards }, (_, i) => shard(i + 1, nodeWebShards));
    // The build and tsc first (they cover the servers' start); then the journeys, the longest tasks;
    // then the rest, the longest first, so that what is left at the end is short.
    await inSlots(2, [
      build,
      () => phase('tsc', () => printed('tsc', 'npx', ['tsc', '-p', 'tsconfig.json'])).then(check),
      ...journeys,
      ...productionJourneyHalves,
      ...shards,
      () =>
        phase('prettier', () => printed('prettier --check', 'npm', ['run', '--silent', 'format:check'])).then(check),
      afterBuild('schemathesis', fuzzPhase),
      () => phase('eslint', () => printed('eslint', 'npx', ['eslint', '.'])).then(check),
      chartChecks,
    ]);
  } finally {
    await (await serversStarted)?.stop();
  }
}

console.log(`\n${phaseTable()}\n`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(counts.failed > 0 ? 1 : 0);
