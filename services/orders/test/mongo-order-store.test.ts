import { randomUUID } from 'node:crypto';
import { describeWithServer } from '@shop/service-kit/testing';
import { MongoOrderStore } from '../src/adapters/mongo-order-store';
import { orderStoreContract } from './order-store.contract';

/** MONGODB_URI is a server URL; each test gets a throw-away database on it. */
function databaseUri(serverUri: string): string {
  const url = new URL(serverUri);
  url.pathname = `/orders_test_${randomUUID().slice(0, 8)}`;
  return url.toString();
}

describeWithServer('MONGODB_URI', 'MongoOrderStore (MongoDB)', (uri) => {
  orderStoreContract(
    async () => new MongoOrderStore(databaseUri(uri)).ready(),
    async (s) => {
      await (s as MongoOrderStore).dropDatabase();
      await s.close();
    },
  );
});
