import { describeWithMongo } from '@shop/service-kit/testing';
import { MongoOrderStore } from '../../src/adapters/mongo-order-store';
import { orderOutboxContract } from './order-outbox.contract';

// The outbox writes in transactions: a MongoDB replica set (MONGODB_URI); each test gets a throw-away database.
describeWithMongo(
  'the orders outbox in MongoDB (transactions)',
  (server) => {
    orderOutboxContract(
      async () => new MongoOrderStore(server().databaseUri('orders_outbox_test')).ready(),
      async (s) => {
        await (s as MongoOrderStore).dropDatabase();
        await s.close();
      },
    );
  },
  { needsTransactions: true },
);
