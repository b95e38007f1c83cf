// Delivers the dead letters of one topic again, each only to the consumer group that gave up on
// it (the other groups had handled it). Each dead letter is replayed once: a replay writes its
// marker on <topic>.dlq, which the operators' list (GET /orders/backoffice/dead-letters) reads too.
//
//   KAFKA_BROKERS=kafka:9092 node scripts/replay-dead-letters.mjs --topic order.placed
//   ... --topic order.placed --group orders-placed-confirmation-mail   # only that group's letters
//
// KAFKA_TOPIC_PREFIX is honoured as by the services. The embedded shop (no KAFKA_BROKERS) keeps
// its dead letters in DATA_DIR/events/dead-letters.sqlite: the back office's page replays those.
import { tsImport } from 'tsx/esm/api';
import { log } from './lib.mjs';

function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

const topic = option('topic');
const group = option('group');
const { replayDeadLetters, topics } = await tsImport('../packages/service-kit/src/events/replay.ts', import.meta.url);
if (!topic || !topics.includes(topic)) {
  log(`usage: node scripts/replay-dead-letters.mjs --topic <${topics.join('|')}> [--group <consumer group>]`);
  process.exit(2);
}
if (!process.env.KAFKA_BROKERS) {
  log(
    'KAFKA_BROKERS is not set: the embedded in-process bus keeps its dead letters inside the running shop, ' +
      'not on a broker',
  );
  process.exit(2);
}

const quiet = { warn: () => undefined, error: (details, message) => console.error(message) };
let replayed;
try {
  replayed = await replayDeadLetters(process.env, topic, { group, logger: quiet });
} catch (error) {
  log(`replay failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
log(`replayed ${replayed} dead letter(s) of ${topic}${group ? ` for ${group}` : ''}`);
process.exit(0);
