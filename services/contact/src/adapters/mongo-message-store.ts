import { LocaleSchema, type Locale } from '@shop/contracts';
import { migrateMongo, MongoSequence, type MigrationLogger, type Readiness } from '@shop/service-kit';
import mongoose, { type Connection } from 'mongoose';
import { messagesCollection, mongoMessageMigrations } from './mongo-contact-migrations';
import type { ContactKind, MessageStore, StoredMessage } from '../ports/message-store';

interface MessageDocument {
  id: number;
  kind: ContactKind;
  locale: string;
  received_at: Date;
  fields: Record<string, string>;
}

/** The sequence (MongoSequence) message ids are taken from: one for both kinds, as in contact.sqlite. */
const messageIds = 'message_id';

const toMessage = (found: MessageDocument): StoredMessage => ({
  id: found.id,
  kind: found.kind,
  locale: LocaleSchema.parse(found.locale),
  receivedAt: found.received_at.toISOString(),
  fields: found.fields,
});

/**
 * The production store of the contact and supplier messages: MONGODB_URI's database, so every
 * replica keeps and lists the same messages. Each message is one insert; its number comes from a
 * MongoSequence first (a process that stops in between leaves a number unused, never one used twice).
 */
export class MongoMessageStore implements MessageStore {
  readonly kind = 'mongodb';
  private readonly connection: Connection;
  private readonly ids: MongoSequence;

  constructor(uri: string) {
    this.connection = mongoose.createConnection(uri);
    this.ids = new MongoSequence(this.connection);
  }

  private get messages() {
    return this.connection.collection<MessageDocument>(messagesCollection);
  }

  /** Connects and brings the indexes up to date; `logger` hears which migrations were applied. */
  async ready(logger?: MigrationLogger): Promise<this> {
    await this.connection.asPromise();
    await Promise.all([
      migrateMongo(this.connection, 'messages', mongoMessageMigrations, logger),
      this.ids.ensureIndexes(),
    ]);
    return this;
  }

  async saveMessage(
    kind: ContactKind,
    locale: Locale,
    fields: Record<string, string>,
    receivedAt: Date,
  ): Promise<StoredMessage> {
    const id = await this.ids.next(messageIds);
    await this.messages.insertOne({ id, kind, locale, received_at: receivedAt, fields });
    return { id, kind, locale, receivedAt: receivedAt.toISOString(), fields };
  }

  async listMessages(kind: ContactKind): Promise<StoredMessage[]> {
    const found = await this.messages
      .find({ kind }, { projection: { _id: 0 } })
      .sort({ id: 1 })
      .toArray();
    return found.map(toMessage);
  }

  async readiness(): Promise<Readiness> {
    await this.connection.db!.admin().ping();
    return { ok: true, detail: 'mongodb answers' };
  }

  /** Tests: removes the whole database. */
  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
