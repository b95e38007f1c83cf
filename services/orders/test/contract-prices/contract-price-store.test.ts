import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWithMongo } from '@shop/service-kit/testing';
import { MongoContractPriceStore } from '../../src/contract-prices/adapters/mongo-contract-price-store';
import { SqliteContractPriceStore } from '../../src/contract-prices/adapters/sqlite-contract-price-store';
import { contractPriceStoreContract, priceList } from './contract-price-store.contract';

describe('contract prices in the embedded store (tables of orders.sqlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'contract-prices-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  contractPriceStoreContract(async () => {
    const file = join(dir, `orders-${n++}.sqlite`);
    return { open: async () => new SqliteContractPriceStore(file), destroy: async () => undefined };
  });

  it('keeps a list across a restart (same file, new store)', async () => {
    const file = join(dir, 'durable.sqlite');
    const first = new SqliteContractPriceStore(file);
    await first.replace(priceList('company-a'));
    await first.close();
    const second = new SqliteContractPriceStore(file);
    expect(await second.find('company-a')).toEqual(priceList('company-a'));
    await second.close();
  });
});

// Each test gets a throw-away database on the server (the collections of the orders database).
describeWithMongo('contract prices in MongoContractPriceStore (MongoDB protocol)', (server) => {
  contractPriceStoreContract(async () => {
    const uri = server().databaseUri('orders_contract_prices_test');
    const cleaner = await new MongoContractPriceStore(uri).ready();
    return {
      open: () => new MongoContractPriceStore(uri).ready(),
      destroy: async () => {
        await cleaner.dropDatabase();
        await cleaner.close();
      },
    };
  });
});
