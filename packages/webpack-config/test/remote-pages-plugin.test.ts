import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RemotePagesPlugin } = require('../remote-pages-plugin') as {
  RemotePagesPlugin: new (options: { file: string; container: string }) => webpack.WebpackPluginInstance;
};

jest.setTimeout(120_000);

/** In a folder of the repository, so the declarations' imports (@shop/contracts, @shop/i18n) resolve. */
const fixtures = mkdtempSync(join(__dirname, '.remote-pages-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

const declaration = (page: string) => `import type { RemotePagesDeclaration } from '@shop/contracts';
import { headTexts } from '@shop/i18n/page-heads';
const pages: RemotePagesDeclaration = { remote: 'account', pages: [${page}] };
export default pages;
`;

const approval = `{ path: '/approval/:uuid', params: { uuid: 'uuid' }, component: 'ApprovalPage',
  head: headTexts('approval'), robots: 'noindex', skeleton: { height: 480 } }`;

/** A build of an empty remote with its page declarations: its errors, and the folder it wrote. */
function build(name: string, pages: string, container = 'mf_account') {
  const dir = join(fixtures, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src/index.js'), 'export default 1;');
  writeFileSync(join(dir, 'src/pages.ts'), declaration(pages));
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: join(dir, 'dist') },
    plugins: [new RemotePagesPlugin({ file: join(dir, 'src/pages.ts'), container })],
  });
  return new Promise<{ errors: string[]; dist: string }>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      compiler.close(() =>
        resolve({ errors: (stats.compilation.errors ?? []).map((e) => e.message), dist: join(dir, 'dist') }),
      );
    }),
  );
}

describe("a remote's pages in its build", () => {
  it('are written beside its entry as pages.json, checked and with their defaults', async () => {
    const { errors, dist } = await build('valid', approval);
    expect(errors).toEqual([]);
    const written = JSON.parse(readFileSync(join(dist, 'pages.json'), 'utf8'));
    expect(written.remote).toBe('account');
    expect(written.pages[0]).toMatchObject({
      path: '/approval/:uuid',
      calls: [],
      head: { kind: 'text', title: { de: 'Bestellung freigeben | Nordbau' } },
    });
  });

  it('fail the build when a declaration does not pass, naming where', async () => {
    const { errors, dist } = await build('invalid', approval.replace("params: { uuid: 'uuid' }", 'params: {}'));
    expect(errors.join('\n')).toMatch(/declares no valid pages:\n {2}pages\.0\.params: no shape for :uuid/);
    expect(existsSync(join(dist, 'pages.json'))).toBe(false);
  });

  it("fail the build when they are another remote's", async () => {
    const { errors } = await build('other', approval, 'mf_cart');
    expect(errors.join('\n')).toContain('declares the pages of account, not of mf_cart');
  });
});
