import type { MongoServer } from '@shop/service-kit/testing';
import { MongoOrderStore } from '../src/shared/adapters/mongo-order-store';
import type { OrderStore } from '../src/shared/order-store';

/** Order stores for a suite run per engine: each test its own database on the server, dropped after. */
export function throwawayMongoStores(server: () => MongoServer, prefix: string) {
  let n = 0;
  return {
    open: () => new MongoOrderStore(server().databaseUri(`${prefix}_${n++}`)).ready(),
    close: async (store: OrderStore) => {
      await (store as MongoOrderStore).dropDatabase();
      await store.close();
    },
  };
}
