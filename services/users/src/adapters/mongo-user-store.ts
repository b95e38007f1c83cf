import { UserSchema, type User } from '@shop/contracts';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import { DuplicateEmailError, normalizeEmail, type NewUser, type StoredUser, type UserStore } from '../ports/user-store';

interface UserDocument {
  userid: number;
  email: string;
  passwordHash: string | null;
  doc: User;
}
interface SessionDocument {
  sessionId: string;
  userid: number;
  expiresAt: Date;
}

const userSchema = new Schema<UserDocument>({
  userid: { type: Number, required: true, unique: true },
  email: { type: String, required: true, unique: true },
  passwordHash: { type: String, default: null },
  doc: { type: Schema.Types.Mixed, required: true },
}, { minimize: false });
const sessionSchema = new Schema<SessionDocument>({
  sessionId: { type: String, required: true, unique: true },
  userid: { type: Number, required: true },
  // MongoDB removes expired sessions by itself.
  expiresAt: { type: Date, required: true, expires: 0 },
});
interface CounterDocument {
  _id: string;
  seq: number;
}
const counterSchema = new Schema<CounterDocument>({ _id: { type: String, required: true }, seq: { type: Number, required: true } });

/** The production store: MongoDB through mongoose; user ids come from a counter document. */
export class MongoUserStore implements UserStore {
  readonly kind = 'mongodb';
  private readonly connection: Connection;
  private readonly users: Model<UserDocument>;
  private readonly sessions: Model<SessionDocument>;
  private readonly counters: Model<CounterDocument>;

  constructor(uri: string) {
    this.connection = mongoose.createConnection(uri);
    this.users = this.connection.model<UserDocument>('User', userSchema);
    this.sessions = this.connection.model<SessionDocument>('Session', sessionSchema);
    this.counters = this.connection.model<CounterDocument>('Counter', counterSchema);
  }

  async ready(): Promise<this> {
    await this.connection.asPromise();
    await Promise.all([this.users.init(), this.sessions.init()]);
    return this;
  }

  async insert(user: NewUser, passwordHash: string | null): Promise<User> {
    const email = normalizeEmail(user.email);
    if (await this.users.exists({ email })) throw new DuplicateEmailError();
    const counter = await this.counters.findOneAndUpdate({ _id: 'userid' }, { $inc: { seq: 1 } }, { upsert: true, new: true });
    const stored = UserSchema.parse({ ...user, email, userid: counter.seq });
    try {
      await this.users.create({ userid: stored.userid, email, passwordHash, doc: stored });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) throw new DuplicateEmailError();
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

  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  private toStored(found: UserDocument | null): StoredUser | null {
    return found ? { user: UserSchema.parse(found.doc), passwordHash: found.passwordHash } : null;
  }
}
