import type { PunchoutProtocol } from '@shop/contracts';
import { ensureExpiryIndex, type Readiness } from '@shop/service-kit';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import type { PunchoutStore, StoredPunchoutConnection, StoredPunchoutSession } from '../ports/punchout-store';

type SessionDocument = Omit<StoredPunchoutSession, 'expires_at'> & { expires_at: Date };

const connectionSchema = new Schema<StoredPunchoutConnection>({
  connection_id: { type: String, required: true, unique: true },
  company_id: { type: String, required: true, index: true },
  userid: { type: Number, required: true },
  protocol: { type: String, required: true },
  login: { type: String, required: true },
  secret_hash: { type: String, required: true },
  created_at: { type: String, required: true },
});
// One connection per login and protocol: the purchasing system's credentials name exactly one.
connectionSchema.index({ protocol: 1, login: 1 }, { unique: true });

const sessionSchema = new Schema<SessionDocument>({
  session_id: { type: String, required: true, unique: true },
  connection_id: { type: String, required: true },
  protocol: { type: String, required: true },
  return_url: { type: String, required: true },
  target: { type: String, default: '' },
  buyer_cookie: { type: String, default: '' },
  // Removed once past by a TTL index where the server has one; read as absent from then on.
  expires_at: { type: Date, required: true },
});

const connection = (doc: StoredPunchoutConnection): StoredPunchoutConnection => ({
  connection_id: doc.connection_id,
  company_id: doc.company_id,
  userid: doc.userid,
  protocol: doc.protocol,
  login: doc.login,
  secret_hash: doc.secret_hash,
  created_at: doc.created_at,
});

/** Punch-out connections and sessions in MONGODB_URI's database, beside the accounts. */
export class MongoPunchoutStore implements PunchoutStore {
  readonly kind = 'mongodb';
  private readonly connection: Connection;
  private readonly connectionsModel: Model<StoredPunchoutConnection>;
  private readonly sessions: Model<SessionDocument>;

  constructor(uri: string) {
    this.connection = mongoose.createConnection(uri);
    this.connectionsModel = this.connection.model<StoredPunchoutConnection>('PunchoutConnection', connectionSchema);
    this.sessions = this.connection.model<SessionDocument>('PunchoutSession', sessionSchema);
  }

  async ready(): Promise<this> {
    await this.connection.asPromise();
    await Promise.all([
      this.connectionsModel.init(),
      this.sessions.init().then(() => ensureExpiryIndex(this.connection, this.sessions.collection.name, 'expires_at')),
    ]);
    return this;
  }

  async saveConnection(saved: StoredPunchoutConnection): Promise<StoredPunchoutConnection> {
    const { company_id, userid, secret_hash, ...key } = saved;
    const doc = await this.connectionsModel
      .findOneAndUpdate(
        { protocol: key.protocol, login: key.login },
        { $set: { company_id, userid, secret_hash }, $setOnInsert: key },
        { upsert: true, returnDocument: 'after' },
      )
      .lean();
    return connection(doc!);
  }

  async connectionByLogin(protocol: PunchoutProtocol, login: string): Promise<StoredPunchoutConnection | null> {
    const doc = await this.connectionsModel.findOne({ protocol, login }).lean();
    return doc ? connection(doc) : null;
  }

  async connections(companyId: string): Promise<StoredPunchoutConnection[]> {
    const docs = await this.connectionsModel.find({ company_id: companyId }).sort({ created_at: 1, connection_id: 1 });
    return docs.map((doc) => connection(doc.toObject()));
  }

  async startSession(session: StoredPunchoutSession, _now: Date): Promise<void> {
    await this.sessions.create({ ...session, expires_at: new Date(session.expires_at) });
  }

  async sessionOf(sessionId: string, now: Date): Promise<StoredPunchoutSession | null> {
    const doc = await this.sessions.findOne({ session_id: sessionId, expires_at: { $gt: now } }).lean();
    if (!doc) return null;
    return {
      session_id: doc.session_id,
      connection_id: doc.connection_id,
      protocol: doc.protocol,
      return_url: doc.return_url,
      target: doc.target,
      buyer_cookie: doc.buyer_cookie,
      expires_at: doc.expires_at.toISOString(),
    };
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
