#!/usr/bin/env node
/**
 * Start-time bench of the embedded catalogue: its own process (server.ts under tsx, as `npm run
 * bench` starts it; `--bundle`: the precompiled services/catalogue/dist/server.js of `npm run
 * build`) from spawning to listening, on a data file of each size,
 *
 * - cold: no search index snapshot nor variant table beside the data file (the first start after
 *   an import), so every record is parsed, the index built, and both written;
 * - warm: the snapshot and table of the previous start are there and read instead (each
 *   variant's record is then parsed on first use).
 *
 * Rounds alternate every size and both kinds (10.5k cold, 10.5k warm, 100k cold, 100k warm, then
 * again), so each figure meets the same load as its neighbours: one run, side by side. Prints the
 * median and spread of each, its CPU (every thread, from /proc), with the parts the service logs
 * (data file read, index read or built), the ratio of the sizes' warm medians (wall and CPU), and
 * the load average before and after; writes bench-results/start.json.
 *
 *   npm run bench:start                  10,500 and 100,000 variants, 5 rounds
 *   npm run bench:start -- 10500 50000   other sizes
 *   npm run bench:start -- --rounds 3 --bundle
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { format, resolveConfig } from 'prettier';
import { tsImport } from 'tsx/esm/api';
import { writeDataFile as writeCatalogueDataFile } from './catalogue-bench-calls.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const rounds = Number(option('--rounds') ?? 5);
const bundle = args.includes('--bundle');
const sizeArgs = args.filter((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--rounds').map(Number);
const sizes = sizeArgs.length > 0 ? sizeArgs : [10_500, 100_000];
const entry = bundle ? ['services/catalogue/dist/server.js'] : ['--import', 'tsx', 'services/catalogue/src/server.ts'];

const load = () => loadavg().map((n) => Number(n.toFixed(2)));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Writes the data file of `size` variants; resolves with the paths of what a start keeps beside it. */
async function writeDataFile(dataDir, size) {
  const { indexSnapshotFileOf } = await tsImport(
    '../services/catalogue/src/adapters/memory/index-snapshots.ts',
    import.meta.url,
  );
  const { catalogueFileOf, variantTableFileOf } = await tsImport(
    '../services/catalogue/src/adapters/file/catalogue-file.ts',
    import.meta.url,
  );
  await writeCatalogueDataFile(dataDir, size);
  return [indexSnapshotFileOf(dataDir), variantTableFileOf(catalogueFileOf(dataDir))];
}

/**
 * The CPU a process has used so far, all its threads (Linux: /proc, in clock ticks of 10 ms): on a
 * machine shared with other work it grows with the start's own work, where wall time also counts
 * the queue for a core.
 */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** One start: spawn to listening, with the service's own log of its data and index; then stopped. */
function start(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the catalogue exited with ${code} before listening`)));
    const parts = {};
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (/"catalogue read from its data file"/.test(line)) {
        const { ms, variantRecords } = JSON.parse(line);
        parts.dataMs = ms;
        parts.records = variantRecords === 'parsed on first use' ? 'on first use' : 'parsed';
      }
      if (/"search index (read from its snapshot|built; snapshot written)"/.test(line)) {
        const { ms, msg } = JSON.parse(line);
        parts.indexMs = ms;
        parts.index = msg.startsWith('search index read') ? 'snapshot' : 'built';
      }
      if (/Server listening at/.test(line)) {
        const startMs = performance.now() - started;
        const cpuMs = cpuMsOf(child.pid);
        child.removeAllListeners('exit');
        child.once('exit', () => resolve({ startMs, cpuMs, ...parts }));
        child.kill('SIGTERM');
      }
    });
  });
}

const loadBefore = load();
console.log(`load average before: ${loadBefore.join(' ')} (${cpus().length} cores); ${bundle ? 'bundle' : 'tsx'}`);
const folders = new Map();
try {
  for (const size of sizes) {
    const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-start-'));
    folders.set(size, { dataDir, kept: await writeDataFile(dataDir, size) });
  }
  const samples = [];
  for (let round = 1; round <= rounds; round++) {
    for (const size of sizes) {
      const { dataDir, kept } = folders.get(size);
      for (const kind of ['cold', 'warm']) {
        // Cold removes the snapshot and table; the cold start writes those the warm start then reads.
        if (kind === 'cold') for (const file of kept) rmSync(file, { force: true });
        const sample = { size, kind, round, ...(await start(dataDir)), load: load()[0] };
        const expected = kind === 'cold' ? ['built', 'parsed'] : ['snapshot', 'on first use'];
        if (sample.index !== expected[0] || sample.records !== expected[1])
          throw new Error(`${kind} start at ${size}: index ${sample.index}, records ${sample.records}`);
        samples.push(sample);
        console.log(
          `  round ${round}: ${size} ${kind} ${sample.startMs.toFixed(0)} ms ` +
            `(CPU ${sample.cpuMs} ms, data ${sample.dataMs} ms, index ${sample.indexMs} ms, load ${sample.load})`,
        );
      }
    }
  }
  const rows = sizes.flatMap((size) =>
    ['cold', 'warm'].map((kind) => {
      const of = samples.filter((s) => s.size === size && s.kind === kind);
      const starts = of.map((s) => s.startMs);
      return {
        size,
        kind,
        startMs: Math.round(median(starts)),
        minMs: Math.round(Math.min(...starts)),
        maxMs: Math.round(Math.max(...starts)),
        cpuMs: median(of.map((s) => s.cpuMs)),
        dataMs: median(of.map((s) => s.dataMs)),
        indexMs: median(of.map((s) => s.indexMs)),
      };
    }),
  );
  const warm = (size) => rows.find((r) => r.size === size && r.kind === 'warm').startMs;
  const cold = (size) => rows.find((r) => r.size === size && r.kind === 'cold').startMs;
  const warmCpu = (size) => rows.find((r) => r.size === size && r.kind === 'warm').cpuMs;
  const [small, large] = [sizes[0], sizes.at(-1)];
  const loadAfter = load();
  console.log(`\nmedian of ${rounds} rounds (spread min-max); the service's own log: data file read, index`);
  for (const r of rows)
    console.log(
      `  ${r.size.toLocaleString('en').padStart(8)} ${r.kind}  start ${String(r.startMs).padStart(6)} ms ` +
        `(${r.minMs}-${r.maxMs})  CPU ${r.cpuMs} ms  data ${r.dataMs} ms  index ${r.indexMs} ms`,
    );
  const ratios = {
    warm: warm(large) / warm(small),
    cold: cold(large) / cold(small),
    warmCpu: warmCpu(large) / warmCpu(small),
  };
  console.log(
    `  ${large.toLocaleString('en')} against ${small.toLocaleString('en')}: ` +
      `warm ${ratios.warm.toFixed(2)}x (CPU ${ratios.warmCpu.toFixed(2)}x), cold ${ratios.cold.toFixed(2)}x`,
  );
  console.log(`load average after: ${loadAfter.join(' ')}`);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  const results = join(root, 'bench-results/start.json');
  const report = { at: new Date().toISOString(), entry: bundle ? 'bundle' : 'tsx', cores: cpus().length, rounds };
  // In the repository's own format, so `npm run format:check` passes on a fresh result.
  const text = JSON.stringify({ ...report, loadBefore, loadAfter, rows, ratios, samples });
  writeFileSync(results, await format(text, { ...(await resolveConfig(results)), filepath: results }));
} finally {
  for (const { dataDir } of folders.values()) rmSync(dataDir, { recursive: true, force: true });
}
