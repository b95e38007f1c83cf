import mongoose, { type Connection } from 'mongoose';
import type { CxmlOriginStore, StoredCxmlOrigin } from '../cxml-origin-store';

/** The origins in the `cxml_order_origins` collection of the orders database, one per order. */
export class MongoCxmlOriginStore implements CxmlOriginStore {
  private readonly connection: Connection;

  constructor(uri: string) {
    this.connection = mongoose.createConnection(uri);
  }

  private get origins() {
    return this.connection.collection<StoredCxmlOrigin>('cxml_order_origins');
  }

  async ready(): Promise<this> {
    await this.connection.asPromise();
    await this.origins.createIndex({ orderUuid: 1 }, { unique: true });
    return this;
  }

  async save(origin: StoredCxmlOrigin): Promise<void> {
    // An upsert that only inserts: the first origin of an order stays.
    await this.origins.updateOne({ orderUuid: origin.orderUuid }, { $setOnInsert: origin }, { upsert: true });
  }

  async of(orderUuid: string): Promise<StoredCxmlOrigin | null> {
    return this.origins.findOne({ orderUuid }, { projection: { _id: 0 } });
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }
}
