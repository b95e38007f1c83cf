/**
 * Contract suites run against every adapter of a port: always against the embedded one, and
 * against the production one when its server's URL is in the environment. Without the URL the
 * suite is reported as skipped, with the variable to set; no server is ever faked.
 */
export function describeWithServer(envVar: string, name: string, suite: (url: string) => void): void {
  const url = process.env[envVar];
  if (url) {
    describe(name, () => suite(url));
    return;
  }
  describe.skip(`${name} (skipped: set ${envVar} to run against a real server)`, () => {
    it('needs a server', () => undefined);
  });
}

/** A MongoDB-protocol server for the Mongo suites: MONGODB_URI's, or FerretDB started by the test run. */
export { describeWithMongo, type MongoServer } from './test/ferretdb-server';

/** A real Apache Kafka broker started by the suite (or KAFKA_BROKERS'), skipped with its reason. */
export { describeWithKafka, type KafkaBroker } from './test/kafka-broker';

/** The outbox table as files made before versioned migrations hold it (frozen; stores' migration tests). */
export { outboxDdlBeforeMigrations } from './test/fixtures/schema-before-migrations';

/** A real Elasticsearch node started by the suite (or ELASTICSEARCH_URL's), skipped with its reason. */
export { describeWithElasticsearch, type ElasticsearchNode } from './test/elasticsearch-node';

/** An operator's and a buyer's sessions and the users service's answer for them (the role guard's tests). */
export { operatorSessions } from './test/operator-sessions';

/** The in-process bus behind a broker that can hang or refuse every publish (broker-outage tests). */
export { BrokerOutageBus, type BrokerState } from './test/broker-outage-bus';

/** A shared rate limiter whose store does not answer (the services' fail-closed and fail-open tests). */
export { unreachableRateLimitStore } from './test/unreachable-rate-limit-store';
