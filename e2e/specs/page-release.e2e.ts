import { get as httpGet } from 'node:http';
import { localeHeader, locales, type Locale } from '@shop/contracts';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { releaseCheckout, releaseTarget, shellBuildFiles, type ReleaseCheckout } from '../support/release-checkout';
import { startShop, type RunningShop } from '../support/shop';

/*
 * A team adds a page by releasing its remote alone (issue 32): mf-account, built from its own
 * checkout with a new page declared in its src/pages.ts (path, component, head in four languages,
 * noindex, a first-render call), is promoted with `npm run release` while the shop runs. The page
 * answers at once, rendered on the server with its title, robots rule and data, in every language;
 * the shell and the gateway are never rebuilt or restarted. Rolling back with the same command
 * removes it (404, the not-found head). The same for an existing page's title.
 */
jest.setTimeout(1_800_000);

const newsTitles: Record<Locale, string> = {
  de: 'Neu im Konto: {slug} | Nordbau',
  fi: 'Uutta tilillä: {slug} | Nordbau',
  en: 'New in your account: {slug} | Nordbau',
  et: 'Uus kontol: {slug} | Nordbau',
};
const newsDescriptions: Record<Locale, string> = {
  de: 'Was es Neues zur Kategorie gibt.',
  fi: 'Mitä uutta tuoteryhmässä on.',
  en: 'What is new in the category.',
  et: 'Mis on kategoorias uut.',
};
const approvalTitles: Record<Locale, string> = {
  de: 'Freigabe einer Firmenbestellung | Nordbau',
  fi: 'Yritystilauksen hyväksyntä | Nordbau',
  en: 'Approve a company order | Nordbau',
  et: 'Ettevõtte tellimuse kinnitamine | Nordbau',
};

const newsPage = `    {
      path: '/account-news/:slug',
      params: { slug: 'slug' },
      component: 'AccountNewsPage',
      head: {
        kind: 'text',
        title: ${JSON.stringify(newsTitles)},
        description: ${JSON.stringify(newsDescriptions)},
      },
      robots: 'noindex',
      calls: [{ path: '/category/by-slug/{slug}' }],
      skeleton: { height: 240 },
    },
`;

/** The new page: the category its address names, from the answer the gateway embedded in the page. */
const newsComponent = `import { apiCalls } from '@shop/contracts';
import { callApi, embeddedCallData } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';

export default function AccountNewsPage() {
  const { slug = '' } = useParams();
  const category = useQuery({
    queryKey: ['account-news', slug],
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.categoryBySlug, { params: { slug }, signal }),
    ...embeddedCallData(apiCalls.catalogue.categoryBySlug, { params: { slug } }),
  });
  return (
    <section className="ui-container" data-testid="account-news">
      <h1>{category.data?.title ?? ''}</h1>
    </section>
  );
}
`;

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const noindexMeta = '<meta name="robots" content="noindex" />';
const approvalPath = '/approval/0b0e4c9e-7f1a-4c52-9d0e-2a7c1e5b9f10';

describe('a page added by a release of mf-account alone', () => {
  let shop: RunningShop;
  let browser: Browser;
  let checkout: ReleaseCheckout;
  const target = releaseTarget('page-release');
  const releaseEnv = target.env;
  const releaseFromRepo = target.releaseFromRepo;
  /**
   * A plain HTTP GET, as a crawler or a link preview asks: no browser, no script runs. A connection
   * of its own each time: a kept-alive one may be closed by the server during a release's build.
   */
  const get = (path: string, locale: Locale) =>
    new Promise<{ status: number; robots: string | undefined; html: string }>((resolve, reject) => {
      const headers = { accept: 'text/html,*/*;q=0.8', cookie: `locale=${locale}` };
      httpGet(`${shop.url}${path}`, { headers, agent: false }, (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (html += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, robots: res.headers['x-robots-tag'] as string, html }),
        );
        res.on('error', reject);
      }).on('error', reject);
    });
  const categoryTitle = async (locale: Locale) => {
    const res = await fetch(`${shop.url}/api/category/by-slug/fences`, { headers: { [localeHeader]: locale } });
    return ((await res.json()) as { title: string }).title;
  };

  beforeAll(async () => {
    checkout = releaseCheckout('account');
    checkout.add('mf-account/src/features/account-news/account-news-page.tsx', newsComponent);
    checkout.patch(
      'mf-account/src/app.ts',
      "    ApprovalPage: lazy(() => import('./features/approval/approval-page')),\n",
      "    ApprovalPage: lazy(() => import('./features/approval/approval-page')),\n" +
        "    AccountNewsPage: lazy(() => import('./features/account-news/account-news-page')),\n",
    );
    checkout.patch('mf-account/src/pages.ts', '  ],\n};\n', `${newsPage}  ],\n};\n`);
    [shop, browser] = await Promise.all([startShop(releaseEnv), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
    checkout?.remove();
    target.remove();
  });

  it('answers the new page at once, server-rendered with title, robots rule and data, in every language', async () => {
    const shellBefore = shellBuildFiles();
    const before = await get('/account-news/fences', 'de');
    expect([before.status, titleOf(before.html)]).toEqual([404, 'Seite nicht gefunden | Nordbau']);

    const output = checkout.release(['account', '2.0.0'], releaseEnv);
    expect(output).toContain('mf-account: /remotes/account/remoteEntry.js -> 2.0.0');

    for (const locale of locales) {
      const page = await get('/account-news/fences', locale);
      const category = await categoryTitle(locale);
      expect([locale, page.status, titleOf(page.html), descriptionOf(page.html)]).toEqual([
        locale,
        200,
        newsTitles[locale].replace('{slug}', 'fences'),
        newsDescriptions[locale],
      ]);
      expect([page.robots, page.html.includes(noindexMeta)]).toEqual(['noindex', true]);
      // The page's own markup, with the data of its first-render call, before any script ran.
      expect(page.html).toContain(`<section class="ui-container" data-testid="account-news"><h1>${category}</h1>`);
    }
    // Robots keep out of it too.
    expect(await (await fetch(`${shop.url}/robots.txt`)).text()).toContain('Disallow: /account-news/');

    const { page, context, pageErrors } = await openPage(browser, 'desktop', 'fi');
    await page.goto(`${shop.url}/account-news/fences`);
    await page
      .getByTestId('account-news')
      .getByText(await categoryTitle('fi'))
      .waitFor();
    expect(await page.title()).toBe(newsTitles.fi.replace('{slug}', 'fences'));
    await screenshot(page, 'page-release-account-news-2.0.0');
    expect(pageErrors).toEqual([]);
    await context.close();

    expect(shellBuildFiles()).toEqual(shellBefore);
  });

  it('removes the page when the same command rolls the release back', async () => {
    expect(releaseFromRepo(['account', '--rollback'])).toContain(
      'mf-account: 2.0.0 -> /remotes/account/remoteEntry.js',
    );
    for (const locale of locales) {
      const page = await get('/account-news/fences', locale);
      expect([locale, page.status, page.html.includes('data-testid="account-news"')]).toEqual([locale, 404, false]);
    }
    expect(titleOf((await get('/account-news/fences', 'en')).html)).toBe('Page not found | Nordbau');
    const { page, context, pageErrors } = await openPage(browser, 'desktop', 'de');
    await page.goto(`${shop.url}/account-news/fences`);
    await page.getByTestId('not-found').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("changes an existing page's title by a release, and back by its rollback", async () => {
    const original = await get(approvalPath, 'de');
    expect([original.status, titleOf(original.html)]).toEqual([200, 'Bestellung freigeben | Nordbau']);
    checkout.patch(
      'mf-account/src/pages.ts',
      "      component: 'ApprovalPage',\n      head: headTexts('approval'),",
      "      component: 'ApprovalPage',\n" +
        `      head: { ...headTexts('approval'), title: ${JSON.stringify(approvalTitles)} },`,
    );
    expect(checkout.release(['account', '3.0.0'], releaseEnv)).toContain(
      'mf-account: /remotes/account/remoteEntry.js -> 3.0.0',
    );
    for (const locale of locales) {
      const page = await get(approvalPath, locale);
      expect([locale, page.status, titleOf(page.html), page.robots]).toEqual([
        locale,
        200,
        approvalTitles[locale],
        'noindex',
      ]);
    }
    expect(releaseFromRepo(['account', '--rollback'])).toContain(
      'mf-account: 3.0.0 -> /remotes/account/remoteEntry.js',
    );
    const back = await get(approvalPath, 'fi');
    expect([back.status, titleOf(back.html)]).toEqual([200, 'Tilauksen hyväksyntä | Nordbau']);
  });
});
