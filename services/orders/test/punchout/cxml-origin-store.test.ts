import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWithMongo } from '@shop/service-kit/testing';
import { MongoCxmlOriginStore } from '../../src/punchout/adapters/mongo-cxml-origin-store';
import { SqliteCxmlOriginStore } from '../../src/punchout/adapters/sqlite-cxml-origin-store';
import { cxmlOriginStoreContract } from './cxml-origin-store.contract';

describe('cXML order origins in the embedded store (a table of orders.sqlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cxml-origins-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  cxmlOriginStoreContract(async () => {
    const file = join(dir, `orders-${n++}.sqlite`);
    return { open: async () => new SqliteCxmlOriginStore(file), destroy: async () => undefined };
  });
});

// Each test gets a throw-away database on the server (the collection of the orders database).
describeWithMongo('cXML order origins in MongoCxmlOriginStore (MongoDB protocol)', (server) => {
  cxmlOriginStoreContract(async () => {
    const uri = server().databaseUri('orders_cxml_origins_test');
    const cleaner = await new MongoCxmlOriginStore(uri).ready();
    return {
      open: () => new MongoCxmlOriginStore(uri).ready(),
      destroy: async () => {
        await cleaner.dropDatabase();
        await cleaner.close();
      },
    };
  });
});
