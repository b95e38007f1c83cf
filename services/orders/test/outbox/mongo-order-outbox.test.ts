import { randomUUID } from 'node:crypto';
import { describeWithServer } from '@shop/service-kit/testing';
import { MongoOrderStore } from '../../src/adapters/mongo-order-store';
import { orderOutboxContract } from './order-outbox.contract';

/** Needs MONGODB_URI on a replica set (the outbox writes in transactions); each test gets a throw-away database. */
function databaseUri(serverUri: string): string {
  const url = new URL(serverUri);
  url.pathname = `/orders_outbox_test_${randomUUID().slice(0, 8)}`;
  return url.toString();
}

describeWithServer('MONGODB_URI', 'the orders outbox in MongoDB (transactions)', (uri) => {
  orderOutboxContract(
    async () => new MongoOrderStore(databaseUri(uri)).ready(),
    async (s) => {
      await (s as MongoOrderStore).dropDatabase();
      await s.close();
    },
  );
});
