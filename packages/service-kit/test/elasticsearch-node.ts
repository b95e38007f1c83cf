/**
 * A real Elasticsearch node for the tests: Elastic's own 8.x integ-test distribution from Maven
 * Central (infra/elasticsearch/pom.xml, unpacked by the machine's `mvn` into
 * node_modules/.cache/elasticsearch), plus the analysis filters the index templates use
 * (infra/elasticsearch/analysis-plugin, compiled by the JDK's javac at install). One node on
 * 127.0.0.1, free ports, security off, a temporary data directory.
 *
 * Elasticsearch refuses to run as root: as root the node runs as `nobody` (setpriv). It runs under
 * a small shell that holds a pipe from this process: when this process ends in any way (even
 * SIGKILL), the pipe closes and the shell kills the node's process group (launcher and server).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePort, installOnce, removeStaleDataDirs, runStep } from './server-process';

export interface ElasticsearchNode {
  /** http://127.0.0.1:<port> for ELASTICSEARCH_URL and the client. */
  url: string;
  /** The version the node reports. */
  version: string;
  /** Stops the node and deletes its data. */
  stop(): Promise<void>;
}

// __filename, not __dirname: tsx's tsImport (scripts/elasticsearch-server.mjs) defines only the former.
const repoRoot = resolve(dirname(__filename), '..', '..', '..');
const infraDir = join(repoRoot, 'infra', 'elasticsearch');
const pomFile = join(infraDir, 'pom.xml');
const pluginSource = join(infraDir, 'analysis-plugin', 'ShopAnalysisPlugin.java');
const pluginClass = 'shop.nordbau.elasticsearch.ShopAnalysisPlugin';
const startTimeoutMs = 240_000;
/** Maven's download of the distribution (~600 MB unpacked) and the plugin's compile. */
export const installTimeoutMs = 20 * 60_000;
/** `nobody`: who the node runs as when the tests run as root. */
const unprivileged = 65534;

export function elasticsearchVersion(): string {
  const match = /<elasticsearch\.version>([^<]+)<\/elasticsearch\.version>/.exec(readFileSync(pomFile, 'utf8'));
  if (!match?.[1]) throw new Error(`no <elasticsearch.version> in ${pomFile}`);
  return match[1];
}

function installDir(): string {
  return join(repoRoot, 'node_modules', '.cache', 'elasticsearch', elasticsearchVersion());
}

function homeDir(): string {
  return join(installDir(), `elasticsearch-${elasticsearchVersion()}`);
}

function commandWorks(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'ignore', timeout: 60_000 });
  return result.status === 0;
}

const runningAsRoot = () => process.getuid?.() === 0;

/**
 * Why the Elasticsearch tests cannot run here, or null when they can: SHOP_ELASTIC_TESTS=0 turns
 * them off; otherwise they need a JDK (java, and javac and mvn unless the node is already cached).
 */
export function elasticsearchUnavailableReason(): string | null {
  if (process.env.SHOP_ELASTIC_TESTS === '0') return 'SHOP_ELASTIC_TESTS=0';
  if (!commandWorks('java', ['-version'])) return 'no `java` on PATH (JDK 17 runs Elasticsearch)';
  if (!existsSync(join(installDir(), '.complete'))) {
    if (!commandWorks('mvn', ['-v'])) return 'no `mvn` on PATH (Maven fetches Elasticsearch)';
    if (!commandWorks('javac', ['-version'])) return 'no `javac` on PATH (a JDK compiles the analysis plugin)';
  }
  if (runningAsRoot() && !commandWorks('setpriv', ['--version']))
    return 'running as root without `setpriv` (Elasticsearch refuses to run as root)';
  return null;
}

/** A command of the install, within the install's limit. */
async function run(command: string, args: string[], cwd: string): Promise<void> {
  await runStep(command, args, { what: 'Elasticsearch install', limitMs: installTimeoutMs, cwd });
}

/** Compiles the analysis filters into a plugin directory of the unpacked distribution. */
async function installAnalysisPlugin(home: string, version: string) {
  const build = join(home, '..', 'plugin-build');
  const pluginDir = join(home, 'plugins', 'shop-analysis');
  mkdirSync(build, { recursive: true });
  mkdirSync(pluginDir, { recursive: true });
  await run('javac', ['--release', '17', '-cp', `${join(home, 'lib')}/*`, '-d', build, pluginSource], repoRoot);
  await run('jar', ['cf', join(pluginDir, 'shop-analysis.jar'), '-C', build, '.'], repoRoot);
  writeFileSync(
    join(pluginDir, 'plugin-descriptor.properties'),
    [
      'description=Token filters of the analysis-common module used by the shop templates (tests only)',
      'version=1',
      'name=shop-analysis',
      `classname=${pluginClass}`,
      'java.version=17',
      `elasticsearch.version=${version}`,
    ].join('\n'),
  );
  rmSync(build, { recursive: true, force: true });
}

/** Unpacks Elasticsearch from Maven Central into the cache and adds the plugin, once per version. */
export async function installElasticsearch(): Promise<string> {
  const version = elasticsearchVersion();
  await installOnce(installDir(), `Elasticsearch ${version}`, installTimeoutMs, async (staging) => {
    await run('mvn', ['-q', '-B', '-f', pomFile, 'dependency:unpack', `-Des.install.dir=${staging}`], repoRoot);
    await installAnalysisPlugin(join(staging, `elasticsearch-${version}`), version);
  });
  return homeDir();
}

function nodeSettings(dataDir: string, httpPort: number, transportPort: number): string {
  return [
    'cluster.name: shop-test',
    'node.name: shop-test',
    'network.host: 127.0.0.1',
    `http.port: ${httpPort}`,
    `transport.port: ${transportPort}`,
    'discovery.type: single-node',
    `path.data: ${join(dataDir, 'data')}`,
    `path.logs: ${join(dataDir, 'logs')}`,
    'xpack.security.enabled: false',
    // A nearly full shared disk must not turn the test indices read-only.
    'cluster.routing.allocation.disk.threshold_enabled: false',
  ].join('\n');
}

/** The distribution's jvm.options without its GC log and heap dumps, with a small fixed heap. */
const jvmOptions = [
  '-XX:+UseG1GC',
  '-Xms512m',
  '-Xmx512m',
  '-XX:TieredStopAtLevel=1',
  '20-:--add-modules=jdk.incubator.vector',
  '-Djava.io.tmpdir=${ES_TMPDIR}',
].join('\n');

/** Runs the node in its own process group, killed whole when our end of the shell's stdin closes. */
const guardScript = `
setsid "$@" &
child=$!
echo "$child" > "$SHOP_ES_PIDFILE"
trap 'kill -9 -"$child" 2>/dev/null; exit 0' HUP INT TERM
cat > /dev/null
kill -9 -"$child" 2>/dev/null
wait "$child" 2>/dev/null
exit 0
`;

async function javaHome(): Promise<string> {
  const { stderr } = await runStep('java', ['-XshowSettings:properties', '-version'], {
    what: 'Elasticsearch start',
    limitMs: 60_000,
  });
  const match = /java\.home = (.+)/.exec(stderr);
  if (!match?.[1]) throw new Error(`cannot tell the JDK's home from \`java -XshowSettings\`: ${stderr}`);
  return match[1].trim();
}

/** Makes the node's own directories its user's when it runs as `nobody`. */
function giveAway(dir: string) {
  chownSync(dir, unprivileged, unprivileged);
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) giveAway(path);
    else chownSync(path, unprivileged, unprivileged);
  }
}

async function waitUntilAnswering(url: string, exited: () => string | null): Promise<string> {
  const until = Date.now() + startTimeoutMs;
  for (;;) {
    const died = exited();
    if (died) throw new Error(died);
    try {
      const health = await fetch(`${url}/_cluster/health?wait_for_status=yellow&timeout=1s`);
      if (health.ok) {
        const info = (await (await fetch(`${url}/_nodes/_local?filter_path=nodes.*.version`)).json()) as {
          nodes: Record<string, { version: string }>;
        };
        return Object.values(info.nodes)[0]?.version ?? 'unknown';
      }
    } catch {
      // Not up yet.
    }
    if (Date.now() > until) throw new Error(`Elasticsearch did not answer on ${url} within ${startTimeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function startElasticsearch(): Promise<ElasticsearchNode> {
  const home = await installElasticsearch();
  removeStaleDataDirs('shop-elasticsearch-');
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-elasticsearch-'));
  writeFileSync(join(dataDir, 'owner.pid'), String(process.pid));
  const [httpPort, transportPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${httpPort}`;
  const config = join(dataDir, 'config');
  mkdirSync(join(config, 'jvm.options.d'), { recursive: true });
  mkdirSync(join(dataDir, 'tmp'));
  copyFileSync(join(home, 'config', 'log4j2.properties'), join(config, 'log4j2.properties'));
  writeFileSync(join(config, 'jvm.options'), jvmOptions);
  writeFileSync(join(config, 'elasticsearch.yml'), nodeSettings(dataDir, httpPort, transportPort));
  if (runningAsRoot()) giveAway(dataDir);
  const logFile = join(dataDir, 'node.log');
  const pidFile = join(dataDir, 'node.pid');
  const asUser = runningAsRoot()
    ? ['setpriv', `--reuid=${unprivileged}`, `--regid=${unprivileged}`, '--clear-groups', '--']
    : [];

  const javaDir = await javaHome();
  let exitNote: string | null = null;
  const out = openSync(logFile, 'a');
  const guard: ChildProcess = spawn(
    'sh',
    ['-c', guardScript, 'elasticsearch-guard', ...asUser, join(home, 'bin', 'elasticsearch')],
    {
      cwd: dataDir,
      stdio: ['pipe', out, out],
      env: {
        ...process.env,
        SHOP_ES_PIDFILE: pidFile,
        ES_JAVA_HOME: javaDir,
        ES_PATH_CONF: config,
        ES_TMPDIR: join(dataDir, 'tmp'),
        ES_JAVA_OPTS: '',
        JAVA_HOME: '',
      },
    },
  );
  closeSync(out);
  // Neither the guard nor its pipe keeps the test process alive; the pipe closing is the signal.
  guard.unref();
  (guard.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  guard.on('exit', () => {
    exitNote = `Elasticsearch exited; its log:\n${readFileSync(logFile, 'utf8').slice(-4000)}`;
  });

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
    const version = await waitUntilAnswering(url, () => exitNote);
    return { url, version, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A describe block with an Elasticsearch node: this process's own (started before the first test,
 * stopped after the last), or ELASTICSEARCH_URL's when set. Skipped with its reason when neither
 * is possible.
 */
export function describeWithElasticsearch(name: string, suite: (node: () => ElasticsearchNode) => void): void {
  const external = process.env.ELASTICSEARCH_URL;
  const reason = external ? null : elasticsearchUnavailableReason();
  if (reason) {
    process.stdout.write(`[elasticsearch] ${name}: skipped (${reason})\n`);
    describe.skip(`${name} (skipped: ${reason})`, () => {
      it('needs an Elasticsearch node', () => undefined);
    });
    return;
  }
  describe(name, () => {
    let node: ElasticsearchNode | undefined;
    beforeAll(async () => {
      node = external
        ? { url: external, version: await waitUntilAnswering(external, () => null), stop: async () => undefined }
        : await startElasticsearch();
      process.stdout.write(`[elasticsearch] Elasticsearch ${node.version} (single node) on ${node.url}\n`);
    }, installTimeoutMs + startTimeoutMs);
    afterAll(async () => {
      await node?.stop();
    }, 60_000);
    suite(() => {
      if (!node) throw new Error('Elasticsearch did not start');
      return node;
    });
  });
}
