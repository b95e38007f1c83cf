import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const repoRoot = join(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/*
 * The workspace packages the apps share as federation singletons (packages/webpack-config's
 * sharedModules) must import their own modules by relative path. A module of @shop/state that
 * imports '@shop/state' consumes the shared copy it is itself part of: in the browser that copy
 * waits for itself, the shell never starts and the page stays blank, without any error.
 */
describe.each([
  ['@shop/state', 'packages/shop-state/src'],
  ['@shop/contracts', 'packages/contracts/src'],
  ['@shop/i18n', 'packages/i18n/src'],
])('the shared package %s', (name, dir) => {
  it('never imports itself by its package name', () => {
    const importing = sourceFiles(join(repoRoot, dir))
      .filter((file) => new RegExp(`from '${name}(/[^']*)?'`).test(readFileSync(file, 'utf8')))
      .map((file) => relative(repoRoot, file));
    expect(importing).toEqual([]);
  });
});
