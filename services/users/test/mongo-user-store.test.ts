import { randomUUID } from 'node:crypto';
import { describeWithServer } from '@shop/service-kit/testing';
import { MongoUserStore } from '../src/adapters/mongo-user-store';
import { userStoreContract } from './user-store.contract';

describeWithServer('MONGODB_URI', 'MongoUserStore (MongoDB)', (uri) => {
  userStoreContract(
    async () => {
      const url = new URL(uri);
      url.pathname = `/users_test_${randomUUID().slice(0, 8)}`;
      return new MongoUserStore(url.toString()).ready();
    },
    async (s) => {
      await (s as MongoUserStore).dropDatabase();
      await s.close();
    },
  );
});
