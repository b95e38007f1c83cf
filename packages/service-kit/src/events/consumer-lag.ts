import type { MetricsRegistry } from '../metrics/registry';

/**
 * shop_kafka_consumer_lag{group,topic,partition}: how many messages of a partition a consumer group
 * had still to handle when it finished its last batch (kafkajs's END_BATCH_PROCESS `offsetLag`).
 * A partition keeps its last figure until its next batch: 0 once a group has caught up.
 */
export class ConsumerLag {
  private readonly lags = new Map<string, number>();
  private readonly gauge;

  constructor(registry: MetricsRegistry) {
    this.gauge = registry.gauge(
      'shop_kafka_consumer_lag',
      'Messages a consumer group had yet to handle on a partition after its last batch.',
    );
  }

  record(group: string, topic: string, partition: number, lag: number): void {
    const key = `${group}|${topic}|${partition}`;
    if (!this.lags.has(key))
      this.gauge.track({ group, topic, partition: String(partition) }, () => this.lags.get(key) ?? 0);
    this.lags.set(key, lag);
  }
}
