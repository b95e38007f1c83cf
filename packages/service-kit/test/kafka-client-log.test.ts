import { logLevel, type LogEntry } from 'kafkajs';
import { MetricsRegistry } from '../src';
import { kafkaClientLog, repeatWindowMs } from '../src/events/kafka-client-log';

interface Line {
  level: string;
  details: Record<string, unknown>;
  message: string;
}

function clientLog() {
  const lines: Line[] = [];
  const at =
    (level: string) =>
    (details: object, message: string): void =>
      void lines.push({ level, details: details as Record<string, unknown>, message });
  const logger = { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
  const registry = new MetricsRegistry();
  let now = 0;
  const log = kafkaClientLog(logger, registry, () => now)(logLevel.INFO);
  const entry = (level: logLevel, namespace: string, message: string, extra: object = {}): LogEntry => ({
    namespace,
    level,
    label: '',
    log: { timestamp: '2026-11-28T22:00:00.000Z', logger: 'kafkajs', message, ...extra },
  });
  return {
    lines,
    registry,
    write: (level: logLevel, namespace: string, message: string, extra?: object) =>
      log(entry(level, namespace, message, extra)),
    later: (ms: number) => (now += ms),
  };
}

describe("kafkajs's lines in the service's log", () => {
  it('writes a refused connection once per window as a warning, counting every repeat', async () => {
    const kafka = clientLog();
    for (let attempt = 0; attempt < 1_000; attempt++)
      kafka.write(logLevel.ERROR, 'Connection', 'Connection error: connect ECONNREFUSED 10.0.0.7:9092', {
        broker: '10.0.0.7:9092',
      });
    expect(kafka.lines).toEqual([
      {
        level: 'warn',
        details: { kafkaNamespace: 'Connection', broker: '10.0.0.7:9092' },
        message: 'kafkajs Connection: Connection error: connect ECONNREFUSED 10.0.0.7:9092',
      },
    ]);
    kafka.later(repeatWindowMs);
    kafka.write(logLevel.ERROR, 'Connection', 'Connection error: connect ECONNREFUSED 10.0.0.7:9092');
    expect(kafka.lines[1]?.details).toEqual({ kafkaNamespace: 'Connection', repeatedSinceLastLine: 999 });
    expect(await kafka.registry.counter('shop_kafka_client_log_lines_total', '').value({ level: 'warn' })).toBe(1_001);
  });

  it("keeps kafkajs's levels for what is not the broker being away, and writes different lines apart", () => {
    const kafka = clientLog();
    kafka.write(logLevel.ERROR, 'Producer', 'The producer is not idempotent', { error: 'KafkaJSNonRetriableError' });
    kafka.write(logLevel.WARN, 'Consumer', 'Consumer group rebalancing');
    kafka.write(logLevel.INFO, 'Consumer', 'Starting');
    kafka.write(logLevel.DEBUG, 'Consumer', 'Fetching from 1 broker');
    expect(kafka.lines.map((line) => [line.level, line.message])).toEqual([
      ['error', 'kafkajs Producer: The producer is not idempotent'],
      ['warn', 'kafkajs Consumer: Consumer group rebalancing'],
      ['info', 'kafkajs Consumer: Starting'],
      ['debug', 'kafkajs Consumer: Fetching from 1 broker'],
    ]);
  });
});
