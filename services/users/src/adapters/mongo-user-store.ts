import { RoleSchema, UserSchema, type Role, type User } from '@shop/contracts';
import {
  consoleBusLogger,
  ensureExpiryIndex,
  MongoExpirySweep,
  MongoKeyLock,
  MongoOutbox,
  MongoSequence,
  outboxIdsField,
  type BusLogger,
  type OutboxStore,
  type Readiness,
} from '@shop/service-kit';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
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
  /** The ids of the events committed with the account (the outbox: its insert commits them). */
  outbox_ids?: string[];
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
    [outboxIdsField]: { type: [String], default: undefined },
  },
  { minimize: false },
);
const sessionSchema = new Schema<SessionDocument>({
  sessionId: { type: String, required: true, unique: true },
  userid: { type: Number, required: true },
  // Removed once past (a TTL index and the store's sweep, see ready()); read as absent from then on.
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
  /** The ids of the mail events committed with the link (its insert commits them). */
  outbox_ids?: string[];
}
const linkSchema = new Schema<LinkDocument>({
  linkId: { type: String, required: true, unique: true },
  email: { type: String, required: true },
  purpose: { type: String, required: true },
  expiresAt: { type: Date, required: true },
  usedAt: { type: Date, default: null },
  pendingPasswordHash: { type: String, default: null },
  browserHash: { type: String, default: null },
  [outboxIdsField]: { type: [String], default: undefined },
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
/** The user-id counter of the store's versions before MongoSequence: new ids continue above it. */
interface CounterDocument {
  _id: string;
  seq: number;
}
const counterSchema = new Schema<CounterDocument>({
  _id: { type: String, required: true },
  seq: { type: Number, required: true },
});
/** How often expired sessions are deleted (servers without TTL indexes keep them otherwise). */
const sessionSweepMs = 10 * 60_000;

/** The profile document as stored: the roles live in their own field. */
const profileOf = ({ roles: _roles, ...profile }: User) => profile;

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * The production store: MongoDB through mongoose, written without transactions (FerretDB has none):
 * an account and its events, a link and its mail event, are each one document insert (the outbox's
 * `commit`); user ids come from a MongoSequence; a link's single use from a unique use document;
 * an account's changes are made one at a time under its key lock (its profile is read, merged and
 * written back, and FerretDB writes a whole document back even for `$set` of one field).
 */
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
  private readonly userids: MongoSequence;
  private readonly userLocks: MongoKeyLock;
  private readonly sessionSweep: MongoExpirySweep;

  /** `sweepEveryMs`: how often expired sessions are deleted (default 10 min); `logger` hears a sweep that failed. */
  constructor(
    uri: string,
    {
      sweepEveryMs = sessionSweepMs,
      logger = consoleBusLogger,
    }: { sweepEveryMs?: number; logger?: Pick<BusLogger, 'warn'> } = {},
  ) {
    this.connection = mongoose.createConnection(uri);
    this.users = this.connection.model<UserDocument>('User', userSchema);
    this.sessions = this.connection.model<SessionDocument>('Session', sessionSchema);
    this.counters = this.connection.model<CounterDocument>('Counter', counterSchema);
    this.links = this.connection.model<LinkDocument>('Link', linkSchema);
    this.linkUses = this.connection.model<LinkUseDocument>('LinkUse', linkUseSchema);
    this.secrets = this.connection.model<SecretDocument>('Secret', secretSchema);
    this.events = new MongoOutbox(this.connection, 'users');
    this.userids = new MongoSequence(this.connection);
    this.userLocks = new MongoKeyLock(this.connection, 'user_locks');
    this.sessionSweep = new MongoExpirySweep(this.connection, this.sessions.collection.name, 'expiresAt', {
      everyMs: sweepEveryMs,
      onError: (error) => logger.warn({ err: error }, 'users: deleting expired sessions failed, trying again later'),
    });
  }

  async ready(): Promise<this> {
    await this.connection.asPromise();
    await Promise.all([
      this.users.init(),
      this.sessions.init().then(() => ensureExpiryIndex(this.connection, this.sessions.collection.name, 'expiresAt')),
      this.links.init(),
      this.linkUses.init(),
      this.userids.ensureIndexes(),
      this.userLocks.ensureIndexes(),
      this.events.ensureIndexes(),
    ]);
    // Also where the server has a TTL index: one way of expiring on every server.
    this.sessionSweep.start();
    return this;
  }

  async insert(user: NewUser, passwordHash: string | null, events?: (user: User) => PendingEvent[]): Promise<User> {
    const email = normalizeEmail(user.email);
    if (await this.users.exists({ email })) throw new DuplicateEmailError();
    const carriedOver = await this.counters.findById('userid').lean();
    const userid = await this.userids.next('userid', carriedOver?.seq ?? 0);
    const stored = UserSchema.parse({ ...user, email, userid, roles: [] });
    const owner = { collection: this.users.collection.name, field: 'userid', value: userid };
    try {
      // The account's insert commits its events; the unique e-mail refuses a racing signup's.
      await this.events.commit(owner, events?.(stored) ?? [], async (ids) => {
        await this.users.create({ userid, email, passwordHash, doc: profileOf(stored), roles: [], outbox_ids: ids });
        return true;
      });
    } catch (error) {
      if (isDuplicate(error) && (await this.users.exists({ email }))) throw new DuplicateEmailError();
      throw error;
    }
    return stored;
  }

  async findByEmail(email: string): Promise<StoredUser | null> {
    return this.toStored(await this.users.findOne({ email: normalizeEmail(email) }).lean());
  }

  async findById(userid: number): Promise<StoredUser | null> {
    return this.toStored(await this.users.findOne({ userid }).lean());
  }

  async update(userid: number, changes: UserChanges): Promise<StoredUser | null> {
    return this.userLocks.withLock(`user:${userid}`, async () => {
      const found = await this.users.findOne({ userid }).lean();
      if (!found) return null;
      const user = UserSchema.parse({ ...found.doc, ...changes.doc, userid, email: found.email, roles: [] });
      const set: Partial<UserDocument> = { doc: profileOf(user) };
      if (changes.passwordHash !== undefined) set.passwordHash = changes.passwordHash;
      const updated = await this.users.findOneAndUpdate({ userid }, { $set: set }, { returnDocument: 'after' }).lean();
      return this.toStored(updated);
    });
  }

  async setRoles(userid: number, roles: readonly Role[]): Promise<StoredUser | null> {
    const stored = [...new Set(roles.map((role) => RoleSchema.parse(role)))];
    return this.userLocks.withLock(`user:${userid}`, async () => {
      const updated = await this.users
        .findOneAndUpdate({ userid }, { $set: { roles: stored } }, { returnDocument: 'after' })
        .lean();
      return this.toStored(updated);
    });
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
    const owner = { collection: this.links.collection.name, field: 'linkId', value: link.id };
    // The link's insert commits its mail events.
    await this.events.commit(owner, events, async (ids) => {
      await this.links.create({
        linkId: link.id,
        email: normalizeEmail(link.email),
        purpose: link.purpose,
        expiresAt: link.expiresAt,
        usedAt: null,
        pendingPasswordHash: link.pendingPasswordHash ?? null,
        browserHash: link.browserHash ?? null,
        outbox_ids: ids,
      });
      return true;
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
    await this.sessionSweep.stop();
    await this.connection.close();
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
