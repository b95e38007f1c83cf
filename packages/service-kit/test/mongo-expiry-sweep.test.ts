import { setTimeout as sleep } from 'node:timers/promises';
import mongoose from 'mongoose';
import { MongoExpirySweep } from '../src';
import { describeWithMongo } from './ferretdb-server';

describeWithMongo('MongoExpirySweep', (server) => {
  let connection: mongoose.Connection;
  const now = new Date('2026-11-28T12:00:00Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const sessions = () => connection.collection<{ name: string; expiresAt: Date }>('sessions');
  beforeEach(async () => {
    connection = await mongoose.createConnection(server().databaseUri('expiry_test')).asPromise();
    await sessions().insertMany([
      { name: 'expired', expiresAt: at(-5) },
      { name: 'expires now', expiresAt: now },
      { name: 'valid', expiresAt: at(525_600) },
    ]);
  });
  afterEach(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it('removes the documents whose date has passed, and only those', async () => {
    expect(await new MongoExpirySweep(connection, 'sessions', 'expiresAt').sweep(now)).toBe(2);
    expect((await sessions().find().toArray()).map((doc) => doc.name)).toEqual(['valid']);
  });

  it('sweeps in the background once started, until stopped', async () => {
    await sessions().insertOne({ name: 'long expired', expiresAt: new Date(0) });
    const sweep = new MongoExpirySweep(connection, 'sessions', 'expiresAt', { everyMs: 10 }).start();
    while (await sessions().countDocuments({ name: 'long expired' })) await sleep(10);
    await sweep.stop();
    expect((await sessions().find().toArray()).map((doc) => doc.name)).toEqual(['valid']);
  });
});
