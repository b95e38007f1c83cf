import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The catalogue owns its schema and takes its starting records from whoever composes it: the demo
 * generator (@shop/infra) is no part of what the service runs, neither listed nor imported, nor
 * reached through a workspace it runs on. Its tests may use the generator's data.
 */
const repoRoot = resolve(__dirname, '../../../..');
const generator = '@shop/infra';

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const manifestOf = (folder: string): Manifest =>
  JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8')) as Manifest;

const runtimeDependencies = (manifest: Manifest) =>
  Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies, ...manifest.peerDependencies });

/** Every workspace's folder by its package name (the root manifest's `workspaces`). */
function workspaceFolders(): Map<string, string> {
  const patterns = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] })
    .workspaces;
  const folders = patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(repoRoot, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(pattern.slice(0, -2), entry.name))
      : [pattern],
  );
  return new Map(
    folders
      .filter((folder) => readdirSync(join(repoRoot, folder)).includes('package.json'))
      .map((folder) => [manifestOf(folder).name, folder]),
  );
}

describe('the catalogue service runs without the demo generator', () => {
  it(`lists ${generator} in no runtime dependency of its own or of a workspace it runs on`, () => {
    const folders = workspaceFolders();
    const reached = new Set<string>();
    const visit = (name: string) => {
      const folder = folders.get(name);
      if (!folder || reached.has(name)) return;
      reached.add(name);
      runtimeDependencies(manifestOf(folder)).forEach(visit);
    };
    visit('@shop/catalogue-service');
    expect(reached.size).toBeGreaterThan(2);
    expect([...reached].filter((name) => name === generator)).toEqual([]);
  });

  it(`imports nothing of ${generator} in its source`, () => {
    const src = join(repoRoot, 'services/catalogue/src');
    const importing = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.[cm]?[jt]sx?$/.test(file))
      .filter((file) =>
        new RegExp(`(from|import\\(|require\\()\\s*['"]${generator}(/|['"])`).test(
          readFileSync(join(src, file), 'utf8'),
        ),
      );
    expect(importing).toEqual([]);
  });
});
