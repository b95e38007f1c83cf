// Splits test files into shards of about equal run time, from the durations a CI run recorded
// (scripts/test-timings.json): jest's own --shard splits by a hash of the paths, which left one half of
// node+web running 1,896 s and the other 1,146 s in a CI run, and its slot idle for the difference.
const { dirname } = require('node:path');

function median(values) {
  if (values.length === 0) return 1;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * A file's expected seconds: its recorded duration, or for a file no run recorded yet (a new test) the
 * median of its folder's recorded files, or of all when its folder has none.
 */
function estimator(durations) {
  const byFolder = new Map();
  for (const [file, seconds] of Object.entries(durations)) {
    const folder = dirname(file);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), seconds]);
  }
  const overall = median(Object.values(durations));
  return (file) => durations[file] ?? (byFolder.has(dirname(file)) ? median(byFolder.get(dirname(file))) : overall);
}

/**
 * `files` (paths relative to the repository) in `count` shards: the longest first, each to the shard
 * with the least time so far. Depends only on the set of files, not their order, so every shard's
 * process, given the same files, computes the same split. Returns the shards' files and seconds.
 */
function shardsByDuration(files, durations, count) {
  const expected = estimator(durations);
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const longestFirst = [...new Set(files)]
    .map((file) => ({ file, seconds: expected(file) }))
    .sort((a, b) => b.seconds - a.seconds || (a.file < b.file ? -1 : 1));
  for (const { file, seconds } of longestFirst) {
    const least = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    least.files.push(file);
    least.seconds += seconds;
  }
  return shards;
}

module.exports = { shardsByDuration };
