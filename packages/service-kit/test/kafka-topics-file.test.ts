import { newClusterId } from './kafka-broker';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { topics } from '@shop/contracts';
import { deadLetterTopic } from '../src';

describe('infra/kafka/topics.txt', () => {
  it(
    'lists every topic of the contract and its dead-letter topic, which a broker without auto-create needs ' +
      'before the first dead letter',
    () => {
      const listed = readFileSync(join(__dirname, '..', '..', '..', 'infra', 'kafka', 'topics.txt'), 'utf8')
        .split('\n')
        .map((line) => line.replace(/#.*/, '').trim())
        .filter(Boolean);
      expect(new Set(listed)).toEqual(new Set(topics.flatMap((t) => [t, deadLetterTopic(t)])));
    },
  );
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
