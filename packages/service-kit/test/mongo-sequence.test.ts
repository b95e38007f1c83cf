import mongoose from 'mongoose';
import { MongoSequence } from '../src';
import { describeWithMongo } from './ferretdb-server';

describeWithMongo('MongoSequence', (server) => {
  let connection: mongoose.Connection;
  let sequence: MongoSequence;
  beforeEach(async () => {
    connection = await mongoose.createConnection(server().databaseUri('sequence_test')).asPromise();
    sequence = new MongoSequence(connection);
    await sequence.ensureIndexes();
  });
  afterEach(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it('hands out each value once, also to concurrent callers, counting from 1 per name', async () => {
    const values = await Promise.all(Array.from({ length: 20 }, () => sequence.next('order')));
    expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
    expect(await sequence.next('user')).toBe(1);
    expect(await sequence.current('order')).toBe(20);
  });

  it('continues above a floor (a counter carried over), and from its own values once past it', async () => {
    expect(await sequence.next('order', 1000)).toBe(1001);
    expect(await sequence.next('order', 1000)).toBe(1002);
    expect(await sequence.next('order')).toBe(1003);
  });
});
