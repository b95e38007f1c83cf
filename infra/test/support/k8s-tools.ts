/**
 * The tools the chart's checks run (infra/test/helm-chart.test.ts): helm, built by the machine's `go`
 * from the Go module proxy, and k8s-check (infra/k8s-check), the strict decoder of rendered objects
 * against k8s.io/api. Both go into node_modules/.cache/k8s-tools like the test servers do
 * (packages/service-kit/test/server-process.ts, installOnce): helm once per version, k8s-check once
 * per state of its sources. npm test installs them in its servers phase (scripts/production-servers.mjs);
 * the test installs what is missing when run alone.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { installOnce, runStep } from '../../../packages/service-kit/test/server-process';

export const helmVersion = 'v3.22.0';
const helmPackage = 'helm.sh/helm/v3/cmd/helm';

// __filename, not __dirname: tsx's tsImport (scripts/production-servers.mjs) defines only the former.
const repoRoot = resolve(dirname(__filename), '..', '..', '..');
const toolsDir = join(repoRoot, 'node_modules', '.cache', 'k8s-tools');
const checkSources = join(repoRoot, 'infra', 'k8s-check');

/**
 * With cold Go caches helm's build fetches ~110 modules and compiles them: 6 to 10 min on the shared
 * two-core machine, by its load (docs/testing.md); the limit leaves room for a slower one.
 */
export const installTimeoutMs = 30 * 60_000;

const helmDir = join(toolsDir, `helm-${helmVersion}`);
export const helmBinary = join(helmDir, 'helm');

/** k8s-check's folder is named by the hash of its sources: a changed check is built again. */
function k8sCheckDir(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(checkSources).sort()) {
    if (!/^(go\.mod|go\.sum|.*\.go)$/.test(file)) continue;
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(checkSources, file)))
      .update('\0');
  }
  return join(toolsDir, `k8s-check-${hash.digest('hex').slice(0, 16)}`);
}

export const k8sCheckBinary = (): string => join(k8sCheckDir(), 'k8s-check');

const installed = (dir: string) => existsSync(join(dir, '.complete'));

/** Why helm and k8s-check cannot be had on this machine (no `go` and not built yet), or null. */
export function k8sToolsUnavailableReason(): string | null {
  if (installed(helmDir) && installed(k8sCheckDir())) return null;
  const go = spawnSync('go', ['version'], { stdio: 'ignore', timeout: 60_000 });
  return go.status === 0 ? null : 'no `go` on PATH (Go builds helm and k8s-check from the Go module proxy)';
}

/**
 * GOTOOLCHAIN=local: a module's go.mod naming a newer toolchain must not make Go download one.
 * -buildvcs=false: k8s-check sits in this repository's work tree, whose git state it need not carry.
 */
const goEnv = (): NodeJS.ProcessEnv => ({ ...process.env, GOTOOLCHAIN: 'local', GOFLAGS: '-buildvcs=false' });

/**
 * Builds helm into the cache, once per version: `go install <package>@<version>`, checked against
 * sum.golang.org, with the version stamped as helm's release builds do (else `helm version` says v3.22).
 */
export async function installHelm(): Promise<string> {
  await installOnce(helmDir, `helm ${helmVersion}`, installTimeoutMs, async (staging) => {
    const ldflags = `-s -w -X helm.sh/helm/v3/internal/version.version=${helmVersion}`;
    await runStep('go', ['install', '-trimpath', `-ldflags=${ldflags}`, `${helmPackage}@${helmVersion}`], {
      what: 'helm install (Go module proxy)',
      limitMs: installTimeoutMs,
      // Outside the repository: no go.mod around it.
      cwd: staging,
      env: { ...goEnv(), GOBIN: staging },
    });
  });
  return helmBinary;
}

/** Builds k8s-check into the cache, once per state of its sources (go.sum pins every module). */
export async function installK8sCheck(): Promise<string> {
  const dir = k8sCheckDir();
  await installOnce(dir, 'k8s-check', installTimeoutMs, async (staging) => {
    await runStep('go', ['build', '-mod=readonly', '-trimpath', '-o', join(staging, 'k8s-check'), '.'], {
      what: 'k8s-check build (Go module proxy)',
      limitMs: installTimeoutMs,
      cwd: checkSources,
      env: goEnv(),
    });
  });
  return join(dir, 'k8s-check');
}

/** Both tools, side by side; rejects naming each that failed. */
export async function installK8sTools(): Promise<{ helm: string; k8sCheck: string }> {
  const [helm, k8sCheck] = await Promise.allSettled([installHelm(), installK8sCheck()]);
  const failures = [helm, k8sCheck].filter((r) => r.status === 'rejected').map((r) => String(r.reason));
  if (helm.status === 'rejected' || k8sCheck.status === 'rejected') throw new Error(failures.join('\n\n'));
  return { helm: helm.value, k8sCheck: k8sCheck.value };
}
