// `node scripts/build-service.mjs services/<name>`: the service's production build, one CommonJS file
// dist/server.js (+ source map) that `node --enable-source-maps dist/server.js` runs without tsx, and
// one per command of the service (dist/import.js: the catalogue's import).
// The service's code and the workspace packages (@shop/*) are bundled; npm packages stay external and
// are loaded from node_modules at run time, exactly the versions the tests ran against.
// Nx runs it as each service's `build` target (services/*/project.json), the images in their build stage.
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';

const posix = (path) => path.split(sep).join('/');

/**
 * npm packages are not bundled. The bundle requires each from where the importing source file found
 * it: a service's own node_modules can hold another version than the root's (orders' handlebars), and
 * the gateway's bundle, which embeds the services, would otherwise pick up the root's.
 */
const externalPackages = (outfile) => ({
  name: 'external-packages',
  setup(build) {
    const fromBundle = createRequire(outfile);
    build.onResolve({ filter: /^[^./]/ }, ({ path, resolveDir }) => {
      if (path.startsWith('@shop/')) return undefined;
      if (isBuiltin(path)) return { path, external: true };
      let file;
      try {
        file = createRequire(join(resolveDir, 'index.js')).resolve(path);
      } catch {
        return { path, external: true }; // an optional peer that is not installed: the code guards its require
      }
      let same = false;
      try {
        same = fromBundle.resolve(path) === file;
      } catch {
        same = false;
      }
      const local = posix(relative(dirname(outfile), file));
      return { path: same ? path : local.startsWith('.') ? local : `./${local}`, external: true };
    });
  },
});

/**
 * A few modules find files beside their source through __dirname (the orders' writer thread, its
 * templates and config). In the bundle __dirname is dist/, so each module's __dirname is pointed back at
 * its source folder; the image keeps those files (infra/docker/prune-workspace.mjs).
 */
const sourceDirnames = (outfile) => ({
  name: 'source-dirnames',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      if (path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = await readFile(path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      const folder = JSON.stringify(posix(relative(dirname(outfile), dirname(path))));
      return {
        // Not a name in quotes (the gateway names the parameters of a remote's server build so).
        contents: source.replace(/(?<!['"])\b__dirname\b(?!['"])/g, `require('node:path').join(__dirname, ${folder})`),
        loader: path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
});

/**
 * A service's entry points: its server, and each command `src/<name>/cli.ts` (the catalogue's
 * `import`, the users' `roles`), which the images run with node as they run the server.
 */
function entryPoints(root) {
  const commands = readdirSync(join(root, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'src', entry.name, 'cli.ts')))
    .map((entry) => [entry.name, join(root, 'src', entry.name, 'cli.ts')]);
  return { server: join(root, 'src', 'server.ts'), ...Object.fromEntries(commands) };
}

/**
 * Bundles `<folder>/src/server.ts` into `<outdir>/server.js` and each command into `<outdir>/<name>.js`
 * (`outdir`: default `<folder>/dist`); resolves with the server's output file.
 */
export async function buildService(folder, { outdir = join(resolve(folder), 'dist') } = {}) {
  const root = resolve(folder);
  const outfile = join(resolve(outdir), 'server.js');
  await build({
    entryPoints: entryPoints(root),
    outdir: resolve(outdir),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    // The oldest Node the repository supports (package.json engines); the images run 22.
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Every output lies in outdir: the paths the plugins write are relative to it.
    plugins: [externalPackages(outfile), sourceDirnames(outfile)],
  });
  return outfile;
}

if (process.argv[1] && basename(process.argv[1]) === 'build-service.mjs') {
  const folders = process.argv.slice(2);
  if (folders.length === 0) {
    console.error('usage: build-service.mjs <service folder>...');
    process.exit(2);
  }
  for (const folder of folders) console.log(`built ${relative(process.cwd(), await buildService(folder))}`);
}
