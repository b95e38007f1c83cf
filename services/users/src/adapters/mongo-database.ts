import type { Readiness } from '@shop/service-kit';
import mongoose, { type Connection } from 'mongoose';

/**
 * A store of the users service in MONGODB_URI's database on a connection of its own: asked by the
 * readiness check, dropped by its tests, closed with the service.
 */
export abstract class MongoDatabase {
  readonly kind = 'mongodb';
  protected readonly connection: Connection;

  constructor(uri: string) {
    this.connection = mongoose.createConnection(uri);
  }

  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }

  async readiness(): Promise<Readiness> {
    await this.connection.db!.admin().ping();
    return { ok: true, detail: 'mongodb answers' };
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
