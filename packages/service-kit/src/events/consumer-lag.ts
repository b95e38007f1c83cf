import type { MetricsRegistry } from '../metrics/registry';

interface Partition {
  group: string;
  topic: string;
  partition: number;
  lag: number;
  untrack: () => void;
}

/**
 * shop_kafka_consumer_lag{group,topic,partition}: how many messages of a partition a consumer group
 * had still to handle when it finished its last batch (kafkajs's END_BATCH_PROCESS `offsetLag`).
 * A partition keeps its last figure until its next batch (0 once the group caught up), and is
 * dropped when a rebalance gives it to another member: summed over replicas, each partition counts once.
 */
export class ConsumerLag {
  private readonly partitions = new Map<string, Partition>();
  private readonly gauge;

  constructor(registry: MetricsRegistry) {
    this.gauge = registry.gauge(
      'shop_kafka_consumer_lag',
      'Messages a consumer group had yet to handle on a partition after its last batch.',
    );
  }

  record(group: string, topic: string, partition: number, lag: number): void {
    const key = `${group}|${topic}|${partition}`;
    const known = this.partitions.get(key);
    if (known) {
      known.lag = lag;
      return;
    }
    const entry: Partition = { group, topic, partition, lag, untrack: () => undefined };
    entry.untrack = this.gauge.track({ group, topic, partition: String(partition) }, () => entry.lag);
    this.partitions.set(key, entry);
  }

  /** After a rebalance: the group's partitions this member no longer holds are no longer reported. */
  assigned(group: string, assignment: Record<string, number[]>): void {
    for (const [key, entry] of this.partitions) {
      if (entry.group !== group || assignment[entry.topic]?.includes(entry.partition)) continue;
      entry.untrack();
      this.partitions.delete(key);
    }
  }
}
