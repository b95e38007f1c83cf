import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * deploy/operators/kafka-topics.yaml is what Strimzi creates the shop's topics from on Kubernetes,
 * as kafka-init does from infra/kafka/topics.txt under compose: the two must name the same topics
 * with the same partitions.
 */
const repoRoot = resolve(__dirname, '../..');
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

interface KafkaTopic {
  kind: string;
  metadata: { name: string; labels: Record<string, string> };
  spec: { partitions: number; replicas: number };
}

describe('the Strimzi KafkaTopics in deploy/operators', () => {
  const committed = read('deploy/operators/kafka-topics.yaml');
  const topicsFile = read('infra/kafka/topics.txt');

  it('are what scripts/strimzi-kafka-topics.mjs makes of infra/kafka/topics.txt today', () => {
    const generated = execFileSync(process.execPath, [join(repoRoot, 'scripts/strimzi-kafka-topics.mjs')], {
      encoding: 'utf8',
    });
    expect(committed).toBe(generated);
  });

  it('name every topic of topics.txt once, with the partitions of its header, for the example cluster', () => {
    const listed = topicsFile
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    const partitions = Number(/^# partitions: *(\d+)/m.exec(topicsFile)?.[1]);
    const resources = parseAllDocuments(committed).map((document) => document.toJS() as KafkaTopic);

    expect(resources.map((resource) => resource.metadata.name)).toEqual(listed);
    for (const resource of resources) {
      expect(resource.kind).toBe('KafkaTopic');
      expect(resource.spec.partitions).toBe(partitions);
      expect(resource.metadata.labels['strimzi.io/cluster']).toBe('nordbau');
    }
  });
});
