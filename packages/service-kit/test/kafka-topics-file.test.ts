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
