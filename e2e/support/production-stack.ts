import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { remoteNames, type RemoteName } from '@shop/contracts';
import { buildGateway, gatewayConfigFromEnv } from '@shop/gateway-service';
import { KafkaEventBus } from '@shop/service-kit/kafka-bus';
import { readTopicsFile } from '@shop/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { copyCatalogue } from './catalogue-copy';
import { eventually } from './poll';

/**
 * The servers of the production stack a run was given: Kafka, Elasticsearch and a MongoDB-protocol
 * server (scripts/test-production.mjs starts them and passes their addresses in these variables).
 */
export interface ProductionServers {
  KAFKA_BROKERS: string;
  ELASTICSEARCH_URL: string;
  MONGODB_URI: string;
}

export function productionServersFromEnv(env = process.env): ProductionServers | null {
  const { KAFKA_BROKERS, ELASTICSEARCH_URL, MONGODB_URI } = env;
  return KAFKA_BROKERS && ELASTICSEARCH_URL && MONGODB_URI ? { KAFKA_BROKERS, ELASTICSEARCH_URL, MONGODB_URI } : null;
}

type Service = 'catalogue' | 'users' | 'orders' | 'contact';

/** A process of the stack: its address once it listens, and its closing line's drain time. */
interface Launched {
  url: string;
  child: ChildProcess;
  /** The `durationMs` of its closing line ("stopped"), once it has written it. */
  drainMs: number | null;
}

interface ServiceProcess extends Launched {
  name: Service;
  env: Record<string, string>;
}

/** A database of its own per service and per run, on the one server. */
function databaseUri(serverUri: string, name: string, run: string): string {
  const url = new URL(serverUri);
  url.pathname = `/shop_${name}_${run}`;
  return url.toString();
}

/** A process's output, kept to show when it fails; resolves with its exit code. */
function exitOf(child: ChildProcess, output: { text: string }): Promise<number | null> {
  child.stderr?.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  return new Promise((resolve) => child.once('exit', resolve));
}

/**
 * The catalogue's first load as docs/production.md has an operator do it on Kubernetes, no volume
 * (here once per run, into the template catalogue-copy.ts clones for each stack):
 * the generator's catalogue file piped into the precompiled import's stdin
 * (`node services/catalogue/dist/import.js -`, built by `npm run build`), which stores it in
 * Elasticsearch and builds the search index the catalogue replicas read and attach to.
 */
async function importCatalogue(repoRoot: string, env: Record<string, string>): Promise<void> {
  const command = join(repoRoot, 'services', 'catalogue', 'dist', 'import.js');
  if (!existsSync(command))
    throw new Error(`${command} is missing: the production stack needs the build (npm run build)`);
  const script = join(repoRoot, 'infra', 'src', 'catalogue', 'print-catalogue.ts');
  const printer = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const importer = spawn(process.execPath, ['--enable-source-maps', command, '-'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const printed = { text: '' };
  const imported = { text: '' };
  importer.stdout!.on('data', (chunk: Buffer) => (imported.text += chunk.toString()));
  const [printerCode, importerCode] = await Promise.all([
    exitOf(printer, printed),
    exitOf(importer, imported),
    // An import that stops reading (it refused the text) breaks the pipe: its exit code says why.
    pipeline(printer.stdout!, importer.stdin!).catch(() => undefined),
  ]);
  if (printerCode !== 0) throw new Error(`${script} failed (${printerCode}):\n${printed.text}`);
  if (importerCode !== 0) throw new Error(`${command} - failed (${importerCode}):\n${imported.text.slice(-4000)}`);
}

/** How long a service may take from its start to ready on a loaded machine (its own limit, not jest's). */
const readyTimeoutMs = 180_000;

/**
 * Waits until the service answers its readiness endpoint (`/health/<service>/ready`: its bus, stores
 * and relays) with 200; listening alone is not ready. Fails with its last answer after the limit.
 */
async function waitUntilReady(service: ServiceProcess): Promise<void> {
  const url = `${service.url}/health/${service.name}/ready`;
  let last = 'no answer';
  // Asked until ready, or until the process has exited: then it never will be.
  const state = await eventually(
    async () => {
      if (service.child.exitCode !== null || service.child.signalCode !== null) return 'exited';
      const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch((error: unknown) => String(error));
      if (typeof answer !== 'string' && answer.status === 200) return 'ready';
      last = typeof answer === 'string' ? answer : `${answer.status} ${await answer.text()}`;
      throw new Error(`${service.name} was not ready within ${readyTimeoutMs / 1000} s: ${last}`);
    },
    { limitMs: readyTimeoutMs, intervalMs: 500 },
  );
  if (state === 'exited') throw new Error(`${service.name} exited before it was ready (${last})`);
}

/**
 * The lowest port the kernel hands out to outgoing connections (ip_local_port_range). A port asked
 * of the kernel (listen on 0) comes from that range too, and between the probe and the service's own
 * listen an outgoing connection of another process (a replica connecting to Kafka) could take it:
 * the users service once failed to start with EADDRINUSE so.
 */
function ephemeralPortsFrom(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 20_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

/** Whether a listener can have the port now (nothing listens on it). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Ports free now, all different, for processes whose addresses others must know before they start:
 * below the ephemeral range, so no outgoing connection takes one before its process listens.
 */
async function freePorts(count: number): Promise<number[]> {
  const below = ephemeralPortsFrom();
  const ports = new Set<number>();
  for (let attempt = 0; attempt < 200 + count && ports.size < count; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * (below - 20_000));
    if (!ports.has(port) && (await canListen(port))) ports.add(port);
  }
  if (ports.size < count) throw new Error(`not ${count} free ports between 20000 and ${below}`);
  return [...ports];
}

/**
 * The service's bundle as the images run it (infra/docker/Dockerfile: `node services/<name>/dist/server.js`),
 * made by `npm run build`: the journeys try what is deployed, and a bundle starts in about half the
 * time tsx takes to compile the sources.
 */
function builtServer(repoRoot: string, name: Service): string {
  const bundle = join(repoRoot, 'services', name, 'dist', 'server.js');
  if (!existsSync(bundle))
    throw new Error(`${bundle} is missing: the production stack needs the build (npm run build)`);
  return bundle;
}

/**
 * One process of the stack on 127.0.0.1 (PORT=0 picks a port), its address read from its own
 * "Server listening at" log line. Its log goes to the test's output only when it fails to start.
 */
function launch<T extends object>(
  record: T,
  label: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  port: number,
): Promise<T & Launched> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const launched: T & Launched = Object.assign(record, { url: '', child, drainMs: null });
  return new Promise((resolve, reject) => {
    const fail = (why: string) => reject(new Error(`${label} did not start (${why}):\n${lines.slice(-30).join('\n')}`));
    // Killed past the limit: its exit then fails the start with its log.
    child.once('exit', (code, signal) => fail(`exit ${code ?? signal}`));
    const limit = setTimeout(() => child.kill('SIGKILL'), readyTimeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (lines.length < 500) lines.push(line);
      if (line.includes('"msg":"stopped"')) launched.drainMs = (JSON.parse(line) as { durationMs: number }).durationMs;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) {
        clearTimeout(limit);
        child.removeAllListeners('exit');
        launched.url = match[1];
        resolve(launched);
      }
    });
  });
}

/** One service as production runs it: its own process (its bundle, services/<name>/dist/server.js). */
function launchService(
  repoRoot: string,
  name: Service,
  env: Record<string, string>,
  port: number,
): Promise<ServiceProcess> {
  return launch({ name, env }, name, ['--enable-source-maps', builtServer(repoRoot, name)], repoRoot, env, port);
}

/**
 * Each remote deployed on its own, as the images deploy them (compose: an nginx container the
 * gateway proxies /remotes/<name>/ to): a process serving its build folder
 * (remote-deployment.mjs), the gateway told its address in REMOTE_<NAME>_URL. So the gateway has
 * no remote's file on its disk and fetches each server build from the remote's deployment.
 */
function launchRemote(repoRoot: string, name: RemoteName): Promise<Launched> {
  const dist = join(repoRoot, `mf-${name}`, 'dist');
  if (!existsSync(join(dist, 'remoteEntry.js')))
    throw new Error(`${dist} is missing: the production stack needs the build (npm run build)`);
  const script = join(repoRoot, 'e2e', 'support', 'remote-deployment.mjs');
  return launch({}, `mf-${name}`, [script, dist], repoRoot, {}, 0);
}

/** One service started and ready (its readiness endpoint answers 200); stopped again if it never gets there. */
async function startService(
  repoRoot: string,
  name: Service,
  env: Record<string, string>,
  port = 0,
): Promise<ServiceProcess> {
  const service = await launchService(repoRoot, name, env, port);
  try {
    await waitUntilReady(service);
  } catch (error) {
    await stopService(service);
    throw error;
  }
  return service;
}

/**
 * SIGTERM, and SIGKILL if it is still running after 30 s, as Kubernetes' default grace period does (its
 * own SHUTDOWN_GRACE_MS, 25 s, ends a drain before); resolves with its drain time (null if it wrote none).
 */
function stopService(service: Launched): Promise<number | null> {
  const { child } = service;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(service.drainMs);
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
    // 'close': its output has been read to the end, the closing line included.
    child.once('close', () => {
      clearTimeout(force);
      resolve(service.drainMs);
    });
    child.kill('SIGTERM');
  });
}

/** The unpublished events of one service process, as its /metrics/<service> says (shop_outbox_backlog). */
async function outboxBacklog({ name, url }: ServiceProcess): Promise<number> {
  const text = await (await fetch(`${url}/metrics/${name}`)).text();
  return [...text.matchAll(/^shop_outbox_backlog(?:\{[^}]*\})? (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

/** Waits until every outbox of the stack is empty: polled, as an operator's dashboard would. */
async function outboxesEmpty(processes: ServiceProcess[], limitMs = 180_000): Promise<void> {
  await eventually(
    async () => {
      const backlogs = await Promise.all(processes.map((p) => outboxBacklog(p).catch(() => Number.NaN)));
      if (backlogs.some((b) => b !== 0)) {
        const waiting = processes.map((p, i) => `${p.name} ${backlogs[i]}`).join(', ');
        throw new Error(`outboxes not published after ${limitMs / 1000} s: ${waiting}`);
      }
    },
    { limitMs, intervalMs: 500 },
  );
}

/**
 * When each step of a stack's start or stop ended, from its beginning: one line on stderr (not
 * jest's console, which buffers it with a stack trace), so a run's log shows where a stack's
 * seconds go.
 */
function stackClock() {
  const began = Date.now();
  const ended: string[] = [];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return {
    mark<T>(step: string, work: Promise<T>): Promise<T> {
      return work.then((value) => {
        ended.push(`${step} +${seconds(Date.now() - began)}`);
        return value;
      });
    },
    report(what: string) {
      process.stderr.write(`[production stack] ${what} in ${seconds(Date.now() - began)} (${ended.join(', ')})\n`);
    },
  };
}

/** The stack's topics, as infra/kafka/create-topics.sh makes them before a deployment: the broker creates none. */
async function createTopics(brokers: string, topicPrefix: string): Promise<void> {
  const topics = new KafkaEventBus({ brokers: brokers.split(','), clientId: 'e2e-topics', topicPrefix });
  try {
    await topics.ensureTopics(readTopicsFile().partitions);
  } finally {
    await topics.close();
  }
}

export interface ProductionStack {
  gateway: FastifyInstance;
  /** The run's topic prefix (KAFKA_TOPIC_PREFIX): its topics are `<prefix><topic>`. */
  topicPrefix: string;
  /** The users service's database, for what an operator's command does to it (`users:role`). */
  usersMongoUri: string;
  /** The orders service's database, for a journey that moves a stored date into the past. */
  ordersMongoUri: string;
  /** Resolves once no outbox of any service holds an unpublished event (read from their /metrics). */
  eventsPublished(): Promise<void>;
  /** Each service's address; for a service with replicas, theirs, comma-separated (as the gateway is given them). */
  services: Record<Service, string>;
  /** Each service process the stack started, a stopped one too: what a bench samples (/proc/<pid>). */
  processes(): { name: Service; url: string; pid: number }[];
  /** The variables the gateway was built with: what a gateway of its own process is given. */
  gatewayEnv: Record<string, string>;
  /**
   * Stops one replica as an orchestrator would (SIGTERM: it finishes what it is answering) and starts
   * it again on the same address, with the same environment; resolves once it listens again.
   */
  restart(name: Service, replica: number): Promise<void>;
  /**
   * Stops one replica for good (SIGTERM); the gateway keeps its address and passes it over. Resolves
   * with how long it drained (the `durationMs` of its "stopped" line; null if it wrote none).
   */
  stop(name: Service, replica: number): Promise<number | null>;
  close(): Promise<void>;
}

export interface ProductionStackOptions {
  /** How many processes of the catalogue and orders services (default one each). */
  replicas?: Partial<Record<'catalogue' | 'orders', number>>;
  /** Extra variables for every service process. */
  serviceEnv?: Record<string, string>;
}

/**
 * The whole shop in proxy mode on the production servers: each service its own process (orders,
 * users and contact each in a database of its own on the MongoDB-protocol server, the catalogue on
 * Elasticsearch, all on Kafka, the rate limits of the catalogue and the gateway in a database of
 * their own), each remote deployed on its own (launchRemote), the gateway in this process forwarding
 * to them. The remotes launch, the topics are made and the catalogue copied (catalogue-copy.ts: the
 * run's import, once) side by side; once the topics exist users and contact start, the catalogue
 * and orders once its copy is there too; then the gateway.
 */
export async function startProductionStack(
  repoRoot: string,
  dataDir: string,
  servers: ProductionServers,
  gatewayEnv: Record<string, string> = {},
  { replicas = {}, serviceEnv = {} }: ProductionStackOptions = {},
): Promise<ProductionStack> {
  const run = randomUUID().slice(0, 8);
  const clock = stackClock();
  // Several processes verify one session: they share the secret, as a deployment would.
  const shared = {
    DATA_DIR: dataDir,
    KAFKA_BROKERS: servers.KAFKA_BROKERS,
    KAFKA_TOPIC_PREFIX: `e2e-${run}.`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // As docker-compose trusts the gateway's address: the services believe what it forwards
    // (X-Forwarded-For, and X-Forwarded-Host, on which the cXML start page's origin is picked).
    TRUST_PROXY: 'loopback',
    ...serviceEnv,
  };
  const started: ServiceProcess[] = [];
  const remotes: Launched[] = [];
  // Launched beside everything else; settled before a failed start stops what did start.
  let remoteLaunches: Promise<readonly [string, string]>[] = [];
  const stopAll = async () => {
    await Promise.allSettled(remoteLaunches);
    await Promise.all([...started, ...remotes].map(stopService));
  };
  const search = { ELASTICSEARCH_URL: servers.ELASTICSEARCH_URL, ELASTICSEARCH_INDEX_PREFIX: `e2e-${run}` };
  const times = (count: number | undefined) => Array.from({ length: count ?? 1 });
  const addresses = (processes: ServiceProcess[]) => processes.map((p) => p.url).join(',');
  try {
    // The catalogue asks the users service who an operator is (the supplier records of the back
    // office) and the users service asks the catalogue's business register: both addresses are chosen
    // first, so each is told the other's and they start side by side.
    const ports = await freePorts((replicas.catalogue ?? 1) + 1);
    const usersUrl = `http://127.0.0.1:${ports.pop()!}`;
    const catalogueUrls = ports.map((port) => `http://127.0.0.1:${port}`).join(',');
    // The gateway's and the catalogue's rate limits, shared by their replicas (shop_edge in production).
    const edge = { RATE_LIMIT_MONGODB_URI: databaseUri(servers.MONGODB_URI, 'edge', run) };
    const usersMongoUri = databaseUri(servers.MONGODB_URI, 'users', run);
    const ordersMongoUri = databaseUri(servers.MONGODB_URI, 'orders', run);
    remoteLaunches = remoteNames.map(async (name) => {
      const remote = await launchRemote(repoRoot, name);
      remotes.push(remote);
      return [`REMOTE_${name.toUpperCase()}_URL`, remote.url] as const;
    });
    const remotesLaunched = Promise.all(remoteLaunches);
    // Awaited once the services are ready; a remote failing before that is no unhandled rejection.
    remotesLaunched.catch(() => undefined);
    const topicsCreated = clock.mark('topics', createTopics(servers.KAFKA_BROKERS, shared.KAFKA_TOPIC_PREFIX));
    // As in production, the import builds the search index and catalogue replicas only attach to it:
    // here the run's import, copied (catalogue-copy.ts).
    const catalogueCopied = clock.mark(
      'catalogue copy',
      copyCatalogue(repoRoot, servers.ELASTICSEARCH_URL, search.ELASTICSEARCH_INDEX_PREFIX, (prefix) =>
        importCatalogue(repoRoot, {
          ELASTICSEARCH_URL: servers.ELASTICSEARCH_URL,
          ELASTICSEARCH_INDEX_PREFIX: prefix,
          // No replica reads the template: nothing to tell on the bus.
          KAFKA_BROKERS: '',
        }),
      ),
    );
    const afterTopics = (start: () => Promise<ServiceProcess>) => topicsCreated.then(start);
    const afterCopy = (start: () => Promise<ServiceProcess>) =>
      Promise.all([topicsCreated, catalogueCopied]).then(start);
    // Every start settles before a failure is thrown, so each process that did start is stopped.
    const startAll = async (starts: Promise<ServiceProcess>[]) => {
      const outcomes = await Promise.allSettled(starts);
      for (const outcome of outcomes) if (outcome.status === 'fulfilled') started.push(outcome.value);
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
    };
    // Orders once the catalogue's copy is there too, not beside the run's first import of the template:
    // two replicas started beside it took past fastify's 60 s plugin limit at load 35 (scale.e2e.ts).
    // Its consumers' groups join side by side (subscribeAll), so its start is no longer worth a slot of
    // its own after the others.
    const ordersEnv = { ...shared, MONGODB_URI: ordersMongoUri, CATALOGUE_URL: catalogueUrls, USERS_URL: usersUrl };
    await clock.mark(
      'services ready',
      startAll([
        ...ports.map((port) =>
          afterCopy(() =>
            clock.mark(
              'catalogue',
              startService(repoRoot, 'catalogue', { ...shared, ...search, ...edge, USERS_URL: usersUrl }, port),
            ),
          ),
        ),
        // The catalogue is the register that checks a new company account's VAT id.
        afterTopics(() =>
          clock.mark(
            'users',
            startService(
              repoRoot,
              'users',
              { ...shared, MONGODB_URI: usersMongoUri, CATALOGUE_URL: catalogueUrls },
              Number(new URL(usersUrl).port),
            ),
          ),
        ),
        afterTopics(() =>
          clock.mark(
            'contact',
            startService(repoRoot, 'contact', {
              ...shared,
              MONGODB_URI: databaseUri(servers.MONGODB_URI, 'contact', run),
            }),
          ),
        ),
        ...times(replicas.orders).map(() =>
          afterCopy(() => clock.mark('orders', startService(repoRoot, 'orders', ordersEnv))),
        ),
      ]),
    );
    const remoteUrls = Object.fromEntries(await clock.mark('remotes', remotesLaunched));
    const urls: Record<Service, string> = {
      catalogue: catalogueUrls,
      users: usersUrl,
      orders: addresses(started.filter((p) => p.name === 'orders')),
      contact: addresses(started.filter((p) => p.name === 'contact')),
    };
    const gatewayVariables = {
      ...shared,
      CATALOGUE_URL: urls.catalogue,
      USERS_URL: urls.users,
      ORDERS_URL: urls.orders,
      CONTACT_URL: urls.contact,
      ...remoteUrls,
      ...edge,
      ...gatewayEnv,
    };
    const gateway = await clock.mark(
      'gateway',
      buildGateway(gatewayConfigFromEnv(gatewayVariables, repoRoot), { logger: false }),
    );
    clock.report('started');
    const replicaOf = (name: Service, replica: number) => {
      const found = started.filter((p) => p.name === name)[replica];
      if (!found) throw new Error(`no replica ${replica} of ${name}`);
      return found;
    };
    return {
      gateway,
      topicPrefix: shared.KAFKA_TOPIC_PREFIX,
      usersMongoUri,
      ordersMongoUri,
      eventsPublished: () => outboxesEmpty(started),
      services: urls,
      processes: () => started.map(({ name, url, child }) => ({ name, url, pid: child.pid! })),
      gatewayEnv: gatewayVariables,
      stop: (name, replica) => stopService(replicaOf(name, replica)),
      restart: async (name, replica) => {
        const old = replicaOf(name, replica);
        await stopService(old);
        const again = await startService(repoRoot, name, old.env, Number(new URL(old.url).port));
        started[started.indexOf(old)] = again;
      },
      close: async () => {
        const closing = stackClock();
        await closing.mark('gateway', gateway.close());
        await closing.mark('processes', stopAll());
        closing.report('stopped');
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
