// jest's sequencer with one change: `--shard=i/n` takes the i-th of n shards of about equal run time
// (test-shards.cjs, from scripts/test-timings.json) instead of a slice of the files sorted by a hash of
// their paths. The order within a run stays jest's own.
const { readFileSync } = require('node:fs');
const { join, relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const { shardsByDuration } = require('./test-shards.cjs');

/** The recorded seconds of each file for the stack this run tests on (SHOP_E2E_STACK). */
function recordedDurations() {
  const timings = JSON.parse(readFileSync(join(__dirname, 'test-timings.json'), 'utf8'));
  return process.env.SHOP_E2E_STACK === 'production' ? timings.production : timings.embedded;
}

class ShardByDurationSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const fileOf = (test) => relative(test.context.config.rootDir, test.path);
    const shards = shardsByDuration(tests.map(fileOf), recordedDurations(), shardCount);
    const mine = new Set(shards[shardIndex - 1].files);
    return tests.filter((test) => mine.has(fileOf(test)));
  }
}

module.exports = ShardByDurationSequencer;
