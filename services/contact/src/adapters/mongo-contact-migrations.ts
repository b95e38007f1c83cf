import type { MongoMigration } from '@shop/service-kit';

// The contact database (MONGODB_URI, e.g. shop_contact) holds two schemas, one per store, versioned
// in its `migrations` collection: `messages` and `subscriptions`. infra/mongo/indexes.js creates
// the same indexes (same keys and options) for the compose stack.

export const messagesCollection = 'messages';
export const subscriptionsCollection = 'subscriptions';

export const mongoMessageMigrations: readonly MongoMigration[] = [
  {
    version: 1,
    name: 'message ids unique, messages listed by kind in id order',
    up: async (connection) => {
      const messages = connection.collection(messagesCollection);
      await messages.createIndex({ id: 1 }, { unique: true });
      await messages.createIndex({ kind: 1, id: 1 });
    },
  },
];

export const mongoSubscriptionMigrations: readonly MongoMigration[] = [
  {
    version: 1,
    name: 'one subscription per e-mail',
    up: async (connection) => {
      await connection.collection(subscriptionsCollection).createIndex({ email: 1 }, { unique: true });
    },
  },
];
