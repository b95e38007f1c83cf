/**
 * Whether a rendered Node workload (the gateway or a service) would start and be probed as its code
 * expects, judged by the code itself: its environment (infra/test/support/workload-env.ts) goes
 * through the process's own parsers, those of services/<name>/src/config.ts and the PORT,
 * SHUTDOWN_GRACE_MS, TRUST_PROXY and LOG_LEVEL parsing every process does; the container port must be
 * the port the process listens on; each probe must ask that port for a route the application answers
 * (asked through `ask`, the application's own routes); the kubelet's grace period must outlast the
 * process's own drain limit. Each finding is a sentence naming the workload.
 */
import { join, resolve } from 'node:path';
import { ConfigRefusal, createServer, envPort, envShutdownGraceMs, parseAll, type Env } from '@shop/service-kit';
import { imageEnv } from './image-env';
import { resolveContainerEnv, type Container, type K8sObject } from './workload-env';

export const nodeWorkloads = ['gateway', 'catalogue', 'orders', 'users', 'contact'] as const;
export type NodeWorkload = (typeof nodeWorkloads)[number];

const repoRoot = resolve(__dirname, '../../..');

interface HttpProbe {
  httpGet?: { path?: string; port?: number | string };
}

interface PodContainer extends Container {
  ports?: { name?: string; containerPort: number }[];
  startupProbe?: HttpProbe;
  livenessProbe?: HttpProbe;
  readinessProbe?: HttpProbe;
}

interface DeploymentSpec {
  template: { spec: { containers: PodContainer[]; terminationGracePeriodSeconds?: number } };
}

/** How the application answers a GET of `path` from the kubelet (not a local caller). */
export type AskApp = (path: string) => Promise<{ statusCode: number; body: Record<string, unknown> }>;

export interface ChartInstall {
  /** What `helm template` rendered. */
  rendered: readonly K8sObject[];
  /** The Secrets the operator makes before installing (existingSecret). */
  external: readonly K8sObject[];
  /** The release name: objects are named <release>-<component>. */
  release: string;
  ask: AskApp;
}

/** Kubernetes' default when a Pod names none. */
const defaultTerminationGracePeriodSeconds = 30;

/**
 * Every exported `…FromEnv` parser of the workload's config.ts: what its process parses at start
 * (the orders' peers' addresses too).
 */
async function configParsers(component: NodeWorkload): Promise<[string, (env: Env) => unknown][]> {
  const exported = (await import(join(repoRoot, 'services', component, 'src', 'config'))) as Record<string, unknown>;
  return Object.entries(exported).filter(
    (entry): entry is [string, (env: Env) => unknown] => /FromEnv$/.test(entry[0]) && typeof entry[1] === 'function',
  );
}

/**
 * The process's settings from `env`, as it parses them at start; the port it listens on, its drain
 * limit, or the refusal. PORT has no fallback here: every image sets it, and a process without it
 * would listen on a default the chart cannot know.
 */
async function parseProcess(
  component: NodeWorkload,
  env: Env,
): Promise<{ port: number; graceMs: number } | { refusal: string }> {
  const parsers = await configParsers(component);
  if (parsers.length === 0) return { refusal: `services/${component}/src/config.ts exports no …FromEnv parser` };
  try {
    const [port, graceMs] = parseAll(`${component} (rendered environment)`, [
      () => envPort(env, Number.NaN),
      () => envShutdownGraceMs(env),
      ...parsers.map(
        ([, parse]) =>
          () =>
            parse(env),
      ),
    ]);
    // The server refuses a TRUST_PROXY it cannot honour and a LOG_LEVEL pino does not have.
    const app = await createServer({ logger: true, logLevel: env.LOG_LEVEL, trustProxy: env.TRUST_PROXY });
    await app.close();
    return { port: port as number, graceMs: graceMs as number };
  } catch (error) {
    if (error instanceof ConfigRefusal) return { refusal: error.message };
    return { refusal: `${component} refuses its rendered environment: ${(error as Error).message}` };
  }
}

/** A probe's problems: none when it asks the container's port for a route the application answers as `expected`. */
async function probeProblems(
  name: string,
  probe: HttpProbe | undefined,
  port: { name?: string; containerPort: number },
  component: NodeWorkload,
  expected: 'liveness' | 'readiness' | 'either',
  ask: AskApp,
): Promise<string[]> {
  const path = probe?.httpGet?.path;
  if (!path) return [`${name} is not an HTTP GET of a path`];
  const problems: string[] = [];
  const target = probe.httpGet?.port;
  if (target !== port.containerPort && (target === undefined || target !== port.name))
    problems.push(`${name} asks port ${String(target)}, not the container's port ${port.name ?? port.containerPort}`);
  const answer = await ask(path);
  const route = 'checks' in answer.body ? 'readiness' : 'liveness';
  if (answer.statusCode !== 200)
    problems.push(`${name} asks ${path}, which ${component} does not answer (${answer.statusCode})`);
  else if (answer.body.service !== component)
    problems.push(`${name} asks ${path}, ${String(answer.body.service)}'s route, not ${component}'s`);
  else if (expected !== 'either' && route !== expected)
    problems.push(`${name} asks ${path}, ${component}'s ${route} route, not its ${expected} route`);
  return problems;
}

/** What keeps the rendered `component` from running as its code expects; empty when nothing does. */
export async function workloadDrift(component: NodeWorkload, install: ChartInstall): Promise<string[]> {
  const name = `${install.release}-${component}`;
  const deployment = install.rendered.find((o) => o.kind === 'Deployment' && o.metadata.name === name);
  if (!deployment) return [`${component}: no Deployment ${name} is rendered`];
  const pod = (deployment.spec as DeploymentSpec).template.spec;
  // The application's container is the one whose port is named http (the chart's convention).
  const app = pod.containers.filter((c) => c.ports?.some((p) => p.name === 'http'));
  if (app.length !== 1) return [`${component}: ${app.length} containers of ${name} have a port named http, not 1`];
  const container = app[0]!;
  const port = container.ports!.find((p) => p.name === 'http')!;

  const { env, problems } = resolveContainerEnv(
    container,
    name,
    install.rendered,
    install.external,
    imageEnv(component),
  );
  const parsed = await parseProcess(component, env);
  if ('refusal' in parsed) problems.push(parsed.refusal);
  else {
    if (port.containerPort !== parsed.port)
      problems.push(`containerPort ${port.containerPort} is not the port the process listens on (PORT ${parsed.port})`);
    const grace = pod.terminationGracePeriodSeconds ?? defaultTerminationGracePeriodSeconds;
    if (grace <= parsed.graceMs / 1000)
      problems.push(
        `terminationGracePeriodSeconds ${grace} does not outlast SHUTDOWN_GRACE_MS ${parsed.graceMs}: ` +
          'the kubelet would kill a draining process',
      );
  }
  const probes = [
    ['startupProbe', container.startupProbe, 'either'],
    // A liveness probe on readiness would restart every replica while a store they share is down.
    ['livenessProbe', container.livenessProbe, 'liveness'],
    ['readinessProbe', container.readinessProbe, 'readiness'],
  ] as const;
  for (const [probeName, probe, expected] of probes)
    problems.push(...(await probeProblems(probeName, probe, port, component, expected, install.ask)));
  return problems.map((problem) => `${component}: ${problem}`);
}
