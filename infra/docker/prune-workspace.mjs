// Copies what one service runs into a fresh folder: its bundle (dist/, built by
// scripts/build-service.mjs), the installed node_modules, and of the workspace and the workspaces it
// depends on (transitively, through package.json `dependencies`) only what the bundle reads at run time
// beside the sources: package.json, config/, node_modules/ and the files under src/ that are not
// TypeScript (the orders' writer thread and templates). Used by infra/docker/Dockerfile after
// `npm ci --omit=dev --workspace=<name>`, so a service image holds no TypeScript, tests, docs, other
// services or frontends.
//
//   node infra/docker/prune-workspace.mjs <workspace name> <out dir>
//   node infra/docker/prune-workspace.mjs <workspace name> --list   prints the folders it would copy from
//
// Run from the workspace root.
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

const runtimeParts = ['package.json', 'config', 'node_modules'];
const isTest = (path) => /(^|\/)(test|__tests__)(\/|$)/.test(path) || /\.test\.[cm]?[jt]sx?$/.test(path);

/** Files under a workspace's src/ that are neither TypeScript (the bundle holds that) nor tests. */
function assetsOf(workspaceDir) {
  const src = join(workspaceDir, 'src');
  if (!existsSync(src)) return [];
  return readdirSync(src, { recursive: true })
    .map((file) => join('src', String(file)))
    .filter((file) => !/\.tsx?$/.test(file) && !isTest(file) && lstatSync(join(workspaceDir, file)).isFile());
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Workspace name -> folder, from the root package.json's `workspaces` (folders or `dir/*`). */
export function workspaceFolders(root) {
  const folders = new Map();
  for (const pattern of readJson(join(root, 'package.json')).workspaces ?? []) {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(pattern.slice(0, -2), entry.name))
      : [pattern];
    for (const dir of dirs) {
      const manifest = join(root, dir, 'package.json');
      if (existsSync(manifest)) folders.set(readJson(manifest).name, dir);
    }
  }
  return folders;
}

/** The workspace and every workspace it needs at run time, as folders relative to root. */
export function runtimeClosure(root, name) {
  const folders = workspaceFolders(root);
  if (!folders.has(name)) throw new Error(`no workspace named ${name}`);
  const needed = new Set();
  const visit = (workspace) => {
    if (needed.has(workspace)) return;
    needed.add(workspace);
    const { dependencies = {} } = readJson(join(root, folders.get(workspace), 'package.json'));
    for (const dependency of Object.keys(dependencies)) if (folders.has(dependency)) visit(dependency);
  };
  visit(name);
  return [...needed]
    .map((workspace) => ({ name: workspace, dir: folders.get(workspace) }))
    .sort((a, b) => a.dir.localeCompare(b.dir));
}

export function prune(root, name, out) {
  const closure = runtimeClosure(root, name);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  cpSync(join(root, 'package.json'), join(out, 'package.json'));
  if (existsSync(join(root, 'node_modules'))) {
    // npm links every workspace into node_modules; the bundle holds their code, so the links would dangle.
    const workspaces = workspaceFolders(root);
    cpSync(join(root, 'node_modules'), join(out, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !workspaces.has(relative(join(root, 'node_modules'), source)),
    });
  }
  for (const { name: workspace, dir } of closure) {
    const parts = [...runtimeParts, ...assetsOf(join(root, dir)), ...(workspace === name ? ['dist'] : [])];
    for (const part of parts) {
      const source = join(root, dir, part);
      if (existsSync(source)) cpSync(source, join(out, dir, part), { recursive: true, verbatimSymlinks: true });
    }
  }
  return closure;
}

if (process.argv[1] && basename(process.argv[1]) === 'prune-workspace.mjs') {
  const [name, out] = process.argv.slice(2);
  if (!name || !out) {
    console.error('usage: prune-workspace.mjs <workspace name> <out dir | --list>');
    process.exit(2);
  }
  const root = process.cwd();
  if (out === '--list') {
    for (const { dir } of runtimeClosure(root, name)) console.log(dir);
  } else {
    if (existsSync(out) && lstatSync(out).isFile()) throw new Error(`${out} is a file`);
    const closure = prune(root, name, out);
    console.log(`${name}: ${closure.map((workspace) => workspace.dir).join(', ')} -> ${out}`);
  }
}
