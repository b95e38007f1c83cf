import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

/**
 * The environment an image gives its process before Kubernetes adds the Pod's: the ENV of the
 * Dockerfile stages its target is built from (NODE_ENV=production, HOST, DATA_DIR, PORT ...), their
 * ${ARG}s filled with the build args docker-compose.yml builds that image with. A Pod's `env` and
 * `envFrom` override these.
 */
const repoRoot = resolve(__dirname, '../../..');

interface Stage {
  from: string;
  env: Record<string, string>;
}

/** `ENV A=1 B=2` (lines joined at a trailing backslash) of each stage, by stage name. */
function dockerfileStages(text: string): Map<string, Stage> {
  const stages = new Map<string, Stage>();
  let current: Stage | undefined;
  for (const line of text.replace(/\\\n/g, ' ').split('\n')) {
    const from = /^FROM (\S+) AS (\S+)/.exec(line);
    if (from) {
      current = { from: from[1]!, env: {} };
      stages.set(from[2]!, current);
    }
    const env = /^ENV\s+(.*)$/.exec(line);
    if (env && current)
      for (const pair of env[1]!.matchAll(/(\w+)=("[^"]*"|\S*)/g))
        current.env[pair[1]!] = pair[2]!.replace(/^"|"$/g, '');
  }
  return stages;
}

function stageEnv(stages: Map<string, Stage>, name: string): Record<string, string> {
  const stage = stages.get(name);
  if (!stage) return {};
  return { ...stageEnv(stages, stage.from), ...stage.env };
}

interface ComposeBuild {
  target: string;
  args?: Record<string, string>;
}

/** The environment of the image compose builds as `component` (gateway, catalogue, orders, users, contact). */
export function imageEnv(component: string): Record<string, string> {
  const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, { build?: ComposeBuild }>;
  };
  const build = compose.services[component]?.build;
  if (!build) throw new Error(`docker-compose.yml builds no image for ${component}`);
  const stages = dockerfileStages(readFileSync(join(repoRoot, 'infra/docker/Dockerfile'), 'utf8'));
  const args = build.args ?? {};
  return Object.fromEntries(
    Object.entries(stageEnv(stages, build.target)).map(([name, value]) => [
      name,
      value.replace(/\$\{(\w+)\}/g, (_, arg: string) => args[arg] ?? ''),
    ]),
  );
}
