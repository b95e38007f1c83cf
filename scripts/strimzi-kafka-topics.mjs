// Prints one Strimzi KafkaTopic per topic of infra/kafka/topics.txt, with the partitions of its
// `# partitions: N` line: the Kubernetes counterpart of kafka-init (docs/production.md "Kubernetes").
//   node scripts/strimzi-kafka-topics.mjs > deploy/operators/kafka-topics.yaml
// Options: --cluster <Kafka name> (default nordbau), --replicas <n> (default 3).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';

const { values } = parseArgs({
  options: { cluster: { type: 'string', default: 'nordbau' }, replicas: { type: 'string', default: '3' } },
});
const file = readFileSync(join(root, 'infra/kafka/topics.txt'), 'utf8');
const partitions = /^# partitions: *(\d+)/m.exec(file)?.[1];
if (!partitions) throw new Error("infra/kafka/topics.txt has no '# partitions: N' line");
const topics = file
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean);

const header = [
  '# Generated from infra/kafka/topics.txt by scripts/strimzi-kafka-topics.mjs: change the list there and',
  "# run it again (infra/test/strimzi-kafka-topics.test.ts fails while they differ). Strimzi's topic operator",
  '# creates the topics; the broker creates no others (auto.create.topics.enable=false, kafka.yaml).',
];
const topic = (name) =>
  [
    'apiVersion: kafka.strimzi.io/v1beta2',
    'kind: KafkaTopic',
    'metadata:',
    `  name: ${name}`,
    '  labels:',
    `    strimzi.io/cluster: ${values.cluster}`,
    'spec:',
    `  partitions: ${partitions}`,
    `  replicas: ${values.replicas}`,
    '  config:',
    '    retention.ms: 604800000',
    `    min.insync.replicas: ${Math.min(2, Number(values.replicas))}`,
  ].join('\n');
process.stdout.write(`${header.join('\n')}\n${topics.map(topic).join('\n---\n')}\n`);
