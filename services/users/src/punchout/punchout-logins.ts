import type { PunchoutProtocol, PunchoutSession } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UsersContext } from '../domain/context';
import type { StoredPunchoutConnection } from '../ports/punchout-store';

/**
 * How long a punch-out session lasts: a purchasing system opens the shop for one shopping trip,
 * not for a month like a buyer's own login.
 */
export const punchoutSessionMs = 8 * 60 * 60 * 1000;

/** The same 401 for an unknown login, a wrong secret and a member who left: none tells which. */
export const punchoutRefused = () =>
  new HttpError(401, 'INVALID_CREDENTIALS', 'error.invalid_credentials', [
    { field: 'USERNAME', reason: 'error.invalid_credentials' },
  ]);

/**
 * A purchasing system's login: its credentials name a connection, the connection a member of the
 * company, and the session it opens is that member's own (their prices, the company's rules), with
 * the address the cart goes back to kept beside it on the server.
 */
export class PunchoutLogins {
  constructor(private readonly context: UsersContext) {}

  /**
   * The connection these credentials open, or null. One scrypt run whatever the login (unknown
   * ones against a dummy hash), counted by the login throttle as password tries are.
   */
  async connection(
    protocol: PunchoutProtocol,
    login: string,
    secret: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<StoredPunchoutConnection | null> {
    const { punchout, loginThrottle, passwords } = this.context;
    await loginThrottle.check(`punchout:${protocol}:${login}`, null, request, reply);
    const found = await punchout.connectionByLogin(protocol, login);
    const check = await passwords.verify(secret, found?.secret_hash ?? null);
    return found && check.ok ? found : null;
  }

  /** Starts the member's punch-out session in this browser; refused when they left the company or the shop. */
  async open(
    connection: StoredPunchoutConnection,
    back: Omit<PunchoutSession, 'protocol'>,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const { store, companies, sessions, punchout } = this.context;
    const account = await store.findById(connection.userid);
    const membership = await companies.membershipOf(connection.userid);
    if (!account || account.user.isdeleted || membership?.company.company_id !== connection.company_id)
      throw punchoutRefused();
    const { sessionId, expiresAt } = await sessions.start(connection.userid, request, reply, {
      lifetimeMs: punchoutSessionMs,
      punchout: connection.protocol,
    });
    await punchout.startSession(
      {
        ...back,
        protocol: connection.protocol,
        session_id: sessionId,
        connection_id: connection.connection_id,
        expires_at: expiresAt.toISOString(),
      },
      this.context.now(),
    );
  }
}
