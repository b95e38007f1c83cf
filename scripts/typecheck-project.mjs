// Type-checks one workspace project (Nx's `typecheck` target): `node scripts/typecheck-project.mjs mf-cart`.
// The repository has one tsconfig.json for everything; checking all of it for every project would
// make `nx affected -t typecheck` as slow as a full check. This compiles only the project's own
// files (and what they import) with the root options, and reports errors in the project's files:
// an error in an imported package belongs to that package's own typecheck.
import { relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const projectRoot = process.argv[2];
if (!projectRoot) {
  console.error('usage: node scripts/typecheck-project.mjs <project folder>');
  process.exit(2);
}
const projectDir = resolve(root, projectRoot) + sep;

const configFile = ts.readConfigFile(resolve(root, 'tsconfig.json'), ts.sys.readFile);
if (configFile.error) {
  console.error(ts.formatDiagnosticsWithColorAndContext([configFile.error], formatHost()));
  process.exit(1);
}
const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
// Declaration files outside the projects (e.g. types/) are ambient for everybody.
const rootNames = parsed.fileNames.filter((file) => file.startsWith(projectDir) || file.endsWith('.d.ts'));
if (!rootNames.some((file) => file.startsWith(projectDir))) {
  console.log(`typecheck ${projectRoot}: no files in tsconfig.json's include`);
  process.exit(0);
}

const program = ts.createProgram({ rootNames, options: { ...parsed.options, noEmit: true } });
const diagnostics = ts
  .getPreEmitDiagnostics(program)
  .filter((diagnostic) => !diagnostic.file || resolve(diagnostic.file.fileName).startsWith(projectDir));

if (diagnostics.length > 0) {
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost()));
  console.error(`typecheck ${projectRoot}: ${diagnostics.length} error(s)`);
  process.exit(1);
}
console.log(`typecheck ${projectRoot}: ${rootNames.length} files, no errors`);

function formatHost() {
  return {
    getCanonicalFileName: (file) => relative(root, file),
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
}
