import type { EventEnvelope } from '@shop/contracts';

/** Where the shop's analytics events end up: the analytics service in production, a file embedded. */
export interface AnalyticsSink {
  readonly kind: string;
  send(event: EventEnvelope<'analytics.event'>): Promise<void>;
}
