import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describeWithMongo } from '@shop/service-kit/testing';
import { buildTestGateway } from './helper';

/*
 * Issue 31's two-replica test: two users-service processes on one MongoDB-protocol store behind the
 * gateway, which gives them requests in turn (its ReplicaPool). A limit of N allows N in total
 * across both, the N+1st is 429 on either, and a session made through one is accepted through the
 * other until it is ended through one of them.
 */

// Each process compiles the service with tsx on start (seconds, more on a loaded machine).
jest.setTimeout(180_000);

const repoRoot = resolve(__dirname, '../../..');

interface Replica {
  url: string;
  child: ChildProcess;
}

/** services/users/src/server.ts as a replica's container starts it; resolves once it listens. */
function startUsersReplica(env: Record<string, string>): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/users/src/server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((done, fail) => {
    const exitedEarly = (code: number | null) =>
      fail(new Error(`the users replica exited (${code}):\n${output.slice(-4000)}`));
    child.once('exit', exitedEarly);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!url) return;
      child.off('exit', exitedEarly);
      child.stdout.off('data', read);
      child.stderr.off('data', read);
      // Its log is not needed any more, but read, so a full pipe never blocks the replica.
      child.stdout.resume();
      child.stderr.resume();
      done({ url, child });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
}

/** SIGTERM, as an orchestrator stops a replica; SIGKILL if it has not ended within its grace. */
function stopReplica({ child }: Replica): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** How many requests of `route` the replica answered, from its own metrics. */
async function answered({ url }: Replica, route: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics/users`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_requests_total{') && line.includes(`route="${route}"`))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/** The token of the newest login link mailed to `email` (the outbox mailer's files, quoted-printable). */
function newestLinkToken(outbox: string, email: string): string | undefined {
  const mails = readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) =>
      readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((mail) => new RegExp(`^To: ${email}`, 'mi').test(mail));
  return /verify\?token=([A-Za-z0-9._-]+)/.exec(mails.at(-1) ?? '')?.[1];
}

async function eventually<T>(read: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  const until = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what}: not within 60 s`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describeWithMongo('users replicas on one MongoDB-protocol store', (server) => {
  // Its own block: jest runs afterAll hooks in the order declared, and the replicas must stop
  // before the server they use does.
  describe('two of them behind the gateway, sharing rate limits and sessions through the store', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'users-replicas-'));
    const host = 'http://127.0.0.1:8080';
    let replicas: Replica[] = [];
    let gateway: Awaited<ReturnType<typeof buildTestGateway>>;

    beforeAll(async () => {
      const env = {
        MONGODB_URI: server().databaseUri('users_replicas'),
        SESSION_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: dataDir,
      };
      replicas = await Promise.all([startUsersReplica(env), startUsersReplica(env)]);
      gateway = await buildTestGateway({
        USERS_URL: replicas.map((r) => r.url).join(','),
        SESSION_SECRET: env.SESSION_SECRET,
      });
    });
    afterAll(async () => {
      await gateway?.app.close();
      await Promise.all(replicas.map(stopReplica));
      rmSync(dataDir, { recursive: true, force: true });
    });

    const requestLink = (email: string) =>
      gateway.app.inject({ method: 'POST', url: '/api/users/request-magic-link', payload: { email, host } });
    const direct = (replica: Replica, path: string, init: RequestInit = {}) => fetch(`${replica.url}${path}`, init);

    it('allows 5 magic links per e-mail exactly 5 times across both, and the 6th is 429 on either', async () => {
      const email = 'limit@rakennus-oy.fi';
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await requestLink(email)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      // The gateway gave both replicas their turns: each counted some of the five.
      const counts = await Promise.all(replicas.map((r) => answered(r, '/users/request-magic-link')));
      expect(counts.every((count) => count >= 2)).toBe(true);
      for (const replica of replicas) {
        const sixth = await direct(replica, '/users/request-magic-link', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-locale': 'en' },
          body: JSON.stringify({ email, host }),
        });
        expect(sixth.status).toBe(429);
        expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await sixth.json()).toMatchObject({ code: 'RATE_LIMITED' });
      }
    });

    it('accepts a session made through one replica on the other, and refuses it once ended through one', async () => {
      const email = 'session@rakennus-oy.fi';
      expect((await requestLink(email)).statusCode).toBe(200);
      const token = await eventually(() => newestLinkToken(join(dataDir, 'outbox'), email), 'the login link mail');
      const login = await gateway.app.inject({
        url: `/api/users/check-magic-link?token=${encodeURIComponent(token)}`,
      });
      expect(login.statusCode).toBe(200);
      const sid = /(?:^|,\s*)sid=([^;]+)/.exec(String(login.headers['set-cookie']))?.[1];
      expect(sid).toBeDefined();
      const cookie = { cookie: `sid=${sid}` };
      const [a, b] = replicas as [Replica, Replica];

      for (const replica of [a, b])
        expect((await direct(replica, '/users/current', { headers: cookie })).status).toBe(200);
      const logout = await direct(a, '/users/logout', { method: 'POST', headers: cookie });
      expect(logout.status).toBe(200);
      for (const replica of [b, a])
        expect((await direct(replica, '/users/current', { headers: cookie })).status).toBe(401);
    });
  });
});
