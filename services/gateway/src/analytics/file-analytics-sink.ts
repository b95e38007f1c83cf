import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { AnalyticsSink } from './analytics-sink';

/**
 * Embedded default: one JSON line per event in data/analytics/events.ndjson, so an operator (and
 * a test) can see exactly what would have reached the analytics service.
 */
export function createFileAnalyticsSink(file: string): AnalyticsSink {
  let ready: Promise<unknown> | null = null;
  return {
    kind: 'file',
    async send(event) {
      ready ??= mkdir(dirname(file), { recursive: true });
      await ready;
      await appendFile(
        file,
        `${JSON.stringify({ messageId: event.id, timestamp: event.occurredAt, ...event.payload })}\n`,
      );
    },
  };
}
