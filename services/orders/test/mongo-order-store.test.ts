import { TransactionsUnsupportedError } from '@shop/service-kit';
import { describeWithMongo } from '@shop/service-kit/testing';
import { MongoOrderStore } from '../src/adapters/mongo-order-store';
import { emptyCart } from './fixtures';
import { orderStoreContract } from './order-store.contract';
import { completedEvent } from './outbox/order-outbox.contract';

// Each test gets a throw-away database on the server.
describeWithMongo('MongoOrderStore (MongoDB protocol)', (server, transactions) => {
  const open = () => new MongoOrderStore(server().databaseUri('orders_test')).ready();
  const destroy = async (s: MongoOrderStore) => {
    await s.dropDatabase();
    await s.close();
  };
  // The one server here without transactions is FerretDB 1.x, which also loses concurrent $inc of one
  // document (20 callers got 8 distinct values): the sequence test runs on MongoDB and SQLite only.
  if (!transactions)
    process.stdout.write('[mongo] concurrent sequence test skipped: the server loses concurrent updates\n');
  orderStoreContract(open, (s) => destroy(s as MongoOrderStore), { atomicUpdates: transactions });

  if (!transactions)
    it('refuses an order change with events on a server without transactions, before writing anything', async () => {
      const store = await open();
      const cart = emptyCart();
      await store.insert(cart);
      const completed = { ...cart, id: 7, order_status: 'confirmed' as const, order_number: 'NB-100007' };
      await expect(store.replace(completed, [completedEvent(cart.uuid)])).rejects.toBeInstanceOf(
        TransactionsUnsupportedError,
      );
      await expect(store.enqueue([completedEvent(cart.uuid)])).rejects.toBeInstanceOf(TransactionsUnsupportedError);
      expect(await store.findByUuid(cart.uuid)).toEqual(cart);
      expect(await store.outbox.backlog()).toBe(0);
      await destroy(store);
    });
});
