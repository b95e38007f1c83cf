// Runs the test Kafka broker by hand: Apache Kafka from Maven Central (infra/kafka/pom.xml), one
// KRaft node on 127.0.0.1 with a throw-away data directory, until Ctrl-C.
//
//   node scripts/kafka-server.mjs            # prints KAFKA_BROKERS=127.0.0.1:<port>
//   node scripts/kafka-server.mjs --install  # only fetches the broker into node_modules/.cache/kafka
//
// The tests start their own broker through the same code (packages/service-kit/test/kafka-broker.ts).
import { tsImport } from 'tsx/esm/api';
import { log } from './lib.mjs';

const { installKafka, kafkaUnavailableReason, startKafka, kafkaVersion } = await tsImport(
  '../packages/service-kit/test/kafka-broker.ts',
  import.meta.url,
);

const reason = kafkaUnavailableReason();
if (reason && process.env.SHOP_KAFKA_TESTS !== '0') {
  log(`cannot run Kafka: ${reason}`);
  process.exit(1);
}

if (process.argv.includes('--install')) {
  const dir = await installKafka();
  log(`Apache Kafka ${kafkaVersion()} is in ${dir}`);
  process.exit(0);
}

log(`starting Apache Kafka ${kafkaVersion()} (KRaft, single node; 10-30 s)`);
const broker = await startKafka();
log(`Kafka is up: KAFKA_BROKERS=${broker.brokers} (Ctrl-C stops it and deletes its data)`);
process.stdout.write(`KAFKA_BROKERS=${broker.brokers}\n`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await broker.stop();
    process.exit(0);
  });
}
// The broker's guard holds no reference on the event loop: this keeps the process waiting.
setInterval(() => undefined, 1 << 30);
