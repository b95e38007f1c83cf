import { RoleSchema, UserSchema, type EventPayload, type Role, type Topic, type User } from '@shop/contracts';
import { ensureExpiryIndex, MongoOutbox, type OutboxStore, type Readiness } from '@shop/service-kit';
import mongoose, { Schema, type ClientSession, type Connection, type Model } from 'mongoose';
import {
  DuplicateEmailError,
  normalizeEmail,
  type LinkPurpose,
  type NewUser,
  type PendingEvent,
  type StoredLink,
  type StoredUser,
  type UserChanges,
  type UserStore,
} from '../ports/user-store';

interface UserDocument {
  userid: number;
  email: string;
  passwordHash: string | null;
  /** The profile; the roles are kept beside it (absent on accounts stored before roles: none). */
  doc: Omit<User, 'roles'>;
  roles?: Role[];
}
interface SessionDocument {
  sessionId: string;
  userid: number;
  expiresAt: Date;
}

const userSchema = new Schema<UserDocument>(
  {
    userid: { type: Number, required: true, unique: true },
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, default: null },
    doc: { type: Schema.Types.Mixed, required: true },
    roles: { type: [String], default: [] },
  },
  { minimize: false },
);
const sessionSchema = new Schema<SessionDocument>({
  sessionId: { type: String, required: true, unique: true },
  userid: { type: Number, required: true },
  // Removed by the server once past (a TTL index, see ready()); read as absent from then on.
  expiresAt: { type: Date, required: true },
});
interface LinkDocument {
  linkId: string;
  email: string;
  purpose: LinkPurpose;
  expiresAt: Date;
  usedAt: Date | null;
  pendingPasswordHash: string | null;
  browserHash: string | null;
}
const linkSchema = new Schema<LinkDocument>({
  linkId: { type: String, required: true, unique: true },
  email: { type: String, required: true },
  purpose: { type: String, required: true },
  expiresAt: { type: Date, required: true },
  usedAt: { type: Date, default: null },
  pendingPasswordHash: { type: String, default: null },
  browserHash: { type: String, default: null },
});
const toLink = (found: LinkDocument): StoredLink => ({
  id: found.linkId,
  email: found.email,
  purpose: found.purpose,
  expiresAt: found.expiresAt,
  pendingPasswordHash: found.pendingPasswordHash ?? null,
  browserHash: found.browserHash ?? null,
});
linkSchema.index({ email: 1, purpose: 1, expiresAt: -1 });
/**
 * One document per link that was used or revoked: its unique key makes the use single, whatever the
 * server (a conditional update is not a compare-and-set on every server speaking the protocol:
 * FerretDB let two callers both take a link). `usedAt` on the link follows it, for the queries.
 */
interface LinkUseDocument {
  linkId: string;
  at: Date;
}
const linkUseSchema = new Schema<LinkUseDocument>({
  linkId: { type: String, required: true, unique: true },
  at: { type: Date, required: true },
});
sessionSchema.index({ userid: 1 });
interface SecretDocument {
  _id: string;
  value: string;
}
const secretSchema = new Schema<SecretDocument>({
  _id: { type: String, required: true },
  value: { type: String, required: true },
});
interface CounterDocument {
  _id: string;
  seq: number;
}
const counterSchema = new Schema<CounterDocument>({
  _id: { type: String, required: true },
  seq: { type: Number, required: true },
});

/** The profile document as stored: the roles live in their own field. */
const profileOf = ({ roles: _roles, ...profile }: User) => profile;

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

const ignoreExisting = (error: unknown) => {
  if ((error as { codeName?: string }).codeName !== 'NamespaceExists') throw error;
};

/** The production store: MongoDB through mongoose; user ids come from a counter document. */
export class MongoUserStore implements UserStore {
  readonly kind = 'mongodb';
  private readonly connection: Connection;
  private readonly users: Model<UserDocument>;
  private readonly sessions: Model<SessionDocument>;
  private readonly counters: Model<CounterDocument>;
  private readonly links: Model<LinkDocument>;
  private readonly linkUses: Model<LinkUseDocument>;
  private readonly secrets: Model<SecretDocument>;
  private readonly events: MongoOutbox;

  constructor(uri: string) {
    this.connection = mongoose.createConnection(uri);
    this.users = this.connection.model<UserDocument>('User', userSchema);
    this.sessions = this.connection.model<SessionDocument>('Session', sessionSchema);
    this.counters = this.connection.model<CounterDocument>('Counter', counterSchema);
    this.links = this.connection.model<LinkDocument>('Link', linkSchema);
    this.linkUses = this.connection.model<LinkUseDocument>('LinkUse', linkUseSchema);
    this.secrets = this.connection.model<SecretDocument>('Secret', secretSchema);
    this.events = new MongoOutbox(this.connection, 'users');
  }

  async ready(): Promise<this> {
    await this.connection.asPromise();
    // The collections exist before the first transaction writes to them (older servers refuse to create one inside it).
    await Promise.all([
      this.users.init(),
      this.sessions.init().then(() => ensureExpiryIndex(this.connection, this.sessions.collection.name, 'expiresAt')),
      this.links.init(),
      this.linkUses.init(),
      this.counters.createCollection().catch(ignoreExisting),
      this.events.ensureIndexes(),
    ]);
    return this;
  }

  async insert(user: NewUser, passwordHash: string | null, events?: (user: User) => PendingEvent[]): Promise<User> {
    const email = normalizeEmail(user.email);
    if (await this.users.exists({ email })) throw new DuplicateEmailError();
    const write = async (session: ClientSession | null) => {
      const counter = await this.counters.findOneAndUpdate(
        { _id: 'userid' },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: 'after', session },
      );
      const stored = UserSchema.parse({ ...user, email, userid: counter.seq, roles: [] });
      await this.users.create([{ userid: stored.userid, email, passwordHash, doc: profileOf(stored), roles: [] }], {
        session,
      });
      if (session) await this.enqueueAll(session, events?.(stored) ?? []);
      return stored;
    };
    try {
      // The account and its events in one transaction (a replica set is required, as in production).
      return events ? await this.events.transaction((session) => write(session)) : await write(null);
    } catch (error) {
      if ((error as { code?: number }).code === 11000) throw new DuplicateEmailError();
      throw error;
    }
  }

  async findByEmail(email: string): Promise<StoredUser | null> {
    return this.toStored(await this.users.findOne({ email: normalizeEmail(email) }).lean());
  }

  async findById(userid: number): Promise<StoredUser | null> {
    return this.toStored(await this.users.findOne({ userid }).lean());
  }

  async update(userid: number, changes: UserChanges): Promise<StoredUser | null> {
    const found = await this.users.findOne({ userid }).lean();
    if (!found) return null;
    const user = UserSchema.parse({ ...found.doc, ...changes.doc, userid, email: found.email, roles: [] });
    const set: Partial<UserDocument> = { doc: profileOf(user) };
    if (changes.passwordHash !== undefined) set.passwordHash = changes.passwordHash;
    const updated = await this.users.findOneAndUpdate({ userid }, { $set: set }, { returnDocument: 'after' }).lean();
    return this.toStored(updated);
  }

  async setRoles(userid: number, roles: readonly Role[]): Promise<StoredUser | null> {
    const stored = [...new Set(roles.map((role) => RoleSchema.parse(role)))];
    const updated = await this.users
      .findOneAndUpdate({ userid }, { $set: { roles: stored } }, { returnDocument: 'after' })
      .lean();
    return this.toStored(updated);
  }

  async createSession(userid: number, sessionId: string, expiresAt: Date): Promise<void> {
    await this.sessions.create({ sessionId, userid, expiresAt });
  }

  async findSession(sessionId: string, now: Date): Promise<number | null> {
    const found = await this.sessions.findOne({ sessionId, expiresAt: { $gt: now } }).lean();
    return found?.userid ?? null;
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.sessions.deleteOne({ sessionId });
  }

  async deleteSessionsOf(userid: number, keep?: string): Promise<void> {
    await this.sessions.deleteMany(keep === undefined ? { userid } : { userid, sessionId: { $ne: keep } });
  }

  async createLink(link: StoredLink, events: PendingEvent[] = []): Promise<void> {
    const doc = {
      linkId: link.id,
      email: normalizeEmail(link.email),
      purpose: link.purpose,
      expiresAt: link.expiresAt,
      usedAt: null,
      pendingPasswordHash: link.pendingPasswordHash ?? null,
      browserHash: link.browserHash ?? null,
    };
    if (events.length === 0) {
      await this.links.create(doc);
      return;
    }
    await this.events.transaction(async (session) => {
      await this.links.create([doc], { session });
      await this.enqueueAll(session, events);
    });
  }

  async findActiveLink(email: string, purpose: LinkPurpose, now: Date): Promise<StoredLink | null> {
    const candidates = await this.links
      .find({ email: normalizeEmail(email), purpose, usedAt: null, expiresAt: { $gt: now } })
      .sort({ expiresAt: -1 })
      .lean();
    const used = await this.usedOf(candidates.map((link) => link.linkId));
    const found = candidates.find((link) => !used.has(link.linkId));
    return found ? toLink(found) : null;
  }

  async consumeLink(id: string, now: Date): Promise<StoredLink | null> {
    const found = await this.links.findOne({ linkId: id, usedAt: null, expiresAt: { $gt: now } }).lean();
    if (!found || !(await this.recordUse(id, now))) return null;
    await this.links.updateOne({ linkId: id }, { $set: { usedAt: now } });
    return toLink(found);
  }

  async revokeLinks(email: string, purpose: LinkPurpose, now: Date): Promise<void> {
    const filter = { email: normalizeEmail(email), purpose, usedAt: null };
    const ids = (await this.links.find(filter, { linkId: 1 }).lean()).map((link) => link.linkId);
    // Revoking is using: a consumeLink racing this either used the link first or finds it used.
    for (const id of ids) await this.recordUse(id, now);
    await this.links.updateMany({ linkId: { $in: ids } }, { $set: { usedAt: now } });
  }

  async secret(name: string, create: () => string): Promise<string> {
    // An insert, not an upsert: two first callers at once both answer the one value stored.
    await this.secrets.create({ _id: name, value: create() }).catch((error: unknown) => {
      if (!isDuplicate(error)) throw error;
    });
    const found = await this.secrets.findById(name).lean();
    return found!.value;
  }
  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }

  outbox(): OutboxStore {
    return this.events;
  }

  async readiness(): Promise<Readiness> {
    await this.connection.db!.admin().ping();
    return { ok: true, detail: 'mongodb answers' };
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  private async enqueueAll(session: ClientSession, events: PendingEvent[]) {
    for (const event of events)
      await this.events.enqueue(session, event.topic as Topic, event.payload as EventPayload<Topic>, event.key);
  }

  /**
   * Records the link's use, which decides: a link is used once. False when it was used (or revoked)
   * before. A crash before the link's `usedAt` follows is harmless: every read asks the uses.
   */
  private async recordUse(linkId: string, at: Date): Promise<boolean> {
    try {
      await this.linkUses.create({ linkId, at });
      return true;
    } catch (error) {
      if (isDuplicate(error)) return false;
      throw error;
    }
  }

  /** Which of these links have a use (their `usedAt` may not say so yet). */
  private async usedOf(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const uses = await this.linkUses.find({ linkId: { $in: ids } }, { linkId: 1 }).lean();
    return new Set(uses.map((use) => use.linkId));
  }

  private toStored(found: UserDocument | null): StoredUser | null {
    if (!found) return null;
    const user = UserSchema.parse({ ...found.doc, roles: found.roles ?? [] });
    return { user, passwordHash: found.passwordHash };
  }
}
