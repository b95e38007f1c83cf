/**
 * A real Apache Kafka broker for the tests: Kafka's own server artifacts from Maven Central
 * (infra/kafka/pom.xml, copied by the machine's `mvn` into node_modules/.cache/kafka), run as one
 * KRaft node (broker and controller) on 127.0.0.1 on free ports with a temporary data directory.
 *
 * The JVM is started under a small shell that holds a pipe from this process: when this process
 * ends in any way (even SIGKILL), the pipe closes and the shell kills the broker, so no broker
 * outlives the test run that started it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { alive, freePort, installOnce, removeStaleDataDirs, runStep } from './server-process';

export interface KafkaBroker {
  /** host:port for KAFKA_BROKERS and kafkajs. */
  brokers: string;
  /** Apache Kafka's version (infra/kafka/pom.xml). */
  version: string;
  /** Stops the broker and deletes its data. */
  stop(): Promise<void>;
  /** SIGKILL: the broker dies mid-work, its data stays for `restart`. */
  kill(): Promise<void>;
  /** Starts the broker again on the same ports and data; resolves once it answers. */
  restart(): Promise<void>;
}

// __filename, not __dirname: tsx's tsImport (scripts/kafka-server.mjs) defines only the former.
const repoRoot = resolve(dirname(__filename), '..', '..', '..');
const pomFile = join(repoRoot, 'infra', 'kafka', 'pom.xml');
const startTimeoutMs = 180_000;
/** Maven's download of the broker's jars: minutes on a slow network, never this long. */
export const installTimeoutMs = 15 * 60_000;

export function kafkaVersion(): string {
  const match = /<kafka\.version>([^<]+)<\/kafka\.version>/.exec(readFileSync(pomFile, 'utf8'));
  if (!match?.[1]) throw new Error(`no <kafka.version> in ${pomFile}`);
  return match[1];
}

function libsDir(): string {
  return join(repoRoot, 'node_modules', '.cache', 'kafka', kafkaVersion(), 'libs');
}

function commandWorks(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'ignore', timeout: 60_000 });
  return result.status === 0;
}

/**
 * Why the Kafka tests cannot run here, or null when they can: SHOP_KAFKA_TESTS=0 turns them off;
 * otherwise they need a JDK, and Maven unless the broker is already in the cache.
 */
export function kafkaUnavailableReason(): string | null {
  if (process.env.SHOP_KAFKA_TESTS === '0') return 'SHOP_KAFKA_TESTS=0';
  if (!commandWorks('java', ['-version'])) return 'no `java` on PATH (JDK 17 runs the Kafka broker)';
  if (!existsSync(join(libsDir(), '.complete')) && !commandWorks('mvn', ['-v']))
    return 'no `mvn` on PATH (Maven fetches the Kafka broker)';
  return null;
}

/** Copies kafka_2.13 and its dependencies from Maven Central into the cache, once per version. */
export async function installKafka(): Promise<string> {
  const dir = libsDir();
  await installOnce(dir, `Apache Kafka ${kafkaVersion()}`, installTimeoutMs, async (staging) => {
    await runStep(
      'mvn',
      [
        '-q',
        '-B',
        '-f',
        pomFile,
        'dependency:copy-dependencies',
        `-DoutputDirectory=${staging}`,
        '-DincludeScope=runtime',
      ],
      { what: 'Kafka install (Maven Central)', limitMs: installTimeoutMs, cwd: repoRoot },
    );
  });
  return dir;
}

function serverProperties(dataDir: string, port: number, controllerPort: number): string {
  return [
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
    `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
    `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
    'controller.listener.names=CONTROLLER',
    'inter.broker.listener.name=PLAINTEXT',
    'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
    `log.dirs=${join(dataDir, 'logs')}`,
    // As in production (docker-compose.yml): topics exist only when created on purpose.
    'auto.create.topics.enable=false',
    'num.partitions=1',
    'offsets.topic.replication.factor=1',
    'offsets.topic.num.partitions=1',
    'transaction.state.log.replication.factor=1',
    'transaction.state.log.min.isr=1',
    'transaction.state.log.num.partitions=1',
    'group.initial.rebalance.delay.ms=0',
    'num.network.threads=2',
    'num.io.threads=2',
    'background.threads=2',
  ].join('\n');
}

const log4j = [
  'log4j.rootLogger=WARN, stdout',
  'log4j.appender.stdout=org.apache.log4j.ConsoleAppender',
  'log4j.appender.stdout.layout=org.apache.log4j.PatternLayout',
  'log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n',
  'log4j.logger.kafka.server.KafkaRaftServer=INFO',
].join('\n');

const jvmOptions = ['-Xms64m', '-Xmx512m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Djava.awt.headless=true'];

/** Runs the JVM under a shell that kills it when our end of its stdin pipe closes. */
const guardScript = `
"$@" &
child=$!
echo "$child" > "$SHOP_KAFKA_PIDFILE"
trap 'kill -9 "$child" 2>/dev/null; exit 0' HUP INT TERM
cat > /dev/null
kill -9 "$child" 2>/dev/null
wait "$child" 2>/dev/null
exit 0
`;

async function waitUntilAnswering(brokers: string, exited: () => string | null): Promise<void> {
  const kafka = new Kafka({
    clientId: 'kafka-test-broker',
    brokers: [brokers],
    logLevel: logLevel.NOTHING,
    connectionTimeout: 1_000,
    retry: { retries: 0 },
  });
  const until = Date.now() + startTimeoutMs;
  for (;;) {
    const died = exited();
    if (died) throw new Error(died);
    const admin = kafka.admin();
    try {
      await admin.connect();
      const cluster = await admin.describeCluster();
      // Ready once a consumer group can join: the group coordinator answers only after the broker
      // has created __consumer_offsets, seconds after it listens on a loaded machine. Before, every
      // suite's first consumer waited out kafkajs's few retries and failed.
      if (cluster.brokers.length > 0) {
        await admin.describeGroups(['shop-test-readiness']);
        return;
      }
    } catch {
      // Not up yet.
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
    if (Date.now() > until)
      throw new Error(`the Kafka broker did not answer on ${brokers} within ${startTimeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * A Kafka cluster id: 16 random bytes in URL-safe base64 without padding, never starting with "-",
 * which kafka-storage's argument parser takes for an option (1 start in 64 failed; Kafka's own
 * Uuid.randomUuid skips such ids for the same reason).
 */
export function newClusterId(random: () => Buffer = () => randomBytes(16)): string {
  for (;;) {
    const id = random().toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

export async function startKafka(): Promise<KafkaBroker> {
  const libs = await installKafka();
  removeStaleDataDirs('shop-kafka-');
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-kafka-'));
  writeFileSync(join(dataDir, 'owner.pid'), String(process.pid));
  const [port, controllerPort] = [await freePort(), await freePort()];
  const brokers = `127.0.0.1:${port}`;
  const properties = join(dataDir, 'server.properties');
  writeFileSync(properties, serverProperties(dataDir, port, controllerPort));
  writeFileSync(join(dataDir, 'log4j.properties'), log4j);
  const logFile = join(dataDir, 'broker.log');
  const pidFile = join(dataDir, 'broker.pid');
  const classpath = `${libs}/*`;
  const java = [
    'java',
    ...jvmOptions,
    `-Dlog4j.configuration=file:${join(dataDir, 'log4j.properties')}`,
    '-cp',
    classpath,
  ];

  const clusterId = newClusterId();
  await runStep(java[0]!, [...java.slice(1), 'kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', properties], {
    what: 'kafka-storage format',
    limitMs: 120_000,
  });

  let guard: ChildProcess | null = null;
  let exitNote: string | null = null;

  const brokerPid = (): number | null => {
    try {
      return Number(readFileSync(pidFile, 'utf8')) || null;
    } catch {
      return null;
    }
  };

  const launch = async () => {
    rmSync(pidFile, { force: true });
    exitNote = null;
    const out = openSync(logFile, 'a');
    const child = spawn('sh', ['-c', guardScript, 'kafka-guard', ...java, 'kafka.Kafka', properties], {
      stdio: ['pipe', out, out],
      env: { ...process.env, SHOP_KAFKA_PIDFILE: pidFile },
    });
    closeSync(out);
    // Neither the guard nor its pipe keeps the test process alive; the pipe closing is the signal.
    child.unref();
    (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    child.on('exit', () => {
      if (guard === child)
        exitNote = `the Kafka broker exited; its log:\n${readFileSync(logFile, 'utf8').slice(-4000)}`;
    });
    guard = child;
    await waitUntilAnswering(brokers, () => exitNote);
  };

  const kill = async () => {
    const child = guard;
    guard = null;
    const pid = brokerPid();
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
    // The guard reaps the JVM (until then it lingers as a zombie) and exits once its pipe closes.
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      // Waited for now: unreferenced, a script with nothing else to do (npm test after its last
      // journey) would end with exit code 13 before the guard's exit arrives.
      child.ref();
      child.stdin?.end();
      await exited;
    }
  };

  await launch();
  return {
    brokers,
    version: kafkaVersion(),
    kill,
    restart: async () => {
      await kill();
      await launch();
    },
    stop: async () => {
      await kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A describe block with a broker: this process's own Apache Kafka (started before the first
 * test, stopped after the last), or KAFKA_BROKERS' when set and the suite needs no restarts.
 * Skipped with its reason when neither is possible.
 */
export function describeWithKafka(
  name: string,
  suite: (broker: () => KafkaBroker) => void,
  options: { needsOwnBroker?: boolean } = {},
): void {
  const external = process.env.KAFKA_BROKERS;
  const reason = external && !options.needsOwnBroker ? null : kafkaUnavailableReason();
  if (reason) {
    process.stdout.write(`[kafka] ${name}: skipped (${reason})\n`);
    describe.skip(`${name} (skipped: ${reason})`, () => {
      it('needs a Kafka broker', () => undefined);
    });
    return;
  }
  describe(name, () => {
    let broker: KafkaBroker | undefined;
    beforeAll(async () => {
      if (external && !options.needsOwnBroker) {
        const refuse = async () => {
          throw new Error('KAFKA_BROKERS is an external broker: it cannot be killed or restarted by a test');
        };
        broker = { brokers: external, version: 'external', stop: async () => undefined, kill: refuse, restart: refuse };
        return;
      }
      broker = await startKafka();
      process.stdout.write(`[kafka] Apache Kafka ${broker.version} (KRaft, single node) on ${broker.brokers}\n`);
    }, installTimeoutMs + startTimeoutMs);
    afterAll(async () => {
      await broker?.stop();
    }, 60_000);
    suite(() => {
      if (!broker) throw new Error('the Kafka broker did not start');
      return broker;
    });
  });
}
