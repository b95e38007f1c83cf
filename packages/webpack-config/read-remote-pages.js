// @ts-check
/**
 * `node read-remote-pages.js <src/pages.ts> <container>`: prints a remote's page declarations checked
 * against the contracts' RemotePagesSchema (with its defaults) as pages.json text, or exits 1 saying
 * what does not pass. Its own process (remote-pages-plugin.js): the TypeScript is read fresh at
 * every build, by tsx, whatever module system runs the build (a watch, a test).
 */
const path = require('node:path');
const { require: requireTs } = require('tsx/cjs/api');

const contractsSrc = path.dirname(require.resolve('@shop/contracts'));

const [file, container] = process.argv.slice(2);
if (!file || !container) {
  process.stderr.write('usage: read-remote-pages.js <src/pages.ts> <container>\n');
  process.exit(2);
}
const { RemotePagesSchema } = requireTs(path.join(contractsSrc, 'remote-pages.ts'), __filename);
const { remoteContainers } = requireTs(path.join(contractsSrc, 'remotes.ts'), __filename);
const parsed = RemotePagesSchema.safeParse(requireTs(path.resolve(file), __filename).default);
if (!parsed.success) {
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  process.stderr.write(`${file} declares no valid pages:\n${problems.join('\n')}\n`);
  process.exit(1);
}
if (remoteContainers[parsed.data.remote] !== container) {
  process.stderr.write(`${file} declares the pages of ${parsed.data.remote}, not of ${container}\n`);
  process.exit(1);
}
process.stdout.write(JSON.stringify(parsed.data, null, 2));
