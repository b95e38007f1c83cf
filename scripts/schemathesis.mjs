// Property-based fuzzing of the shop's calls (docs/api.md, "Fuzzing"): schemathesis from PyPI,
// installed by the project's own code into a venv under node_modules/.cache (once per version),
// run against the OpenAPI document of the embedded shop started on a free port of 127.0.0.1.
// `node --import tsx scripts/schemathesis.mjs` runs it alone; `npm test` runs it after the journeys.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { log, root, run, runOrFail } from './lib.mjs';

export const schemathesisVersion = '4.32.5';
const venv = join(root, 'node_modules', '.cache', 'schemathesis');
const constraints = join(root, 'scripts', 'schemathesis-constraints.txt');
const stampFile = join(venv, '.shop-stamp');
const reportDir = join(root, 'test-results', 'schemathesis');

/**
 * What CI runs: every phase (the document's examples, the coverage of each field's edges, random
 * valid and invalid requests, and sequences along the document's links), with a fixed seed so two
 * runs send the same requests. Bounded twice: examples per call and a time budget for the whole run.
 */
export const fuzzSettings = {
  seed: 20_2025,
  maxExamples: 60,
  maxTimeSeconds: 270,
  checks: ['not_a_server_error', 'response_schema_conformance', 'status_code_conformance', 'content_type_conformance'],
};

/** Why the fuzz run cannot run on this machine, or null. */
export function schemathesisUnavailableReason() {
  const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
  return python.error || python.status !== 0 ? 'python3 is not installed' : null;
}

/** The same stamp means the same venv: schemathesis's version, its pinned dependencies, the Python. */
function stamp() {
  const python = spawnSync('python3', ['--version'], { encoding: 'utf8' }).stdout.trim();
  return createHash('sha256')
    .update(`${schemathesisVersion}\n${python}\n`)
    .update(readFileSync(constraints))
    .digest('hex');
}

const hasVenvModule = () => spawnSync('python3', ['-c', 'import venv, ensurepip']).status === 0;

/** Debian ships `venv` without ensurepip in python3-venv: installed the way ensure-chromium.mjs installs Chromium. */
async function ensureVenvModule() {
  if (hasVenvModule()) return;
  if (!existsSync('/usr/bin/apt-get')) {
    throw new Error("python3 has no 'venv' module and apt-get is not available: install python3-venv");
  }
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const [cmd, ...pre] = [...sudo, 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  log('installing Debian python3-venv (apt-get)');
  await runOrFail(cmd, [...pre, 'update', '-qq'], { env });
  await runOrFail(cmd, [...pre, 'install', '-y', '-qq', '--no-install-recommends', 'python3-venv'], { env });
  if (!hasVenvModule()) throw new Error("apt-get installed python3-venv, but python3 still has no 'venv' module");
}

/** Creates the venv with schemathesis and its pinned dependencies, unless the stamp says it is there. */
export async function installSchemathesis() {
  const wanted = stamp();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  await ensureVenvModule();
  log(`installing schemathesis ${schemathesisVersion} (PyPI) into ${venv}`);
  rmSync(venv, { recursive: true, force: true });
  await runOrFail('python3', ['-m', 'venv', venv]);
  await runOrFail(join(venv, 'bin', 'pip'), [
    'install',
    '--quiet',
    '--disable-pip-version-check',
    '--no-input',
    '-c',
    constraints,
    `schemathesis==${schemathesisVersion}`,
  ]);
  writeFileSync(stampFile, wanted);
}

/**
 * The figures of a run from its HAR report: every request schemathesis sent, counted per status.
 * Failures come from its JUnit report (one <failure> per failing case, each with its reproduction).
 */
function summarize() {
  const har = JSON.parse(readFileSync(join(reportDir, 'requests.har'), 'utf8'));
  const statuses = {};
  for (const entry of har.log.entries) {
    const status = entry.response.status || 'no answer';
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  const junit = readFileSync(join(reportDir, 'junit.xml'), 'utf8');
  const failures = (junit.match(/<failure\b/g) ?? []).length + (junit.match(/<error\b/g) ?? []).length;
  return { requests: har.log.entries.length, statuses, failures };
}

/**
 * Runs schemathesis against `document` (the shop's /api/openapi.json, or a saved document with
 * `baseUrl`); prints and saves the figures (test-results/schemathesis/summary.json). Resolves true
 * when no check failed.
 */
export async function runSchemathesis({ document, baseUrl, settings = fuzzSettings }) {
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const args = [
    'run',
    document,
    ...(baseUrl ? ['--url', baseUrl] : []),
    '--checks',
    settings.checks.join(','),
    '--phases',
    'examples,coverage,fuzzing,stateful',
    '--max-examples',
    String(settings.maxExamples),
    '--max-time',
    String(settings.maxTimeSeconds),
    '--seed',
    String(settings.seed),
    // One worker: the shop answers on the other core; and Python 3.11's ast module (hypothesis reads
    // its lambdas' sources) fails with "AST constructor recursion depth mismatch" in two threads.
    '--workers',
    '1',
    '--request-timeout',
    '30',
    '--suppress-health-check',
    'too_slow',
    '--report',
    'junit,har',
    '--report-dir',
    reportDir,
    '--report-har-path',
    join(reportDir, 'requests.har'),
    '--report-junit-path',
    join(reportDir, 'junit.xml'),
  ];
  const code = await run(join(venv, 'bin', 'schemathesis'), args, { env: { ...process.env, NO_COLOR: '1' } });
  let summary;
  try {
    summary = summarize();
  } catch (error) {
    log(`schemathesis wrote no report (exit code ${code}): ${error.message}`);
    return false;
  }
  writeFileSync(
    join(reportDir, 'summary.json'),
    `${JSON.stringify({ ...summary, exitCode: code, settings }, null, 2)}\n`,
  );
  const statusList = Object.entries(summary.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  log(`schemathesis: ${summary.requests} requests (${statusList}), ${summary.failures} failures, exit code ${code}`);
  log(`schemathesis: reports in ${reportDir}`);
  return code === 0 && summary.failures === 0;
}

/**
 * The embedded shop as the journeys start it (e2e/support/shop.ts): a fresh data folder, NODE_ENV=test
 * so the dev mailbox takes the mails. New carts are not limited per address: every request comes
 * from 127.0.0.1, and a run of only 429s would test nothing behind the limit.
 */
export async function fuzzEmbeddedShop() {
  // Needs tsx loaded for the whole process (`node --import tsx`), as `npm start` runs the gateway:
  // tsImport's namespaced loader answers require.resolve with a ?namespace= query, which the
  // gateway cannot read as a file path (redoc's bundle).
  const { startShop } = await import('../e2e/support/shop.ts');
  const shop = await startShop({ NODE_ENV: 'test', NEW_CARTS_PER_ADDRESS: '1000000' });
  log(`schemathesis: shop at ${shop.url}`);
  try {
    return await runSchemathesis({ document: `${shop.url}/api/openapi.json` });
  } finally {
    await shop.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const reason = schemathesisUnavailableReason();
  if (reason) {
    log(`schemathesis: skipped (${reason})`);
    process.exit(0);
  }
  await installSchemathesis();
  process.exit((await fuzzEmbeddedShop()) ? 0 : 1);
}
