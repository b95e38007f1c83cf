import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(__dirname, '../../..');

jest.setTimeout(120_000);

/**
 * css-files, server-builds and remote-pages make their fixtures in a folder beside them
 * (mkdtempSync(join(__dirname, '.<name>-'))) and remove it when they end. `npm test` runs prettier and
 * eslint over the whole tree beside those tests, so a folder that vanished between their listing and
 * their reading failed the check ("Unable to read file"). Neither may look into these folders.
 */
describe("the webpack-config tests' fixture folders", () => {
  const fixtures = ['.css-files-', '.server-builds-', '.remote-pages-'].map((prefix) =>
    mkdtempSync(join(__dirname, prefix)),
  );
  // Neither formatted nor lint-clean: a check that read it would fail.
  const unchecked = 'const  unused = ( 1 )\n';
  beforeAll(() => {
    for (const folder of fixtures) {
      mkdirSync(join(folder, 'host', 'src'), { recursive: true });
      writeFileSync(join(folder, 'host', 'src', 'index.ts'), unchecked);
    }
  });
  afterAll(() => fixtures.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  const run = (tool: string, args: string[]) =>
    spawnSync(join(repoRoot, 'node_modules', '.bin', tool), args, { cwd: repoRoot, encoding: 'utf8' });

  it('are not read by prettier --check', () => {
    const { status, stdout, stderr } = run('prettier', ['--check', 'packages/webpack-config/test']);
    expect({ status, output: `${stdout}${stderr}` }).toEqual({
      status: 0,
      output: expect.not.stringMatching(/\.css-files-|\.server-builds-|\.remote-pages-/),
    });
  });

  it('are not read by eslint', () => {
    const { status, stdout, stderr } = run('eslint', ['packages/webpack-config/test']);
    expect({ status, output: `${stdout}${stderr}` }).toEqual({
      status: 0,
      output: expect.not.stringMatching(/\.css-files-|\.server-builds-|\.remote-pages-/),
    });
  });
});
