import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type Configuration } from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createAppConfig } = require('..') as {
  createAppConfig: (options: Record<string, unknown>) => (env: object, argv: { mode: string }) => Configuration;
};

jest.setTimeout(300_000);

/** A host and a remote as small as can be, in a folder of the repository so the shared packages resolve. */
const fixtures = mkdtempSync(join(__dirname, '.css-files-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

function app(name: string, files: Record<string, string>) {
  const dir = join(fixtures, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

async function build(options: Record<string, unknown>, mode: 'production' | 'development') {
  const config = createAppConfig(options)({}, { mode });
  config.output = { ...config.output, path: mkdtempSync(join(tmpdir(), 'css-files-dist-')) };
  config.optimization = { ...config.optimization, minimize: false };
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(config, (error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  expect(stats.hasErrors()).toBe(false);
  const out = config.output.path!;
  const files = readdirSync(out);
  const scripts = files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(out, file), 'utf8'));
  return { out, files, scripts };
}

const styleLoaderRuntime = 'document.createElement("style")';

describe("the apps' CSS in a production build (mini-css-extract)", () => {
  const host = app('host', {
    'src/index.ts': "import('./bootstrap');\n",
    'src/bootstrap.ts': "import './layout.css';\nimport('./lazy-page');\n",
    'src/layout.css': '/* why */\n.layout {\n  display: grid;\n}\n',
    'src/lazy-page.ts': "import './page.css';\nexport const page = 1;\n",
    'src/page.css': '.page { color: red; }\n',
  });
  const remote = app('remote', {
    'src/app.ts': "export const load = () => import('./widget');\n",
    'src/widget.ts': "import './widget.css';\nexport const widget = 1;\n",
    'src/widget.css': '.widget { margin: 0; }\n',
  });

  it("links the host's CSS from the page's head, one content-hashed file, and no script inserts CSS", async () => {
    const { out, files, scripts } = await build({ name: 'shell', dir: host, devPort: 0, isHost: true }, 'production');
    const css = files.filter((file) => /^styles\.[0-9a-f]{8}\.css$/.test(file));
    expect(css).toHaveLength(1);
    const sheet = readFileSync(join(out, css[0]!), 'utf8');
    expect(sheet).toContain('.layout{display:grid;}');
    // The lazy page's rules come in the same file: a page needs no second request for its CSS.
    expect(sheet).toContain('.page{color:red;}');
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    // The exact address the chunk loader asks for (no ?hash), so it finds the link and fetches nothing twice.
    expect(html).toMatch(
      new RegExp(`<head>.*<link rel="stylesheet" href="/${css[0]!.replace(/\./g, '\\.')}">.*</head>`),
    );
    expect(scripts.filter((script) => script.includes(styleLoaderRuntime))).toEqual([]);
  });

  it("lists a remote's CSS under its exposed module in mf-manifest.json, for the gateway's preloads", async () => {
    const { out, files, scripts } = await build(
      { name: 'mf_fixture', dir: remote, devPort: 0, exposes: { './app': './src/app.ts' } },
      'production',
    );
    const manifest = JSON.parse(readFileSync(join(out, 'mf-manifest.json'), 'utf8')) as {
      exposes: { assets: { css: { sync: string[]; async: string[] } } }[];
    };
    const listed = manifest.exposes.flatMap((expose) => [...expose.assets.css.sync, ...expose.assets.css.async]);
    expect(listed).toEqual([expect.stringMatching(/^styles\.[0-9a-f]{8}\.css$/)]);
    expect(files).toContain(listed[0]);
    expect(scripts.filter((script) => script.includes(styleLoaderRuntime))).toEqual([]);
  });

  it('keeps style-loader in development, where the dev server reloads CSS in place', async () => {
    const { files, scripts } = await build({ name: 'shell', dir: host, devPort: 0, isHost: true }, 'development');
    expect(files.filter((file) => file.endsWith('.css'))).toEqual([]);
    expect(scripts.some((script) => script.includes('style-loader/dist/runtime'))).toBe(true);
  });
});
