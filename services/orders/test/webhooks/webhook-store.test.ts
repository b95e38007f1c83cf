import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWithMongo } from '@shop/service-kit/testing';
import { MongoWebhookStore } from '../../src/webhooks/adapters/mongo-webhook-store';
import { SqliteWebhookStore } from '../../src/webhooks/adapters/sqlite-webhook-store';
import { webhookStoreContract } from './webhook-store.contract';

describe('webhooks in the embedded store (the webhook tables of orders.sqlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'webhooks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  webhookStoreContract(async () => {
    const file = join(dir, `orders-${n++}.sqlite`);
    return { open: async () => new SqliteWebhookStore(file), destroy: async () => undefined };
  });
});

// Each test gets a throw-away database on the server (the webhook collections of the orders database).
describeWithMongo('webhooks in MongoWebhookStore (MongoDB protocol)', (server) => {
  webhookStoreContract(async () => {
    const uri = server().databaseUri('orders_webhooks_test');
    const cleaner = await new MongoWebhookStore(uri).ready();
    return {
      open: () => new MongoWebhookStore(uri).ready(),
      destroy: async () => {
        await cleaner.dropDatabase();
        await cleaner.close();
      },
    };
  });
});
