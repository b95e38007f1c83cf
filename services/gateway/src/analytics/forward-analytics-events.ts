import { join } from 'node:path';
import type { EventBus } from '@shop/service-kit';
import type { AnalyticsSink } from './analytics-sink';
import { createFileAnalyticsSink } from './file-analytics-sink';
import { createSegmentAnalyticsSink } from './segment-analytics-sink';

/** SEGMENT_WRITE_KEY (and SEGMENT_API_URL) send to Segment; without it events go to a local file. */
export function analyticsSinkFromEnv(env: Record<string, string | undefined>, dataDir: string): AnalyticsSink {
  if (env.SEGMENT_WRITE_KEY)
    return createSegmentAnalyticsSink({ writeKey: env.SEGMENT_WRITE_KEY, apiUrl: env.SEGMENT_API_URL });
  return createFileAnalyticsSink(join(dataDir, 'analytics', 'events.ndjson'));
}

/** The consumer of `analytics.event`: every event the browser sent with consent reaches the sink. */
export async function forwardAnalyticsEvents(bus: EventBus, sink: AnalyticsSink): Promise<void> {
  await bus.subscribe('analytics-forwarder', 'analytics.event', (event) => sink.send(event));
}
