import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedAnswersElementId, inlineRemotesManifestId, type RemotePagesDeclaration } from '@shop/contracts';
import { buildTestGateway, declaredPages, pagesJson } from './helper';

/*
 * A remote's pages come from the release the manifest names (its pages.json, remote-pages.ts): a
 * release of mf-account alone adds a page (route, head, robots, first-render calls) to a gateway
 * that was never restarted, and the manifest's way back removes it.
 */
const html = (locale: string) => ({ accept: 'text/html', cookie: `locale=${locale}` });
const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
const descriptionOf = (body: string) => /<meta name="description" content="([^"]*)"/.exec(body)?.[1];
const dataBlock = (body: string, id: string): unknown =>
  JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(body)?.[1] ?? 'null');

const newsPage = {
  path: '/account-news/:slug',
  params: { slug: 'slug' as const },
  component: 'AccountNewsPage',
  head: {
    kind: 'text' as const,
    title: {
      de: 'Neues: {slug} | Nordbau',
      fi: 'Uutta: {slug} | Nordbau',
      en: 'News: {slug} | Nordbau',
      et: 'Uudised: {slug} | Nordbau',
    },
    description: { de: 'Neues im Konto.', fi: 'Uutta tilillä.', en: 'News in your account.', et: 'Uudised kontol.' },
  },
  robots: 'noindex' as const,
  calls: [{ path: '/category/by-slug/{slug}' }],
  skeleton: { height: 300 },
};

const withNews: RemotePagesDeclaration = {
  ...declaredPages.account,
  pages: [...declaredPages.account.pages, newsPage],
};

describe("a remote's pages, from the release the manifest names", () => {
  it('adds a released page with its head, robots rule, calls and route, and removes it with the rollback', async () => {
    const { app, root } = await buildTestGateway({ REMOTES_MANIFEST: 'remotes.json', REMOTES_ROOT: 'releases' });
    try {
      const release = join(root, 'releases/account/2.0.0');
      mkdirSync(release, { recursive: true });
      writeFileSync(join(release, 'remoteEntry.js'), '/* account 2.0.0 */');
      writeFileSync(join(release, 'pages.json'), pagesJson(withNews));
      const manifest = (account: object) =>
        writeFileSync(
          join(root, 'remotes.json'),
          JSON.stringify({
            remotes: {
              catalogue: { entry: '/remotes/catalogue/remoteEntry.js' },
              cart: { entry: '/remotes/cart/remoteEntry.js' },
              account,
            },
          }),
        );
      manifest({ entry: '/remotes/account/remoteEntry.js' });
      const before = await app.inject({ method: 'GET', url: '/account-news/fences', headers: html('de') });
      expect([before.statusCode, titleOf(before.body)]).toEqual([404, 'Seite nicht gefunden | Nordbau']);

      manifest({ entry: '/remotes/releases/account/2.0.0/remoteEntry.js', version: '2.0.0' });
      for (const [locale, title] of Object.entries({
        de: 'Neues: fences | Nordbau',
        fi: 'Uutta: fences | Nordbau',
        en: 'News: fences | Nordbau',
        et: 'Uudised: fences | Nordbau',
      })) {
        const res = await app.inject({ method: 'GET', url: '/account-news/fences', headers: html(locale) });
        expect([locale, res.statusCode, titleOf(res.body)]).toEqual([locale, 200, title]);
      }
      // Any client, not only a browser asking for HTML (curl, a crawler).
      const res = await app.inject({ method: 'GET', url: '/account-news/fences', headers: { cookie: 'locale=en' } });
      expect([res.statusCode, descriptionOf(res.body)]).toEqual([200, 'News in your account.']);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      const answers = dataBlock(res.body, embeddedAnswersElementId) as { calls: Record<string, unknown> };
      expect(Object.keys(answers.calls)).toContain('/category/by-slug/fences');
      const routes = {
        path: newsPage.path,
        params: newsPage.params,
        component: 'AccountNewsPage',
        skeleton: { height: 300 },
      };
      expect(
        (dataBlock(res.body, inlineRemotesManifestId) as { pages: { account: unknown[] } }).pages.account,
      ).toContainEqual(routes);
      expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json().pages.account).toContainEqual(routes);
      expect((await app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('Disallow: /account-news/\n');

      manifest({ entry: '/remotes/account/remoteEntry.js' });
      const after = await app.inject({ method: 'GET', url: '/account-news/fences', headers: html('fi') });
      expect([after.statusCode, titleOf(after.body)]).toEqual([404, 'Sivua ei löytynyt | Nordbau']);
      expect((await app.inject({ method: 'GET', url: '/robots.txt' })).body).not.toContain('/account-news/');
    } finally {
      await app.close();
    }
  });

  it('answers 404 for a parameter of another shape, and 503 while a remote has pages it cannot read', async () => {
    const { app, root } = await buildTestGateway();
    try {
      writeFileSync(join(root, 'mf-cart/dist/pages.json'), '{ "remote": "cart", "pages": [{ "path": "no slash" }] }');
      const uuid = await app.inject({
        method: 'GET',
        url: `/approval/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
        headers: html('en'),
      });
      expect([uuid.statusCode, titleOf(uuid.body)]).toEqual([200, 'Approve an order | Nordbau']);

      // A page at an old call path's address (/users as the users service had it) is the page, not a deprecated call.
      const verify = await app.inject({ method: 'GET', url: '/users/verify', headers: { accept: '*/*' } });
      expect([verify.statusCode, verify.headers['content-type'], verify.headers.deprecation]).toEqual([
        200,
        'text/html; charset=utf-8',
        undefined,
      ]);
      expect(verify.headers.vary).toContain('Accept');
      // The cart's declarations do not pass: its pages are unknown, so a path no other remote declares
      // may be one of them, unavailable for now rather than gone. The other remotes' pages stay.
      const quickOrder = await app.inject({ method: 'GET', url: '/quick-order', headers: html('en') });
      expect([quickOrder.statusCode, titleOf(quickOrder.body), quickOrder.headers['retry-after']]).toEqual([
        503,
        'Temporarily unavailable | Nordbau',
        expect.stringMatching(/^\d+$/),
      ]);
      expect(quickOrder.headers['x-robots-tag']).toBeUndefined();
      const company = await app.inject({ method: 'GET', url: '/company', headers: html('en') });
      expect([company.statusCode, titleOf(company.body)]).toEqual([200, 'Company account | Nordbau']);

      // Once the cart's file reads again, its page is there without a restart.
      writeFileSync(join(root, 'mf-cart/dist/pages.json'), pagesJson(declaredPages.cart));
      const answered = async () =>
        (await app.inject({ method: 'GET', url: '/quick-order', headers: html('en') })).statusCode;
      let status = await answered();
      for (let tries = 0; status !== 200 && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        status = await answered();
      }
      expect(status).toBe(200);
      // Every remote's pages known: a parameter of another shape is no page.
      const letters = await app.inject({ method: 'GET', url: '/approval/not-a-uuid', headers: html('en') });
      expect([letters.statusCode, titleOf(letters.body)]).toEqual([404, 'Page not found | Nordbau']);
    } finally {
      await app.close();
    }
  });
});
