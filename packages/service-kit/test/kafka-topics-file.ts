import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// __filename, not __dirname: tsx's tsImport defines only the former.
const topicsFile = join(__filename, '..', '..', '..', '..', 'infra', 'kafka', 'topics.txt');

/**
 * infra/kafka/topics.txt as infra/kafka/create-topics.sh reads it: the topics (comments and blanks
 * left out) and the partitions every topic gets (its `# partitions: N` line), so a stack the tests
 * start has production's topics.
 */
export function readTopicsFile(file = topicsFile): { topics: string[]; partitions: number } {
  const text = readFileSync(file, 'utf8');
  const partitions = Number(/^# partitions: *(\d+)/m.exec(text)?.[1]);
  if (!Number.isInteger(partitions) || partitions < 1) throw new Error(`no "# partitions: N" line in ${file}`);
  const topics = text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
  return { topics, partitions };
}
