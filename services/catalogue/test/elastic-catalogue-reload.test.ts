import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KafkaEventBus } from '@shop/service-kit/kafka-bus';
import { describeWithElasticsearch, describeWithKafka, readTopicsFile } from '@shop/service-kit/testing';
import { logLevel } from 'kafkajs';
import { ElasticCatalogueIndex } from '../src/adapters/elastic/elastic-catalogue-index';
import { ElasticCatalogueSource } from '../src/adapters/elastic/elastic-catalogue-source';
import { startReplica, type CatalogueReplica } from './catalogue-replica';
import { storedCatalogue } from './catalogue-source.contract';
import { runImport } from './import/run-import';

// Two servers to start, imports as processes of their own (tsx), a loaded machine.
jest.setTimeout(240_000);

const quiet = { warn: () => undefined, error: () => undefined };

/** Asks again until the answer is there; a limit that fits a loaded machine, never a timing assertion. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describeWithElasticsearch('running catalogue replicas and a new import', (node) => {
  describeWithKafka('on Kafka', (broker) => {
    const prefix = `reload-${randomUUID()}`;
    let dataDir: string;
    const env = () => ({
      NODE_ENV: 'production',
      ELASTICSEARCH_URL: node().url,
      ELASTICSEARCH_INDEX_PREFIX: prefix,
      KAFKA_BROKERS: broker().brokers,
      KAFKA_TOPIC_PREFIX: `${prefix}.`,
      DATA_DIR: dataDir,
    });
    const replicaBus = (clientId: string) =>
      new KafkaEventBus({
        brokers: broker().brokers.split(','),
        clientId,
        topicPrefix: `${prefix}.`,
        logger: quiet,
        clientLogLevel: logLevel.NOTHING,
      });
    const replicas: CatalogueReplica[] = [];

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'catalogue-reload-'));
      // As infra/kafka/create-topics.sh does before a deployment starts.
      const topics = replicaBus('catalogue-reload-topics');
      await topics.ensureTopics(readTopicsFile().partitions);
      await topics.close();
    });
    afterAll(async () => {
      await Promise.all(replicas.map((replica) => replica.close()));
      const source = new ElasticCatalogueSource(node().url, prefix);
      const index = new ElasticCatalogueIndex(node().url, prefix);
      await Promise.all([source.destroy(), index.destroy()]);
      await Promise.all([source.close(), index.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('every running replica serves the next import without a restart', async () => {
      const first = await runImport(['-'], JSON.stringify(storedCatalogue(300)), env());
      expect(first.code).toBe(0);
      for (const name of ['catalogue-a', 'catalogue-b'])
        replicas.push(await startReplica(env(), dataDir, replicaBus(name)));
      for (const replica of replicas) expect(await replica.productCodes('leichtbauzaun-mobil')).toBeNull();

      const feed = readFileSync(join(__dirname, 'fixtures', 'supplier-feed.jsonl'), 'utf8');
      const merged = await runImport(['-', '--supplier', 'malardalens-stangsel-ab'], feed, env());
      expect(merged.stdout).toContain('Every running catalogue replica serves it now');
      expect(merged.code).toBe(0);

      for (const replica of replicas) {
        const codes = await until(
          () => replica.productCodes('leichtbauzaun-mobil'),
          (found) => found !== null,
          'the replica did not reload the import',
        );
        expect(codes).toEqual(['MS-LBZ-2012', 'MS-LBZ-2020']);
        expect(replica.messages()).toContain('catalogue reloaded after an import');
      }
    });
  });
});
