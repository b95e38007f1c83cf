import type { PunchoutProtocol } from '@shop/contracts';
import { ensureExpiryIndex } from '@shop/service-kit';
import { Schema, type Model } from 'mongoose';
import type {
  PunchoutStore,
  StoredPunchoutConnection,
  StoredPunchoutSession,
  StoredStartLink,
} from '../ports/punchout-store';
import { MongoDatabase } from './mongo-database';

type SessionDocument = Omit<StoredPunchoutSession, 'expires_at'> & { expires_at: Date };

const connectionSchema = new Schema<StoredPunchoutConnection>({
  connection_id: { type: String, required: true, unique: true },
  company_id: { type: String, required: true, index: true },
  userid: { type: Number, required: true },
  protocol: { type: String, required: true },
  login: { type: String, required: true },
  secret_hash: { type: String, required: true },
  status_url: { type: String, default: null },
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
  credentials: { type: Schema.Types.Mixed, default: null },
  // Removed once past by a TTL index where the server has one; read as absent from then on.
  expires_at: { type: Date, required: true },
});

type StartLinkDocument = Omit<StoredStartLink, 'expires_at'> & { expires_at: Date };
const startLinkSchema = new Schema<StartLinkDocument>({
  token_hash: { type: String, required: true, unique: true },
  connection_id: { type: String, required: true },
  return_url: { type: String, required: true },
  buyer_cookie: { type: String, default: '' },
  credentials: { type: Schema.Types.Mixed, default: null },
  expires_at: { type: Date, required: true },
});
/**
 * One document per used start link: its unique key makes the use single on every server speaking
 * the protocol (a conditional update gave one link to two callers on FerretDB, docs/sessions.md).
 */
interface StartLinkUseDocument {
  token_hash: string;
}
const startLinkUseSchema = new Schema<StartLinkUseDocument>({
  token_hash: { type: String, required: true, unique: true },
});
const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

const connection = (doc: StoredPunchoutConnection): StoredPunchoutConnection => ({
  connection_id: doc.connection_id,
  company_id: doc.company_id,
  userid: doc.userid,
  protocol: doc.protocol,
  login: doc.login,
  secret_hash: doc.secret_hash,
  status_url: doc.status_url ?? null,
  created_at: doc.created_at,
});

/** Punch-out connections and sessions in MONGODB_URI's database, beside the accounts. */
export class MongoPunchoutStore extends MongoDatabase implements PunchoutStore {
  private readonly connectionsModel: Model<StoredPunchoutConnection>;
  private readonly sessions: Model<SessionDocument>;
  private readonly startLinks: Model<StartLinkDocument>;
  private readonly startLinkUses: Model<StartLinkUseDocument>;

  constructor(uri: string) {
    super(uri);
    this.connectionsModel = this.connection.model<StoredPunchoutConnection>('PunchoutConnection', connectionSchema);
    this.sessions = this.connection.model<SessionDocument>('PunchoutSession', sessionSchema);
    this.startLinks = this.connection.model<StartLinkDocument>('PunchoutStartLink', startLinkSchema);
    this.startLinkUses = this.connection.model<StartLinkUseDocument>('PunchoutStartLinkUse', startLinkUseSchema);
  }

  async ready(): Promise<this> {
    await this.connection.asPromise();
    await Promise.all([
      this.connectionsModel.init(),
      this.startLinks.init(),
      this.startLinkUses.init(),
      this.sessions.init().then(() => ensureExpiryIndex(this.connection, this.sessions.collection.name, 'expires_at')),
    ]);
    return this;
  }

  async saveConnection(saved: StoredPunchoutConnection): Promise<StoredPunchoutConnection> {
    const { company_id, userid, secret_hash, status_url, ...key } = saved;
    const doc = await this.connectionsModel
      .findOneAndUpdate(
        { protocol: key.protocol, login: key.login },
        { $set: { company_id, userid, secret_hash, status_url }, $setOnInsert: key },
        { upsert: true, returnDocument: 'after' },
      )
      .lean();
    return connection(doc!);
  }

  async connectionByLogin(protocol: PunchoutProtocol, login: string): Promise<StoredPunchoutConnection | null> {
    const doc = await this.connectionsModel.findOne({ protocol, login }).lean();
    return doc ? connection(doc) : null;
  }

  async connectionById(connectionId: string): Promise<StoredPunchoutConnection | null> {
    const doc = await this.connectionsModel.findOne({ connection_id: connectionId }).lean();
    return doc ? connection(doc) : null;
  }

  async connections(companyId: string): Promise<StoredPunchoutConnection[]> {
    const docs = await this.connectionsModel.find({ company_id: companyId }).sort({ created_at: 1, connection_id: 1 });
    return docs.map((doc) => connection(doc.toObject()));
  }

  async deleteConnection(companyId: string, connectionId: string): Promise<string[] | null> {
    // The connection goes first: a login or setup that read it before still gets its session, which
    // /users/current then ends, finding no connection behind it (session-routes.ts).
    const { deletedCount } = await this.connectionsModel.deleteOne({
      company_id: companyId,
      connection_id: connectionId,
    });
    if (deletedCount !== 1) return null;
    const sessions = await this.sessions.find({ connection_id: connectionId }, { session_id: 1 }).lean();
    await Promise.all([
      this.sessions.deleteMany({ connection_id: connectionId }),
      this.startLinks.deleteMany({ connection_id: connectionId }),
    ]);
    return sessions.map((doc) => doc.session_id);
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
      credentials: doc.credentials ?? null,
      expires_at: doc.expires_at.toISOString(),
    };
  }

  async createStartLink(link: StoredStartLink): Promise<void> {
    await this.startLinks.create({ ...link, expires_at: new Date(link.expires_at) });
  }

  async useStartLink(tokenHash: string, now: Date): Promise<StoredStartLink | null> {
    const doc = await this.startLinks.findOne({ token_hash: tokenHash, expires_at: { $gt: now } }).lean();
    if (!doc) return null;
    try {
      await this.startLinkUses.create({ token_hash: tokenHash });
    } catch (error) {
      if (isDuplicate(error)) return null;
      throw error;
    }
    return {
      token_hash: doc.token_hash,
      connection_id: doc.connection_id,
      return_url: doc.return_url,
      buyer_cookie: doc.buyer_cookie,
      credentials: doc.credentials ?? null,
      expires_at: doc.expires_at.toISOString(),
    };
  }
}
