import { describeWithMongo } from '@shop/service-kit/testing';
import { MongoOrderSearch } from '../../src/backoffice/adapters/mongo-order-search';
import { MongoOrderStore } from '../../src/shared/adapters/mongo-order-store';
import { orderSearchContract } from './order-search.contract';

describeWithMongo('MongoOrderSearch (MongoDB protocol)', (server) => {
  orderSearchContract(async () => {
    const uri = server().databaseUri('orders_search_test');
    const store = await new MongoOrderStore(uri).ready();
    const search = await new MongoOrderSearch(uri).ready();
    return {
      store,
      search,
      close: async () => {
        await search.close();
        await store.dropDatabase();
        await store.close();
      },
    };
  });
});
