/**
 * A real MongoDB-protocol server for the tests: FerretDB (Go module proxy), built by the machine's
 * `go` into node_modules/.cache/ferretdb and run on 127.0.0.1 on a free port with its SQLite
 * backend in a temporary directory. No MongoDB server is offered by the project's registries;
 * what FerretDB does not do that the adapters use is listed in docs/production.md ("MongoDB").
 *
 * FerretDB runs under a small shell that holds a pipe from this process: when this process ends
 * in any way (even SIGKILL), the pipe closes and the shell kills the server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { MongoClient } from 'mongodb';
import { freePort, installOnce, removeStaleDataDirs, runStep } from './server-process';

/**
 * v1: its SQLite backend needs nothing else. v2 needs PostgreSQL with Microsoft's DocumentDB
 * extension, which Debian does not ship. v1.24.1 is withheld by the Go module proxy (403).
 */
export const ferretdbVersion = 'v1.24.2';
const ferretdbModule = 'github.com/FerretDB/FerretDB';

export interface MongoServer {
  /** mongodb://host:port/ without a database. */
  uri: string;
  /** What the server says it is: `FerretDB v1.24.2 (SQLite)` or the external server's version. */
  description: string;
  /** A URI of a database of its own for one test (dropped by the test). */
  databaseUri(prefix: string): string;
  stop(): Promise<void>;
}

// __filename, not __dirname: tsx's tsImport (scripts/mongo-server.mjs) defines only the former.
const repoRoot = resolve(dirname(__filename), '..', '..', '..');
const installDir = join(repoRoot, 'node_modules', '.cache', 'ferretdb', ferretdbVersion);
const binary = join(installDir, 'ferretdb');
// A cold Go module cache downloads ~200 modules and compiles them: minutes on 2 busy cores.
export const installTimeoutMs = 30 * 60_000;
const startTimeoutMs = 60_000;

function commandWorks(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore', timeout: 60_000 }).status === 0;
}

/**
 * Why the Mongo tests cannot run against FerretDB here, or null when they can: SHOP_MONGO_TESTS=0
 * turns them off; otherwise they need Go unless FerretDB is already built in the cache.
 */
export function ferretdbUnavailableReason(): string | null {
  if (process.env.SHOP_MONGO_TESTS === '0') return 'SHOP_MONGO_TESTS=0';
  if (!existsSync(join(installDir, '.complete')) && !commandWorks('go', ['version']))
    return 'no `go` on PATH (Go builds FerretDB from the Go module proxy)';
  return null;
}

async function go(args: string[], cwd: string): Promise<string> {
  // GOTOOLCHAIN=local: FerretDB's go.mod names a toolchain, which Go would otherwise try to download.
  // -buildvcs=false: the copy sits inside this repository's work tree, whose git state is not FerretDB's.
  const { stdout } = await runStep('go', args, {
    what: 'FerretDB install (Go module proxy)',
    limitMs: installTimeoutMs,
    cwd,
    env: { ...process.env, GOTOOLCHAIN: 'local', GOFLAGS: '-mod=readonly -buildvcs=false' },
  });
  return stdout;
}

/**
 * Builds FerretDB into the cache, once per version. Not `go install module@version`: it asks the
 * proxy for the module's version list (refused here, 403), and a build whose main module is not
 * FerretDB's panics without the build/version/version.txt its release process writes. So: the
 * module's source (checked against sum.golang.org by `go mod download`) is copied, given that file
 * and built as its own main module, with its own go.sum.
 */
export async function installFerretdb(): Promise<string> {
  await installOnce(installDir, `FerretDB ${ferretdbVersion}`, installTimeoutMs, async (staging) => {
    const downloaded = JSON.parse(
      await go(['mod', 'download', '-json', `${ferretdbModule}@${ferretdbVersion}`], staging),
    ) as { Dir?: string };
    if (!downloaded.Dir) throw new Error(`go mod download gave no directory for ${ferretdbModule}@${ferretdbVersion}`);
    const source = join(staging, 'src');
    await cp(downloaded.Dir, source, { recursive: true });
    // The module cache is read-only; the copy gets written to and later removed.
    await runStep('chmod', ['-R', 'u+w', source], { what: 'FerretDB install', limitMs: 60_000 });
    writeFileSync(join(source, 'build', 'version', 'version.txt'), `${ferretdbVersion}\n`);
    await go(['build', '-trimpath', '-o', join(staging, 'ferretdb'), './cmd/ferretdb'], source);
    rmSync(source, { recursive: true, force: true });
  });
  return binary;
}

/** Runs the server under a shell that kills it when our end of its stdin pipe closes. */
const guardScript = `
"$@" &
child=$!
trap 'kill -9 "$child" 2>/dev/null; exit 0' HUP INT TERM
cat > /dev/null
kill -9 "$child" 2>/dev/null
wait "$child" 2>/dev/null
exit 0
`;

function withDatabase(serverUri: string, prefix: string): string {
  const url = new URL(serverUri);
  url.pathname = `/${prefix}_${randomUUID().slice(0, 8)}`;
  return url.toString();
}

/** `FerretDB v1.24.2` or `MongoDB 8.0.4`, from the server's own buildInfo. */
async function describeServer(client: MongoClient): Promise<string> {
  const info = await client.db('admin').command({ buildInfo: 1 });
  return typeof info.ferretdbVersion === 'string' ? `FerretDB ${info.ferretdbVersion}` : `MongoDB ${info.version}`;
}

async function waitUntilAnswering(uri: string, exited: () => string | null): Promise<string> {
  const until = Date.now() + startTimeoutMs;
  for (;;) {
    const died = exited();
    if (died) throw new Error(died);
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1_000 });
    try {
      await client.connect();
      await client.db('admin').command({ ping: 1 });
      return await describeServer(client);
    } catch {
      // Not up yet.
    } finally {
      await client.close().catch(() => undefined);
    }
    if (Date.now() > until) throw new Error(`FerretDB did not answer on ${uri} within ${startTimeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function startFerretdb(): Promise<MongoServer> {
  const ferretdb = await installFerretdb();
  removeStaleDataDirs('shop-ferretdb-');
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-ferretdb-'));
  writeFileSync(join(dataDir, 'owner.pid'), String(process.pid));
  mkdirSync(join(dataDir, 'sqlite'));
  const port = await freePort();
  const uri = `mongodb://127.0.0.1:${port}/`;
  const logFile = join(dataDir, 'ferretdb.log');
  const out = openSync(logFile, 'a');
  const args = [
    `--listen-addr=127.0.0.1:${port}`,
    '--handler=sqlite',
    `--sqlite-url=file:${join(dataDir, 'sqlite')}/`,
    `--state-dir=${dataDir}`,
    '--debug-addr=-',
    '--telemetry=disable',
    '--log-level=warn',
    '--log-format=text',
  ];
  const guard: ChildProcess = spawn('sh', ['-c', guardScript, 'ferretdb-guard', ferretdb, ...args], {
    stdio: ['pipe', out, out],
  });
  closeSync(out);
  // Neither the guard nor its pipe keeps the test process alive; the pipe closing is the signal.
  guard.unref();
  (guard.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  let exitNote: string | null = null;
  guard.on('exit', () => (exitNote = `FerretDB exited; its log:\n${readFileSync(logFile, 'utf8').slice(-4000)}`));

  const stop = async () => {
    if (guard.exitCode === null && guard.signalCode === null) {
      const exited = new Promise((r) => guard.once('exit', r));
      // Waited for now (see kafka-broker.ts): unreferenced, a script could end before the exit arrives.
      guard.ref();
      guard.stdin?.end();
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const version = await waitUntilAnswering(uri, () => exitNote);
    return {
      uri,
      description: `${version} (SQLite backend)`,
      databaseUri: (prefix) => withDatabase(uri, prefix),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** MONGODB_URI's server: a MongoDB (or any MongoDB-protocol server) of the developer's own. */
async function externalServer(uri: string): Promise<MongoServer> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    await client.connect();
    return {
      uri,
      description: `${await describeServer(client)} (MONGODB_URI)`,
      databaseUri: (prefix) => withDatabase(uri, prefix),
      stop: async () => undefined,
    };
  } finally {
    await client.close();
  }
}

function driverVersions(): string {
  const version = (name: string) =>
    (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
  return `mongoose ${version('mongoose')}, mongodb driver ${version('mongodb')}`;
}

/**
 * A describe block with a MongoDB-protocol server: MONGODB_URI's when set (a real MongoDB), else
 * this process's own FerretDB (started before the first test, stopped after the last). Skipped
 * with its reason when neither can be had.
 */
export function describeWithMongo(name: string, suite: (server: () => MongoServer) => void): void {
  const external = process.env.MONGODB_URI;
  const reason = external ? null : ferretdbUnavailableReason();
  if (reason) {
    process.stdout.write(`[mongo] ${name}: skipped (${reason})\n`);
    describe.skip(`${name} (skipped: ${reason})`, () => {
      it('needs a MongoDB-protocol server', () => undefined);
    });
    return;
  }
  describe(name, () => {
    let server: MongoServer | undefined;
    beforeAll(async () => {
      server = external ? await externalServer(external) : await startFerretdb();
      process.stdout.write(`[mongo] ${server.description} on ${server.uri}; ${driverVersions()}\n`);
    }, installTimeoutMs + startTimeoutMs);
    afterAll(async () => {
      await server?.stop();
    }, 60_000);
    suite(() => {
      if (!server) throw new Error('the MongoDB-protocol server did not start');
      return server;
    });
  });
}
