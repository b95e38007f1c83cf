import type { AnalyticsSink } from './analytics-sink';

export interface SegmentOptions {
  writeKey: string;
  /** https://api.segment.io by default; the EU workspace endpoint where the data must stay in the EU. */
  apiUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Production: Segment's HTTP tracking API. The SPEC's event names ("Added To Cart") are already in
 * its "Object Action" form. messageId is the bus envelope id, so a redelivered event is deduplicated
 * by Segment instead of counted twice.
 */
export function createSegmentAnalyticsSink({
  writeKey,
  apiUrl = 'https://api.segment.io',
  fetch: send = fetch,
}: SegmentOptions): AnalyticsSink {
  const authorization = `Basic ${Buffer.from(`${writeKey}:`).toString('base64')}`;
  return {
    kind: 'segment',
    async send(event) {
      const { name, properties, value, currency, anonymousId } = event.payload;
      const response = await send(`${apiUrl.replace(/\/+$/, '')}/v1/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({
          messageId: event.id,
          timestamp: event.occurredAt,
          anonymousId: anonymousId ?? event.id,
          event: name,
          properties: value === undefined ? properties : { ...properties, value, currency },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      // Thrown, so the bus redelivers; a 4xx would fail again, so it is only reported.
      if (response.status >= 500) throw new Error(`analytics service answered ${response.status}`);
      if (!response.ok) console.warn(`[analytics] event ${event.id} refused: ${response.status}`);
    },
  };
}
