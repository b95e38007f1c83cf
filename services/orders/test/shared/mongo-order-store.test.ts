import { describeWithMongo } from '@shop/service-kit/testing';
import mongoose from 'mongoose';
import { MongoOrderStore } from '../../src/shared/adapters/mongo-order-store';
import { emptyCart } from '../fixtures';
import { lineWritesContract, orderStoreContract } from './order-store.contract';

const emptyLine = { code: 'C', quantity: 1, price: 100, discount: 0, reference: '' };

// Each test gets a throw-away database on the server.
describeWithMongo('MongoOrderStore (MongoDB protocol)', (server) => {
  const open = () => new MongoOrderStore(server().databaseUri('orders_test')).ready();
  const destroy = async (s: MongoOrderStore) => {
    await s.dropDatabase();
    await s.close();
  };
  orderStoreContract(open, (s) => destroy(s as MongoOrderStore));
  lineWritesContract(open, (s) => destroy(s as MongoOrderStore));

  it('moves the lines of orders stored whole beside the order, and changes them per line', async () => {
    const uri = server().databaseUri('orders_lines_test');
    const line = (id: number) => ({ ...emptyLine, id, variant_id: id, fullTitle: `L${id}` });
    const cart = emptyCart({ id: 3, items: [line(1), line(2)], length: 2 });
    const before = await mongoose.createConnection(uri).asPromise();
    await before.collection('orders').insertOne({
      uuid: cart.uuid,
      id: cart.id,
      user_id: null,
      company_id: null,
      order_status: 'created',
      order_number: null,
      order_number_key: `cart:${cart.uuid}`,
      revision: 4,
      doc: cart,
    });
    await before.close();
    const store = await new MongoOrderStore(uri).ready();
    expect(await store.findRevised(cart.uuid)).toEqual({ order: cart, revision: 4 });
    const changed = { ...cart, items: [line(1), { ...line(2), quantity: 6 }, line(3)] };
    expect(await store.replace(changed, [], 4, [1, 2])).toBe(true);
    expect(await store.findByUuid(cart.uuid)).toEqual(changed);
    await destroy(store);
  });

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
