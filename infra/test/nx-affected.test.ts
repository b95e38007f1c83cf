import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

/**
 * What `nx affected` does after a change, asked of Nx itself without touching git: `--files` names
 * the changed files. No Nx Cloud and no daemon, so the answer comes from this checkout only.
 */
const repoRoot = resolve(__dirname, '../..');
// Its own workspace data folder: `npm test` builds with Nx meanwhile, and both would write the project graph there.
const workspaceData = mkdtempSync(join(tmpdir(), 'nx-data-'));
const env = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: 'true',
  NX_WORKSPACE_DATA_DIRECTORY: workspaceData,
};

const exec = (command: string, args: string[]) =>
  new Promise<string>((done, fail) =>
    execFile(
      command,
      args,
      { cwd: repoRoot, env, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? fail(new Error(`${command} ${args.join(' ')}: ${stderr || error.message}`)) : done(stdout),
    ),
  );
const nx = (...args: string[]) => exec(join(repoRoot, 'node_modules/.bin/nx'), args);

const affected = async (file: string, target?: string) =>
  (await nx('show', 'projects', '--affected', `--files=${file}`, ...(target ? ['--withTarget', target] : [])))
    .split('\n')
    .filter(Boolean)
    .sort();

interface ProjectNode {
  name: string;
  data: { root: string; targets: Record<string, { options?: { command?: string } }> };
}
let projects: Record<string, ProjectNode>;
let graphDir: string;

beforeAll(async () => {
  graphDir = mkdtempSync(join(tmpdir(), 'nx-graph-'));
  await nx('graph', `--file=${join(graphDir, 'graph.json')}`);
  projects = JSON.parse(readFileSync(join(graphDir, 'graph.json'), 'utf8')).graph.nodes;
}, 120_000);
afterAll(() => {
  rmSync(graphDir, { recursive: true, force: true });
  rmSync(workspaceData, { recursive: true, force: true });
});

const remotes = ['@shop/mf-catalogue', '@shop/mf-cart', '@shop/mf-account'];
const services = ['@shop/catalogue-service', '@shop/orders-service', '@shop/users-service', '@shop/contact-service'];

describe('nx affected', () => {
  it('a change in mf-cart tests mf-cart (and the journeys), not other remotes, the shell or services', async () => {
    expect(await affected('mf-cart/src/index.ts', 'test')).toEqual(['@shop/mf-cart']);
    expect(await affected('mf-cart/src/index.ts')).toEqual(['@shop/e2e', '@shop/mf-cart']);
  }, 60_000);

  it(
    'a change in the orders service does not make the gateway affected (it runs the services in their own ' +
      'containers)',
    async () => {
      const touched = await affected('services/orders/src/app.ts');
      expect(touched).toEqual(['@shop/e2e', '@shop/orders-service']);
      expect(touched).not.toContain('@shop/gateway-service');
    },
    60_000,
  );

  it('a change in the contracts reaches everything that parses them: every app, service and the gateway', async () => {
    const touched = await affected('packages/contracts/src/remotes.ts', 'test');
    for (const name of [
      ...remotes,
      ...services,
      '@shop/shell',
      '@shop/gateway-service',
      '@shop/contracts',
      '@shop/service-kit',
      '@shop/state',
      '@shop/ui',
    ]) {
      expect(touched).toContain(name);
    }
    expect(touched).not.toContain('@shop/i18n');
  }, 60_000);

  it('a change to the release script or the images re-runs the infra tests that check them', async () => {
    expect(await affected('scripts/release-remote.mjs', 'test')).toEqual(['@shop/infra']);
    expect(await affected('docker-compose.yml', 'test')).toEqual(['@shop/infra']);
  }, 60_000);

  it('a change to the Helm chart re-runs the infra tests that check it (infra/test/helm-chart.test.ts)', async () => {
    expect(await affected('deploy/helm/nordbau/templates/catalogue.yaml', 'test')).toEqual(['@shop/infra']);
  }, 60_000);
});

describe('per-project targets', () => {
  it('every project with tests has test and typecheck targets scoped to its own folder', () => {
    for (const node of Object.values(projects)) {
      if (node.name === '@shop/webpack-config' || node.name === '@shop/e2e') continue;
      const { root, targets } = node.data;
      expect([node.name, targets.test?.options?.command]).toEqual([
        node.name,
        expect.stringMatching(new RegExp(` ${root}/$`)),
      ]);
      expect([node.name, targets.typecheck?.options?.command]).toEqual([
        node.name,
        `node scripts/typecheck-project.mjs ${root}`,
      ]);
    }
    expect(projects['@shop/e2e']?.data.targets.e2e?.options?.command).toBe('jest --selectProjects e2e');
  });

  it("mf-cart's test target selects mf-cart's test files and nobody else's", async () => {
    const command = projects['@shop/mf-cart']!.data.targets.test!.options!.command!;
    const [, ...args] = command.split(' ');
    const files = (await exec(join(repoRoot, 'node_modules/.bin/jest'), [...args, '--listTests']))
      .split('\n')
      .filter((line) => line.startsWith('/'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(relative(repoRoot, file)).toMatch(/^mf-cart\/test\//);
  }, 60_000);
});
