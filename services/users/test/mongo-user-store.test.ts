import { TransactionsUnsupportedError } from '@shop/service-kit';
import { describeWithMongo } from '@shop/service-kit/testing';
import { MongoUserStore } from '../src/adapters/mongo-user-store';
import { newUser } from './fixtures';
import { userStoreContract } from './user-store.contract';

// Each test gets a throw-away database on the server.
describeWithMongo('MongoUserStore (MongoDB protocol)', (server, transactions) => {
  const open = () => new MongoUserStore(server().databaseUri('users_test')).ready();
  const destroy = async (s: MongoUserStore) => {
    await s.dropDatabase();
    await s.close();
  };
  userStoreContract(open, (s) => destroy(s as MongoUserStore), { transactions });

  if (!transactions)
    it('refuses an account with events on a server without transactions, before writing anything', async () => {
      const store = await open();
      const registered = (u: { userid: number; email: string }) => [
        { topic: 'user.registered' as const, payload: { userid: u.userid, email: u.email, locale: 'de' as const } },
      ];
      await expect(store.insert(newUser(), null, registered)).rejects.toBeInstanceOf(TransactionsUnsupportedError);
      expect(await store.findByEmail(newUser().email)).toBeNull();
      expect(await store.outbox().backlog()).toBe(0);
      await destroy(store);
    });
});
