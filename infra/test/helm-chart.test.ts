import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { buildTestGateway } from '../../services/gateway/test/helper';
import { nodeWorkloads, workloadDrift, type AskApp, type ChartInstall } from './support/chart-drift';
import { installK8sTools, installTimeoutMs, k8sToolsUnavailableReason } from './support/k8s-tools';
import type { K8sObject } from './support/workload-env';

/**
 * The Helm chart checked as issue 31 asks, on every chart laid out by the chart conventions:
 * deploy/helm/nordbau, and the fixture chart under infra/test/fixtures/helm that renders every way
 * a workload's environment can be given. `helm lint --strict` with each values file; `helm template`
 * with the staging and production values, each rendered object decoded strictly against the
 * Kubernetes API types (infra/k8s-check); and the drift check (support/chart-drift.ts): each Node
 * workload's rendered environment accepted by its own parsers, its port, probes and grace period
 * matching its code. helm and k8s-check are built by Go from the Go module proxy
 * (support/k8s-tools.ts): npm test's servers phase builds them; run alone, this builds what is missing.
 */
const repoRoot = resolve(__dirname, '../..');
const fixtures = join(__dirname, 'fixtures');
const charts = [join(repoRoot, 'deploy/helm/nordbau'), join(fixtures, 'helm/nordbau')];
const release = 'shop';
/** The custom resources the chart may render: the Prometheus operator's ServiceMonitor (docs/production.md). */
const allowedKinds = ['monitoring.coreos.com/v1/ServiceMonitor'];
/** The Secrets of values-production.yaml's existingSecret, as the operator makes them. */
const operatorSecretsFile = join(fixtures, 'k8s/operator-secrets.yaml');
/** Probes come from the kubelet, on the node's address: not a local caller of the gateway. */
const kubeletAddress = '10.244.0.1';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, input = ''): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

const objectsOf = (yaml: string): K8sObject[] =>
  parseAllDocuments(yaml)
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);

const reason = k8sToolsUnavailableReason();
if (reason) {
  process.stdout.write(`[helm-chart] skipped (${reason})\n`);
  describe.skip(`the Helm chart (skipped: ${reason})`, () => {
    it('needs helm and k8s-check, built by Go', () => undefined);
  });
} else {
  let tools: { helm: string; k8sCheck: string };
  // helm keeps repositories and caches under these; a test keeps them out of the developer's home.
  let helmHome: string;
  // The embedded gateway serves every service's own health routes (each service's plugin registers
  // them), so the routes the probes ask are the application's, not a copy of their definitions.
  let gateway: Awaited<ReturnType<typeof buildTestGateway>> | undefined;
  beforeAll(async () => {
    helmHome = mkdtempSync(join(tmpdir(), 'shop-helm-'));
    [tools, gateway] = await Promise.all([installK8sTools(), buildTestGateway()]);
  }, installTimeoutMs);
  afterAll(async () => {
    await gateway?.app.close();
    rmSync(gateway?.root ?? '', { recursive: true, force: true });
    rmSync(helmHome, { recursive: true, force: true });
  });
  const ask: AskApp = async (path) => {
    const answer = await gateway!.app.inject({ method: 'GET', url: path, remoteAddress: kubeletAddress });
    let body: Record<string, unknown> = {};
    try {
      body = answer.json();
    } catch {
      // Not a health answer (a page): the probe's path is no health route.
    }
    return { statusCode: answer.statusCode, body };
  };
  const external = objectsOf(readFileSync(operatorSecretsFile, 'utf8'));

  const helm = (args: string[]) =>
    run(tools.helm, args, {
      ...process.env,
      HELM_CACHE_HOME: join(helmHome, 'cache'),
      HELM_CONFIG_HOME: join(helmHome, 'config'),
      HELM_DATA_HOME: join(helmHome, 'data'),
    });
  const k8sCheck = (manifests: string, allowed = allowedKinds) =>
    run(
      tools.k8sCheck,
      allowed.flatMap((kind) => ['--allow-kind', kind]),
      process.env,
      manifests,
    );
  const render = async (chart: string, valuesFile: string) => {
    const rendered = await helm(['template', release, chart, '--namespace', 'shop', '-f', join(chart, valuesFile)]);
    expect([valuesFile, rendered.code, rendered.stderr]).toEqual([valuesFile, 0, '']);
    return rendered.stdout;
  };

  describe('the strict decoder of rendered objects (infra/k8s-check)', () => {
    it(
      'refuses an unknown field, a field given twice, a wrong type, an unknown kind and a custom resource not ' +
        'allowed, naming each object and field',
      async () => {
        const checked = await k8sCheck(readFileSync(join(fixtures, 'k8s/wrong-manifests.yaml'), 'utf8'));
        expect(checked.code).toBe(1);
        const refusals = checked.stderr.trim().split('\n');
        expect(refusals).toEqual([
          expect.stringMatching(
            /^apps\/v1 Deployment shop-unknown-field \(nordbau\/templates\/unknown-field\.yaml\): unknown field "spec\.template\.spec\.containers\[0\]\.readinesProbe"$/,
          ),
          expect.stringMatching(/^v1 Service shop-duplicate-field \(.*\): .*key "port" already set/),
          expect.stringMatching(
            /^policy\/v1 PodDisruptionBudget shop-wrong-type \(.*\): .*cannot unmarshal bool into .*spec\.selector\.matchLabels of type map\[string\]string$/,
          ),
          expect.stringMatching(
            /^apps\/v1 Deploymnet shop-unknown-kind \(.*\): the Kubernetes API has no kind Deploymnet in apps\/v1$/,
          ),
          expect.stringMatching(
            /^monitoring\.coreos\.com\/v1 PodMonitor shop-custom-resource \(.*\): .*--allow-kind monitoring\.coreos\.com\/v1\/PodMonitor$/,
          ),
        ]);
        expect(checked.stdout).toContain('ok v1 ConfigMap shop-good (nordbau/templates/good.yaml)');
        expect(checked.stdout).toContain('6 objects, 5 refused');
      },
    );

    it('accepts a custom resource only when its group, version and kind are allowed by name', async () => {
      const podMonitor = readFileSync(join(fixtures, 'k8s/wrong-manifests.yaml'), 'utf8')
        .split(/^---$/m)
        .find((doc) => doc.includes('kind: PodMonitor'))!;
      expect((await k8sCheck(podMonitor, ['monitoring.coreos.com/v1/ServiceMonitor'])).code).toBe(1);
      const allowed = await k8sCheck(podMonitor, ['monitoring.coreos.com/v1/PodMonitor']);
      expect([allowed.code, allowed.stdout]).toEqual([0, expect.stringContaining('1 objects, 0 refused')]);
    });

    it("decodes the operator's Secrets the drift check reads", async () => {
      const checked = await k8sCheck(readFileSync(operatorSecretsFile, 'utf8'));
      expect([checked.code, checked.stderr]).toEqual([0, '']);
    });
  });

  describe.each(charts.map((chart) => [relative(repoRoot, chart), chart]))('the chart %s', (_name, chart) => {
    it.each(['values.yaml', 'values-staging.yaml', 'values-production.yaml'])(
      'passes helm lint --strict with %s',
      async (valuesFile) => {
        const linted = await helm(['lint', '--strict', chart, '-f', join(chart, valuesFile)]);
        expect([valuesFile, linted.code, linted.stdout]).toEqual([
          valuesFile,
          0,
          expect.stringContaining('0 chart(s) failed'),
        ]);
      },
    );

    it.each(['values-staging.yaml', 'values-production.yaml'])(
      'renders with %s into objects that decode strictly against the Kubernetes API types',
      async (valuesFile) => {
        const checked = await k8sCheck(await render(chart, valuesFile));
        expect([valuesFile, checked.code, checked.stderr]).toEqual([valuesFile, 0, '']);
        expect(checked.stdout).toMatch(/^\d+ objects, 0 refused$/m);
      },
    );

    describe('drift from the code', () => {
      it.each(['values-staging.yaml', 'values-production.yaml'])(
        "with %s, each Node workload's environment is accepted by its own parsers, its container port is the " +
          'one it listens on, its probes ask routes it serves and its grace period outlasts its drain',
        async (valuesFile) => {
          const install: ChartInstall = {
            rendered: objectsOf(await render(chart, valuesFile)),
            external,
            release,
            ask,
          };
          const problems = [];
          for (const component of nodeWorkloads) problems.push(...(await workloadDrift(component, install)));
          expect([valuesFile, problems]).toEqual([valuesFile, []]);
        },
      );
    });
  });

  describe('the drift check', () => {
    const chart = join(fixtures, 'helm/nordbau');
    let staging: K8sObject[] = [];
    beforeAll(async () => {
      staging = objectsOf(await render(chart, 'values-staging.yaml'));
    });
    /** The staging rendering with `change` made to a copy of it. */
    const drifted = (change: (objects: K8sObject[]) => void): ChartInstall => {
      const objects = structuredClone(staging);
      change(objects);
      return { rendered: objects, external: [], release, ask };
    };
    const named = (objects: K8sObject[], kind: string, name: string) =>
      objects.find((o) => o.kind === kind && o.metadata.name === name)!;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- reaches into a rendered Deployment
    const container = (objects: K8sObject[], name: string): any =>
      (named(objects, 'Deployment', name).spec as { template: { spec: { containers: unknown[] } } }).template.spec
        .containers[0];

    it('names a setting the service refuses, with the variable and why', async () => {
      const install = drifted((objects) => {
        named(objects, 'ConfigMap', 'shop-contact-env').data!.CONTACT_INBOX = 'the sales team';
      });
      expect(await workloadDrift('contact', install)).toEqual([
        expect.stringMatching(
          /^contact: invalid configuration of the contact .*\n\s+CONTACT_INBOX: must list e-mail addresses.*"the sales team"/s,
        ),
      ]);
    });

    it('names a TRUST_PROXY or LOG_LEVEL the server of every process refuses', async () => {
      const install = drifted((objects) => {
        named(objects, 'ConfigMap', 'shop-catalogue-env').data!.TRUST_PROXY = '1';
      });
      expect(await workloadDrift('catalogue', install)).toEqual([
        expect.stringMatching(/^catalogue: catalogue refuses its rendered environment: TRUST_PROXY must list .*"1"/),
      ]);
    });

    it('names a workload without a Deployment or whose application container has no port named http', async () => {
      const install = drifted((objects) => {
        objects.splice(objects.indexOf(named(objects, 'Deployment', 'shop-contact')), 1);
        container(objects, 'shop-users').ports[0].name = 'web';
      });
      expect(await workloadDrift('contact', install)).toEqual(['contact: no Deployment shop-contact is rendered']);
      expect(await workloadDrift('users', install)).toEqual([
        'users: 0 containers of shop-users have a port named http, not 1',
      ]);
    });

    it('names a ConfigMap or Secret the Pod reads that neither the chart nor the operator makes', async () => {
      const install = drifted((objects) => {
        objects.splice(objects.indexOf(named(objects, 'ConfigMap', 'shop-gateway-remotes')), 1);
      });
      expect(await workloadDrift('gateway', install)).toEqual([
        'gateway: ConfigMap shop-gateway-remotes is neither rendered by the chart nor made by the operator',
      ]);
    });

    it('names a container port other than the one the process listens on', async () => {
      const install = drifted((objects) => {
        container(objects, 'shop-catalogue').ports[0].containerPort = 8080;
      });
      expect(await workloadDrift('catalogue', install)).toEqual([
        'catalogue: containerPort 8080 is not the port the process listens on (PORT 3001)',
        "catalogue: readinessProbe asks port 3001, not the container's port http",
      ]);
    });

    it("names a probe on a route the service does not serve, on another's route or on the wrong one", async () => {
      const install = drifted((objects) => {
        const orders = container(objects, 'shop-orders');
        orders.livenessProbe.httpGet.path = '/health/orders/ready';
        orders.readinessProbe.httpGet.path = '/health/catalogue/ready';
        orders.startupProbe.httpGet.path = '/healthz';
      });
      expect(await workloadDrift('orders', install)).toEqual([
        'orders: startupProbe asks /healthz, which orders does not answer (404)',
        "orders: livenessProbe asks /health/orders/ready, orders's readiness route, not its liveness route",
        "orders: readinessProbe asks /health/catalogue/ready, catalogue's route, not orders's",
      ]);
    });

    it('names a grace period the drain can outlast', async () => {
      const install = drifted((objects) => {
        (
          named(objects, 'Deployment', 'shop-users').spec as { template: { spec: Record<string, unknown> } }
        ).template.spec.terminationGracePeriodSeconds = 25;
      });
      expect(await workloadDrift('users', install)).toEqual([
        'users: terminationGracePeriodSeconds 25 does not outlast SHUTDOWN_GRACE_MS 25000: ' +
          'the kubelet would kill a draining process',
      ]);
    });
  });
}
