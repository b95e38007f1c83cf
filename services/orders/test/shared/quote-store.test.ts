import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWithMongo } from '@shop/service-kit/testing';
import { MongoOrderStore } from '../../src/shared/adapters/mongo-order-store';
import { SqliteOrderStore } from '../../src/shared/adapters/sqlite-order-store';
import { quoteStoreContract, requestedQuote } from './quote-store.contract';

describe('quotes in the embedded store (the quotes table of orders.sqlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quotes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  quoteStoreContract(
    async () => new SqliteOrderStore(join(dir, `orders-${n++}.sqlite`)),
    async (s) => s.close(),
  );

  it('keeps quotes across a restart (same file, new store)', async () => {
    const file = join(dir, 'durable.sqlite');
    const quote = requestedQuote();
    const first = new SqliteOrderStore(file);
    await first.quotes.insert(quote);
    await first.close();
    const second = new SqliteOrderStore(file);
    expect(await second.quotes.findRevised(quote.uuid)).toEqual({ quote, revision: 1 });
    await second.close();
  });
});

// Each test gets a throw-away database on the server (the quotes collection of the orders database).
describeWithMongo('quotes in MongoOrderStore (MongoDB protocol)', (server) => {
  quoteStoreContract(
    () => new MongoOrderStore(server().databaseUri('orders_quotes_test')).ready(),
    async (s) => {
      await (s as MongoOrderStore).dropDatabase();
      await s.close();
    },
  );
});
