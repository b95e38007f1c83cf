import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildGateway } from '../src/app';
import { gatewayConfigFromEnv } from '../src/config';
import { releaseFileUrl } from '../src/first-paint/release-files';
import { builtAppsFixture, writeRemoteServerBuild } from './helper';

jest.setTimeout(60_000);

const html = { accept: 'text/html,application/xhtml+xml' };

/** A gateway over built apps whose shell build has the given server render (none when undefined). */
async function gatewayWithServerRender(
  source: string | undefined,
  remoteServerBuilds: Record<string, string> = {},
  firstInput?: string,
) {
  const root = builtAppsFixture();
  if (firstInput !== undefined) writeFileSync(join(root, 'shell/dist/first-input.0123abcd.js'), firstInput);
  for (const [name, build] of Object.entries(remoteServerBuilds)) {
    writeRemoteServerBuild(join(root, `mf-${name}/dist`), build);
    writeFileSync(
      join(root, `mf-${name}/dist/mf-manifest.json`),
      JSON.stringify({ exposes: [{ assets: { css: { sync: [`${name}.css`] } } }] }),
    );
  }
  // The shell's page as its build writes it: the entry script after the empty root.
  writeFileSync(
    join(root, 'shell/dist/index.html'),
    '<!doctype html><html lang="de"><head><title>Nordbau</title></head><body><div id="root"></div>' +
      '<script defer="defer" src="/main.abc123.js"></script></body></html>',
  );
  if (source !== undefined) {
    mkdirSync(join(root, 'shell/dist/server'), { recursive: true });
    writeFileSync(join(root, 'shell/dist/server/render-page.js'), source);
  }
  const app = await buildGateway(gatewayConfigFromEnv({ DATA_DIR: join(root, 'data') }, root), { logger: false });
  await app.ready();
  return app;
}

// Echoes what the gateway hands the render, so the test sees it as the page's markup.
const echo = `exports.renderPage = (page) =>
  '<main data-url="' + encodeURIComponent(page.url) + '" data-locale="' + page.locale + '" data-cookie="' +
  encodeURIComponent(page.cookie) + '" data-answers="' + typeof page.answers.calls + '">$&</main>';`;

describe("the page's first paint rendered by the shell's server build", () => {
  it("puts the shell's markup into #root, rendered for the request's address, language and cookies", async () => {
    const app = await gatewayWithServerRender(echo);
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/categories/fences?page=2',
        headers: { ...html, cookie: 'locale=fi; logged_in=1' },
      });
      expect(res.statusCode).toBe(200);
      // "$&" stays as it is: the markup is never read as a replacement pattern.
      expect(res.body).toContain(
        '<div id="root"><main data-url="%2Fcategories%2Ffences%3Fpage%3D2" data-locale="fi" ' +
          'data-cookie="locale%3Dfi%3B%20logged_in%3D1" data-answers="object">$&</main></div>',
      );
      // A page the shell answers with its not-found page is rendered too.
      const missing = await app.inject({ method: 'GET', url: '/no/such/page', headers: html });
      expect([missing.statusCode, missing.body.includes('<div id="root"><main')]).toEqual([404, true]);
      // The page paints without its scripts: they come after what the paint needs.
      expect(res.body).toContain('<link rel="preload" as="script" fetchpriority="low" href="/main.abc123.js"');
      expect(res.body).toContain('<script defer="defer" fetchpriority="low" src="/main.abc123.js">');
      // The server build is the gateway's own, never a file for browsers.
      expect((await app.inject({ method: 'GET', url: '/server/render-page.js' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("starts the app at the buyer's first input where the shell's build has its first-input script", async () => {
    const firstInput = 'window.started=false;/*first input*/';
    const app = await gatewayWithServerRender(
      `exports.renderPage = () => '<fieldset class="hydration-gate" disabled=""><button>Add</button></fieldset>';`,
      {},
      firstInput,
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/', headers: html });
      // Inline, first in the head, with the entry it starts and the scripts it fetches once the page has
      // loaded; the entry's own tag is gone, and no script is preloaded against the first paint.
      expect(res.body).toContain(
        '<head><script data-app="/main.abc123.js" data-prefetch="/main.abc123.js ' +
          `/remotes/catalogue/remoteEntry.js /remotes/cart/remoteEntry.js">${firstInput}</script><title>`,
      );
      expect(res.body).not.toContain('<script defer="defer"');
      expect(res.body).not.toContain('as="script"');
      // The script keeps what the buyer does before a part hydrates, so its controls go out enabled.
      expect(res.body).toContain('<fieldset class="hydration-gate"><button>Add</button></fieldset>');
      // The policy allows this inline script by its hash, and no other.
      const hash = createHash('sha256').update(firstInput).digest('base64');
      expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    } finally {
      await app.close();
    }
  });

  it('starts the app at once when the page could not be rendered', async () => {
    const app = await gatewayWithServerRender(
      `exports.renderPage = () => { throw new Error('render broke'); };`,
      {},
      'window.started=false;',
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/', headers: html });
      expect(res.body).toContain('<script defer="defer" src="/main.abc123.js"></script>');
      expect(res.body).not.toContain('data-app=');
    } finally {
      await app.close();
    }
  });

  it('sends the empty root when the render throws: the browser paints the page as without one', async () => {
    const app = await gatewayWithServerRender(`exports.renderPage = () => { throw new Error('render broke'); };`);
    try {
      const res = await app.inject({ method: 'GET', url: '/', headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await app.close();
    }
  });

  it('serves pages with the empty root when the build has no server render, or one that does not load', async () => {
    for (const source of [undefined, 'exports.somethingElse = 1;', 'syntax error (']) {
      const app = await gatewayWithServerRender(source);
      try {
        const res = await app.inject({ method: 'GET', url: '/', headers: html });
        expect([source, res.statusCode, res.body.includes('<div id="root"></div>')]).toEqual([source, 200, true]);
        // Without a first paint the scripts are what paints: they keep their priority.
        expect(res.body).not.toContain('fetchpriority');
      } finally {
        await app.close();
      }
    }
  });

  it("renders the remotes' parts from their server builds, with the shell's React lent to them", async () => {
    // The shell lends a module; the remote's build requires it, as webpack's externals do.
    const shell = `exports.sharedModules = { react: { version: 'the shell\\'s react' } };
      exports.renderPage = async (page) => '<main>' + Object.entries(page.remotes)
        .map(([name, app]) => name + ' with ' + app.react).join(', ') + '</main>';`;
    const catalogue = `exports.default = { react: require('react').version, path: typeof require('node:path').join };`;
    const cart = `exports.default = { react: require('left-pad') };`;
    const logged: unknown[] = [];
    const app = await gatewayWithServerRender(shell, { catalogue, cart });
    app.log.error = ((...args: unknown[]) => void logged.push(args)) as typeof app.log.error;
    try {
      const res = await app.inject({ method: 'GET', url: '/products/x', headers: html });
      // The cart's build asks for what the shell does not lend: its slots are left to the browser.
      expect(res.body).toContain('<div id="root"><main>catalogue with the shell\'s react</main></div>');
      expect(String((logged[0] as [{ err: Error }])[0].err)).toContain('asks for left-pad');
      // What the server rendered of the remotes is styled before their scripts run.
      // Named as the remote's own CSS loading names it, so that finds this link and adds no second one.
      expect(res.body).toContain(
        '<link rel="stylesheet" href="/remotes/catalogue/catalogue.css" data-href="catalogue.css" />',
      );
      // A remote's server build is the gateway's to run, never a file for browsers: not for one from
      // elsewhere, nor for one on this machine that a proxy forwarded.
      for (const url of [
        '/remotes/catalogue/server/app.js',
        '/remotes/catalogue/%73erver/app.js',
        '/remotes/catalogue/server/app.sha256.json',
      ]) {
        const buyer = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
        const forwarded = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '203.0.113.9' } });
        expect([url, buyer.statusCode, forwarded.statusCode]).toEqual([url, 404, 404]);
      }
      expect((await app.inject({ method: 'GET', url: '/remotes/catalogue/remoteEntry.js' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe("a release's server build", () => {
  it('is the one the manifest names now; a build replaced on disk (a new hash) is loaded again', async () => {
    const root = builtAppsFixture();
    writeFileSync(
      join(root, 'shell/dist/index.html'),
      '<!doctype html><html lang="de"><head><title>Nordbau</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(join(root, 'shell/dist/server'), { recursive: true });
    writeFileSync(
      join(root, 'shell/dist/server/render-page.js'),
      `exports.sharedModules = {};
       exports.renderPage = async ({ remotes }) => '<main>' + (remotes.catalogue?.release ?? 'none') + '</main>';`,
    );
    const release = (version: string, text = version) => {
      mkdirSync(join(root, `releases/catalogue/${version}`), { recursive: true });
      writeFileSync(join(root, `releases/catalogue/${version}/remoteEntry.js`), '/* entry */');
      writeRemoteServerBuild(join(root, `releases/catalogue/${version}`), `exports.default = { release: '${text}' };`);
    };
    const promote = (version: string) =>
      writeFileSync(
        join(root, 'remotes.json'),
        JSON.stringify({ remotes: { catalogue: { entry: `/remotes/releases/catalogue/${version}/remoteEntry.js` } } }),
      );
    release('1.0.0');
    release('1.1.0');
    promote('1.0.0');
    const app = await buildGateway(
      gatewayConfigFromEnv(
        {
          DATA_DIR: join(root, 'data'),
          REMOTES_ROOT: join(root, 'releases'),
          REMOTES_MANIFEST: join(root, 'remotes.json'),
        },
        root,
      ),
      { logger: false },
    );
    await app.ready();
    const rendered = async () =>
      /<main>(.*)<\/main>/.exec((await app.inject({ method: 'GET', url: '/', headers: html })).body)?.[1];
    try {
      expect(await rendered()).toBe('1.0.0');
      promote('1.1.0');
      expect(await rendered()).toBe('1.1.0');
      // A build written again (with its new hash) is read again, not served from memory.
      release('1.1.0', 'rebuilt');
      expect(await rendered()).toBe('rebuilt');
      // A rollback renders the release it goes back to.
      promote('1.0.0');
      expect(await rendered()).toBe('1.0.0');
      const url = '/remotes/releases/catalogue/1.1.0/server/app.js';
      expect((await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe("where a release's files are asked for", () => {
  it.each([
    ['/remotes/catalogue/remoteEntry.js', '/remotes/catalogue/server/app.js'],
    [
      '/remotes/releases/catalogue/2026-11-27/remoteEntry.js?v=2',
      '/remotes/releases/catalogue/2026-11-27/server/app.js',
    ],
    ['/remotes/cart/2.0.0/remoteEntry.js#x', '/remotes/cart/2.0.0/server/app.js'],
  ])('asks for the file beside %s at %s', (entry, url) => {
    expect(releaseFileUrl(entry, 'server/app.js')).toBe(url);
  });

  it.each([
    ['another origin', 'https://cdn.example.com/remotes/catalogue/remoteEntry.js'],
    ['a protocol-relative address', '//cdn.example.com/remotes/catalogue/remoteEntry.js'],
    ['an address outside the remotes', '/assets/remoteEntry.js'],
    ['a way out of the remotes', '/remotes/releases/../../etc/remoteEntry.js'],
    ['an escaped way out', '/remotes/catalogue/%2e%2e/%2e%2e/remoteEntry.js'],
    ['a backslash', '/remotes/catalogue\\..\\..\\remoteEntry.js'],
  ])('asks for none for %s', (_what, entry) => {
    expect(releaseFileUrl(entry, 'server/app.js')).toBeNull();
  });
});
