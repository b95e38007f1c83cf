// mongosh script: the indexes the orders, users and contact services rely on.
// Run by the one-shot `mongo-init` service on every `docker compose up`:
//   mongosh "mongodb://mongo:27017/?replicaSet=rs0" /infra/mongo/indexes.js
// createIndex is idempotent for an identical spec. An existing index with the same
// key but different options fails the script on purpose (exit code 1 stops the
// stack): fix the index by hand instead of running without the constraint.
//
// Index names are left to MongoDB's default (<field>_<dir>), which is also what
// mongoose's autoIndex uses, so the two never fight over names.
//
// Env (optional): ORDERS_DB (default shop_orders), USERS_DB (default shop_users),
// CONTACT_DB (default shop_contact).

const ordersDb = db.getSiblingDB(process.env.ORDERS_DB || 'shop_orders');
const usersDb = db.getSiblingDB(process.env.USERS_DB || 'shop_users');
const contactDb = db.getSiblingDB(process.env.CONTACT_DB || 'shop_contact');

function ensure(database, collection, key, options) {
  const name = database.getCollection(collection).createIndex(key, options || {});
  print(
    `mongo-init: ${database.getName()}.${collection} ${JSON.stringify(key)} ${JSON.stringify(options || {})} ` +
      `-> ${name}`,
  );
}

// The specs below mirror the mongoose schemas in services/orders/src/shared/adapters/mongo-order-store.ts
// and services/users/src/adapters/mongo-user-store.ts (and the service-kit's MongoSequence and
// MongoKeyLock it uses), and the contact service's migrations in
// services/contact/src/adapters/mongo-contact-migrations.ts: keep them identical (same key, same
// options), or the services' own index build at start-up reports a conflict.

// --- orders (database shop_orders) ------------------------------------------------
// Public identifier used in URLs (/cart/:uuid) and by the live channel.
ensure(ordersDb, 'orders', { uuid: 1 }, { unique: true });
// Human order number, unique among orders: carts have none, so the key is the number or
// `cart:<uuid>` (order_number_key). Not a partial index on order_number: FerretDB has none.
ensure(ordersDb, 'orders', { order_number_key: 1 }, { unique: true });
// "My orders" / buy again, and a company's orders.
ensure(ordersDb, 'orders', { user_id: 1 });
ensure(ordersDb, 'orders', { company_id: 1 });
// Quotes: public id, human number, a buyer's quotes.
ensure(ordersDb, 'quotes', { uuid: 1 }, { unique: true });
ensure(ordersDb, 'quotes', { number: 1 }, { unique: true });
ensure(ordersDb, 'quotes', { user_id: 1 });
// Requisition lists: public id, an owner's lists, a company's shared ones.
ensure(ordersDb, 'requisition_lists', { uuid: 1 }, { unique: true });
ensure(ordersDb, 'requisition_lists', { owner_id: 1 });
ensure(ordersDb, 'requisition_lists', { company_id: 1, shared: 1 });
// Held keys of MongoKeyLock (an order's, quote's or list's writes, idempotency claims): the unique
// key is the lock. Sequence values (order and quote numbers): one document per value.
ensure(ordersDb, 'order_locks', { key: 1 }, { unique: true });
ensure(ordersDb, 'idempotency_locks', { key: 1 }, { unique: true });
ensure(ordersDb, 'requisition_list_locks', { key: 1 }, { unique: true });
ensure(ordersDb, 'sequence_values', { name: 1, value: -1 }, { unique: true });
// The outbox (MongoOutbox): an event is committed once with the write it rides with.
ensure(ordersDb, 'event_outbox', { eventId: 1 }, { unique: true });

// --- users (database shop_users) --------------------------------------------------
// E-mail addresses are stored normalized (lower-cased) by the users service, so a
// plain unique index is enough (no collation needed).
ensure(usersDb, 'users', { email: 1 }, { unique: true });
ensure(usersDb, 'users', { userid: 1 }, { unique: true });
ensure(usersDb, 'sessions', { sessionId: 1 }, { unique: true });
// TTL: MongoDB deletes a session document once expiresAt has passed.
ensure(usersDb, 'sessions', { expiresAt: 1 }, { expireAfterSeconds: 0 });
// Single use of a link, user ids handed out once, one writer per account at a time: the user
// store relies on these unique keys, not on transactions (FerretDB has none).
ensure(usersDb, 'linkuses', { linkId: 1 }, { unique: true });
ensure(usersDb, 'sequence_values', { name: 1, value: -1 }, { unique: true });
ensure(usersDb, 'user_locks', { key: 1 }, { unique: true });
ensure(usersDb, 'links', { linkId: 1 }, { unique: true });
ensure(usersDb, 'event_outbox', { eventId: 1 }, { unique: true });
// Company accounts (mongo-company-store.ts): one company per id, one company per member, an
// invitation used once, one writer per company at a time.
ensure(usersDb, 'companies', { company_id: 1 }, { unique: true });
ensure(usersDb, 'companymembers', { userid: 1 }, { unique: true });
ensure(usersDb, 'companyinvites', { invite_id: 1 }, { unique: true });
ensure(usersDb, 'companyinvites', { token_hash: 1 }, { unique: true });
ensure(usersDb, 'companyinviteuses', { invite_id: 1 }, { unique: true });
ensure(usersDb, 'companyworksites', { site_id: 1 }, { unique: true });
ensure(usersDb, 'companylocks', { company_id: 1 }, { unique: true });
// Punch-out (mongo-punchout-store.ts, docs/procurement.md): one connection per protocol and login,
// a start link used once; a session's punch-out part goes once past its end.
ensure(usersDb, 'punchoutconnections', { connection_id: 1 }, { unique: true });
ensure(usersDb, 'punchoutconnections', { protocol: 1, login: 1 }, { unique: true });
ensure(usersDb, 'punchoutconnections', { company_id: 1 });
ensure(usersDb, 'punchoutsessions', { session_id: 1 }, { unique: true });
ensure(usersDb, 'punchoutsessions', { expires_at: 1 }, { expireAfterSeconds: 0 });
ensure(usersDb, 'punchoutstartlinks', { token_hash: 1 }, { unique: true });
ensure(usersDb, 'punchoutstartlinkuses', { token_hash: 1 }, { unique: true });

// --- contact (database shop_contact) ---------------------------------------------
// Message numbers (from the sequence) are single; the sales team's list is one kind in number order.
ensure(contactDb, 'messages', { id: 1 }, { unique: true });
ensure(contactDb, 'messages', { kind: 1, id: 1 });
ensure(contactDb, 'sequence_values', { name: 1, value: -1 }, { unique: true });
// Newsletter sign-ups kept without a marketing platform: one per (lower-cased) e-mail.
ensure(contactDb, 'subscriptions', { email: 1 }, { unique: true });

// --- idempotent consumers (the orders service's; the users service consumes no event) ---
// A Kafka event delivered twice is processed once: the consumer records
// (consumer, eventId) first and skips the event on a duplicate-key error.
ensure(ordersDb, 'processed_events', { consumer: 1, eventId: 1 }, { unique: true });

print('mongo-init: done');
