import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { topics } from '@shop/contracts';
import { deadLetterTopic } from '../src';
import { newClusterId } from './kafka-broker';
import { readTopicsFile } from './kafka-topics-file';

const repoRoot = resolve(__dirname, '..', '..', '..');
const run = promisify(execFile);

describe('infra/kafka/topics.txt', () => {
  it(
    'lists every topic of the contract and its dead-letter topic, which a broker without auto-create needs ' +
      'before the first dead letter',
    () => {
      expect(new Set(readTopicsFile().topics)).toEqual(new Set(topics.flatMap((t) => [t, deadLetterTopic(t)])));
    },
  );

  it("gives every topic production's partitions, which create-topics.sh creates them with", async () => {
    expect(readTopicsFile().partitions).toBe(3);
    // Kafka's CLI tools replaced by scripts that note their arguments.
    const bin = mkdtempSync(join(tmpdir(), 'kafka-bin-'));
    try {
      writeFileSync(join(bin, 'kafka-broker-api-versions.sh'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
      writeFileSync(join(bin, 'kafka-topics.sh'), `#!/bin/sh\necho "$@" >> ${join(bin, 'calls')}\n`, { mode: 0o755 });
      await run('bash', [join(repoRoot, 'infra', 'kafka', 'create-topics.sh')], {
        env: { PATH: process.env.PATH, KAFKA_BIN: bin, TOPICS_FILE: join(repoRoot, 'infra', 'kafka', 'topics.txt') },
      });
      const creates = readFileSync(join(bin, 'calls'), 'utf8')
        .split('\n')
        .filter((call) => call.includes('--create'));
      expect(creates).toHaveLength(readTopicsFile().topics.length);
      expect(creates.filter((call) => !call.includes('--partitions 3 '))).toEqual([]);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});

describe('the test broker cluster id', () => {
  it('never starts with "-", which kafka-storage format would read as an option', () => {
    const bytes = [Buffer.from('f8' + '00'.repeat(15), 'hex'), Buffer.from('00'.repeat(16), 'hex')];
    // 0xf8 encodes as "-" first in base64url: the first draw is refused, the second taken.
    expect(
      Buffer.from('f8' + '00'.repeat(15), 'hex')
        .toString('base64url')
        .startsWith('-'),
    ).toBe(true);
    expect(newClusterId(() => bytes.shift()!)).toBe('AAAAAAAAAAAAAAAAAAAAAA');
  });
});
