import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpack, { type Configuration } from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createRemoteServerConfig, serverSharedRequests } = require('../server-render') as {
  createRemoteServerConfig: (options: { dir: string }) => () => Configuration;
  serverSharedRequests: string[];
};

jest.setTimeout(300_000);

const repoRoot = join(__dirname, '../../..');
/** A remote as small as can be, in a folder of the repository so the shared packages resolve. */
const fixtures = mkdtempSync(join(__dirname, '.server-builds-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

const build = (config: Configuration) =>
  new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => (error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve())),
  );

describe("a remote's server build", () => {
  it('requires what it shares with the shell instead of bundling it, and exports the app', async () => {
    const dir = join(fixtures, 'remote');
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(
      join(dir, 'src/app.ts'),
      `import { lazy } from 'react';
       import { useLocaleStore } from '@shop/state';
       export default { remote: 'demo', locale: () => useLocaleStore.getState().locale,
         Page: lazy(() => import('./page')) };`,
    );
    writeFileSync(join(dir, 'src/page.tsx'), `export default function Page() { return <p>page</p>; }`);
    await build(createRemoteServerConfig({ dir })());
    const code = readFileSync(join(dir, 'dist/server/app.js'), 'utf8');
    const required = [...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(required.every((request) => serverSharedRequests.includes(request!))).toBe(true);
    expect(required).toEqual(expect.arrayContaining(['react', 'react/jsx-runtime', '@shop/state']));
    // Loaded with the modules the shell lends (here: fakes that say whose they are).
    const lent: Record<string, unknown> = {
      react: { lazy: (load: unknown) => ({ lazy: load }) },
      'react/jsx-runtime': { jsx: () => null },
      '@shop/state': { useLocaleStore: { getState: () => ({ locale: 'the shell’s' }) } },
    };
    const module = { exports: {} as { default?: { remote: string; locale: () => string } } };
    new Function('exports', 'require', 'module', code)(module.exports, (id: string) => lent[id], module);
    expect(module.exports.default?.remote).toBe('demo');
    expect(module.exports.default?.locale()).toBe('the shell’s');
  });
});

describe("an app's two builds", () => {
  it.each(['shell', 'mf-catalogue', 'mf-cart', 'mf-account'])(
    '%s: the browser and server builds carry one build label, so hydration keeps the one the page shows',
    (app) => {
      const { scripts } = JSON.parse(readFileSync(join(repoRoot, app, 'package.json'), 'utf8')) as {
        scripts: { build: string };
      };
      const [setLabel, ...builds] = scripts.build.split(' && ');
      expect(setLabel).toMatch(/^export SHOP_BUILD_LABEL="\$\{SHOP_BUILD_LABEL:-\$\(date [^)]+\)\}"$/);
      expect(builds).toEqual(['webpack --mode production', 'webpack --config webpack.server.config.js']);
    },
  );
});
