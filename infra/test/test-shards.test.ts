import { join, resolve } from 'node:path';

/** scripts/test-shards.cjs and the jest sequencer that uses it for `npm test`'s shards of node+web. */
const repoRoot = resolve(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { shardsByDuration } = require('../../scripts/test-shards.cjs') as {
  shardsByDuration: (
    files: string[],
    durations: Record<string, number>,
    count: number,
  ) => { files: string[]; seconds: number }[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const recorded = require('../../scripts/test-timings.json') as Record<
  'embedded' | 'production',
  Record<string, number>
>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Sequencer = require('../../scripts/jest-shard-sequencer.cjs') as new (options: {
  contexts: unknown[];
  globalConfig: unknown;
}) => {
  shard(
    tests: { path: string; context: { config: { rootDir: string } } }[],
    options: { shardIndex: number; shardCount: number },
  ): { path: string }[];
};

describe('shards of about equal run time from recorded durations', () => {
  const durations = { 'a/test/slow.test.ts': 200, 'a/test/mid.test.ts': 120, 'b/test/x.test.ts': 90 };
  const smallOnes = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`c/test/small-${i}.test.ts`, 10]));

  it('puts every file in exactly one shard', () => {
    const files = Object.keys({ ...durations, ...smallOnes });
    const shards = shardsByDuration(files, { ...durations, ...smallOnes }, 3);
    expect(shards.flatMap((shard) => shard.files).sort()).toEqual([...files].sort());
  });

  it('ends the shards within one short file of each other', () => {
    const all = { ...durations, ...smallOnes };
    const seconds = shardsByDuration(Object.keys(all), all, 2).map((shard) => shard.seconds);
    // 200 + 120 + 90 + 30 * 10 = 710 s of whole files: 350 and 360 is the closest they can end.
    expect(seconds.sort()).toEqual([350, 360]);
  });

  it('splits the same way whatever order the files come in, so each shard process agrees', () => {
    const all = { ...durations, ...smallOnes };
    const files = Object.keys(all);
    expect(shardsByDuration([...files].reverse(), all, 4)).toEqual(shardsByDuration(files, all, 4));
  });

  it("counts a file no run recorded as its folder's median, or the median of all without one", () => {
    const shards = shardsByDuration(
      ['a/test/slow.test.ts', 'a/test/mid.test.ts', 'a/test/new.test.ts', 'z/test/new.test.ts'],
      { 'a/test/slow.test.ts': 200, 'a/test/mid.test.ts': 100, 'b/test/x.test.ts': 50 },
      1,
    );
    // a/test/new: median of a/test (150); z/test/new: median of all three recorded (100).
    expect(shards[0]!.seconds).toBe(200 + 100 + 150 + 100);
  });

  it('splits the recorded node+web files of a CI run into halves within a minute of each other', () => {
    const nodeAndWeb = Object.keys(recorded.embedded).filter((file) => !file.startsWith('e2e/'));
    const [first, second] = shardsByDuration(nodeAndWeb, recorded.embedded, 2).map((shard) => shard.seconds);
    // jest's hash split of the same files took 1,879 s and 1,130 s in that run.
    expect(Math.abs(first! - second!)).toBeLessThan(60);
  });
});

describe('the jest sequencer of --shard', () => {
  const test = (file: string) => ({ path: join(repoRoot, file), context: { config: { rootDir: repoRoot } } });
  const files = Object.keys(recorded.embedded).filter((file) => file.startsWith('services/'));
  const sequencer = new Sequencer({ contexts: [], globalConfig: {} });

  it('gives each shard the files of the split by recorded durations, each file to one shard', () => {
    const expected = shardsByDuration(files, recorded.embedded, 3);
    const shards = [1, 2, 3].map((shardIndex) =>
      sequencer
        .shard(files.map(test), { shardIndex, shardCount: 3 })
        .map((t) => t.path)
        .sort(),
    );
    expect(shards).toEqual(expected.map((shard) => shard.files.map((file) => join(repoRoot, file)).sort()));
  });

  it('splits the production journeys by their durations on the production stack', () => {
    const journeys = Object.keys(recorded.production);
    const previous = process.env.SHOP_E2E_STACK;
    process.env.SHOP_E2E_STACK = 'production';
    try {
      const first = sequencer.shard(journeys.map(test), { shardIndex: 1, shardCount: 2 }).map((t) => t.path);
      const expected = shardsByDuration(journeys, recorded.production, 2)[0]!.files;
      expect(first.sort()).toEqual(expected.map((file) => join(repoRoot, file)).sort());
    } finally {
      if (previous === undefined) delete process.env.SHOP_E2E_STACK;
      else process.env.SHOP_E2E_STACK = previous;
    }
  });
});
