import { describeWithMongo } from '@shop/service-kit/testing';
import mongoose from 'mongoose';
import { MongoOrderStore } from '../src/adapters/mongo-order-store';
import { orderStoreContract } from './order-store.contract';

// Each test gets a throw-away database on the server.
describeWithMongo('MongoOrderStore (MongoDB protocol)', (server) => {
  const open = () => new MongoOrderStore(server().databaseUri('orders_test')).ready();
  const destroy = async (s: MongoOrderStore) => {
    await s.dropDatabase();
    await s.close();
  };
  orderStoreContract(open, (s) => destroy(s as MongoOrderStore));

  it('continues a sequence from the counter the previous release kept', async () => {
    const uri = server().databaseUri('orders_sequence_test');
    const before = await mongoose.createConnection(uri).asPromise();
    await before.collection<{ _id: string; value: number }>('sequences').insertOne({ _id: 'order', value: 41 });
    await before.close();
    const store = await new MongoOrderStore(uri).ready();
    expect(await store.nextSequence('order')).toBe(42);
    expect(await store.nextSequence('other')).toBe(1);
    await destroy(store);
  });
});
