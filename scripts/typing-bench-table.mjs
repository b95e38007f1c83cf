#!/usr/bin/env node
/**
 * The comparison of the typing bench (scripts/bench-typing.mjs) as a markdown table, as
 * docs/catalogue.md shows it: `node scripts/typing-bench-table.mjs` prints it from
 * bench-results/typing.json.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ms = (v) => (v < 0.1 ? v.toFixed(3) : v < 10 ? v.toFixed(2) : v.toFixed(1));
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

function memory(row) {
  if (row.clock !== 'wall') return mb(row.indexBytes);
  return `JVM heap ${mb(row.heapBytes)} of ${mb(row.heapMaxBytes)}; index on disk ${mb(row.storeBytes)}`;
}

/** The engine's row of a size: this tree's search, against which the others' p95 are set. */
const engineRow = (size) => size.comparison.find((row) => row.engine === 'this tree');

const engineName = (row) => (row.engine === 'this tree' ? 'embedded engine' : row.engine);

const columns = [
  'variants',
  'engine',
  'job',
  'first sight p50 / p95 ms',
  'repeated p50 / p95 ms',
  "first-sight p95 / engine's",
  'index memory',
];

const tableRow = (cells) => `| ${cells.join(' | ')} |`;

/** A pass's p50 / p95, marked when it is wall time rather than this process's CPU. */
const percentiles = (pass, row) => `${ms(pass.p50)} / ${ms(pass.p95)}${row.clock === 'wall' ? ' (wall)' : ''}`;

const loadOf = (size) =>
  `${size.variants.toLocaleString('en')}: ${size.loadAverageBefore.join(' / ')} before, ` +
  `${size.loadAverageAfter.join(' / ')} after`;

export function comparisonTable(report) {
  const lines = [tableRow(columns), tableRow(columns.map(() => '---'))];
  for (const size of report.sizes) {
    const engine = engineRow(size);
    for (const row of size.comparison) {
      lines.push(
        tableRow([
          size.variants.toLocaleString('en'),
          engineName(row),
          row.job,
          percentiles(row.first, row),
          percentiles(row.repeated, row),
          `${(row.first.p95 / engine.first.p95).toFixed(2)}x`,
          memory(row),
        ]),
      );
    }
  }
  lines.push(
    '',
    `\`${report.command}\`, ${report.when.slice(0, 16).replace('T', ' ')} UTC, ${report.cores} cores, ` +
      `load average (1 / 5 / 15 min) ${report.sizes.map(loadOf).join('; ')}.`,
  );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = new URL('../bench-results/typing.json', import.meta.url);
  console.log(comparisonTable(JSON.parse(readFileSync(file, 'utf8'))));
}
