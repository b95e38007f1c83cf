// Wall time of each phase of `npm test`, logged as each ends and summed up in a table at the end,
// so a slow run shows where its minutes went.
import { log } from './lib.mjs';

const phases = [];
const startedAt = Date.now();

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `work` as a named phase and records its wall time. Resolves true when `work` resolved
 * true, false when it resolved false or threw; phases running side by side each keep their own time.
 */
export async function phase(name, work) {
  const start = Date.now();
  log(`${name}: started`);
  let ok = false;
  try {
    ok = await work();
  } catch (error) {
    console.error(error);
  } finally {
    const ms = Date.now() - start;
    phases.push({ name, ms, ok, startMs: start - startedAt });
    log(`${name}: ${ok ? 'done' : 'FAILED'} in ${seconds(ms)}`);
  }
  return ok;
}

/** The table of phases in the order they started, with the whole run's wall time. */
export function phaseTable() {
  const rows = [...phases].sort((a, b) => a.startMs - b.startMs);
  const width = Math.max(5, ...rows.map((p) => p.name.length));
  const line = (name, start, ms, status) =>
    `${name.padEnd(width)}  ${start.padStart(8)}  ${ms.padStart(8)}  ${status}`.trimEnd();
  return [
    line('phase', 'start', 'time', ''),
    ...rows.map((p) => line(p.name, `+${seconds(p.startMs)}`, seconds(p.ms), p.ok ? 'ok' : 'FAILED')),
    line('total', '', seconds(Date.now() - startedAt), ''),
  ].join('\n');
}

/**
 * Runs `tasks` (functions returning promises) in order, at most `slots` at once: each slot takes the
 * next task as soon as its last one ended. Resolves once all ended; a task's failure is its own
 * (phases record it), so one that throws does not stop the others.
 */
export async function inSlots(slots, tasks) {
  const queue = [...tasks];
  const slot = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      try {
        await task();
      } catch (error) {
        console.error(error);
      }
    }
  };
  await Promise.all(Array.from({ length: slots }, slot));
}
