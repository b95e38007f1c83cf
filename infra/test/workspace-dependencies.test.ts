import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * npm hoists every workspace into the root node_modules, so an import a workspace does not list
 * still resolves here and the omission only shows where the workspace is installed or pruned on its
 * own. The browser workspaces (the shell, the remotes and the packages they share) are checked: each
 * lists in its dependencies every other @shop workspace its source imports.
 */
const repoRoot = resolve(__dirname, '../..');
const browserWorkspaces = ['shell', 'mf-catalogue', 'mf-cart', 'mf-account', 'packages/ui', 'packages/shop-state'];

const importedWorkspaces = (folder: string): Set<string> => {
  const src = join(repoRoot, folder, 'src');
  const names = new Set<string>();
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(tsx?|m?js)$/.test(file)) continue;
    const text = readFileSync(join(src, file), 'utf8');
    for (const match of text.matchAll(/(?:from|import\(|require\()\s*'(@shop\/[a-z0-9-]+)/g)) names.add(match[1]!);
  }
  return names;
};

describe('workspace dependencies', () => {
  it.each(browserWorkspaces)('%s lists every @shop workspace its source imports', (folder) => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
    };
    const imported = [...importedWorkspaces(folder)].filter((name) => name !== manifest.name).sort();
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !(name in (manifest.dependencies ?? {})))).toEqual([]);
  });
});
