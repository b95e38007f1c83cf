/**
 * Test helpers of the services' suites. Contract suites run against every adapter of a port: always
 * against the embedded one, and against the production one on a real server (`describeWith*`), which
 * is never faked.
 */

/** A MongoDB-protocol server for the Mongo suites: MONGODB_URI's, or FerretDB started by the test run. */
export { describeWithMongo, type MongoServer } from './test/ferretdb-server';

/** A real Apache Kafka broker started by the suite (or KAFKA_BROKERS'), skipped with its reason. */
export { describeWithKafka, startKafka, type KafkaBroker } from './test/kafka-broker';

/** infra/kafka/topics.txt's topics and partitions, so a stack a test starts has production's topics. */
export { readTopicsFile } from './test/kafka-topics-file';

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
