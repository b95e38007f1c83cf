import { describeWithMongo } from '@shop/service-kit/testing';
import { MongoOrderStore } from '../../../src/shared/adapters/mongo-order-store';
import { orderOutboxContract } from './order-outbox.contract';

// Each test gets a throw-away database on the server.
describeWithMongo('the orders outbox in MongoDB', (server) => {
  orderOutboxContract(
    async () => new MongoOrderStore(server().databaseUri('orders_outbox_test')).ready(),
    async (s) => {
      await (s as MongoOrderStore).dropDatabase();
      await s.close();
    },
  );
});
