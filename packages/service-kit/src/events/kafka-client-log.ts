import { logLevel, type LogEntry, type logCreator } from 'kafkajs';
import type { MetricsRegistry } from '../metrics/registry';
import type { BusLogger } from './delivery';

/** The service's logger as kafkajs's lines need it: pino's info and debug when it has them. */
export type KafkaClientLogger = BusLogger & {
  info?(details: object, message: string): void;
  debug?(details: object, message: string): void;
};

/** A line kafkajs repeats is written once per window, then once more with how often it came meanwhile. */
export const repeatWindowMs = 60_000;

/**
 * What kafkajs logs as ERROR while a broker is away (refused connections, timeouts, a consumer
 * restarting after its retries ran out) is the bus waiting for the broker: the bus's own lines and
 * readiness say what that costs, so these are warnings.
 */
const reconnecting =
  /connect|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|timed? ?out|Restarting the consumer|NumberOfRetriesExceeded|not available|seed broker|disconnected/i;

/** How many distinct lines are remembered; past it the memory starts over (a line is then written again). */
const rememberedLines = 1_000;

interface Seen {
  loggedAt: number;
  repeats: number;
}

/**
 * kafkajs's `logCreator`: each of its lines becomes one line of the service's JSON log, at the level
 * it maps to, instead of kafkajs's console output. A broker outage made kafkajs write tens of
 * thousands of lines (the same few, per connection attempt): a line is written the first time, and
 * its repeats within `repeatWindowMs` are only counted, then reported with the next one written.
 * Every line is counted on shop_kafka_client_log_lines_total{level}, written or not.
 */
export function kafkaClientLog(
  logger: KafkaClientLogger,
  registry: MetricsRegistry,
  now: () => number = Date.now,
): logCreator {
  const lines = registry.counter(
    'shop_kafka_client_log_lines_total',
    'Lines the Kafka client logged (repeats included, though most are not written), by level.',
  );
  const seen = new Map<string, Seen>();
  return () =>
    ({ namespace, level, log }: LogEntry) => {
      const { message, timestamp: _timestamp, logger: _kafkajs, ...details } = log;
      const text = `${message} ${typeof details.error === 'string' ? details.error : ''}`;
      const write = levelOf(level, text, logger);
      lines.inc({ level: write.name });
      const key = `${namespace}|${message.replace(/\d+/g, '#')}`;
      const at = now();
      const before = seen.get(key);
      if (before && at - before.loggedAt < repeatWindowMs) {
        before.repeats += 1;
        return;
      }
      if (seen.size >= rememberedLines) seen.clear();
      seen.set(key, { loggedAt: at, repeats: 0 });
      const repeated = before?.repeats ? { repeatedSinceLastLine: before.repeats } : {};
      write.log({ kafkaNamespace: namespace, ...details, ...repeated }, `kafkajs ${namespace}: ${message}`);
    };
}

function levelOf(level: logLevel, text: string, logger: KafkaClientLogger) {
  const at = (name: string, log: (details: object, message: string) => void) => ({
    name,
    log: log.bind(logger),
  });
  if (level === logLevel.ERROR && !reconnecting.test(text)) return at('error', logger.error);
  if (level <= logLevel.WARN) return at('warn', logger.warn);
  if (level === logLevel.INFO) return at('info', logger.info ?? logger.warn);
  return at('debug', logger.debug ?? logger.warn);
}
