/**
 * @jest-environment node
 */
// The gateway's server render of a page (src/server/render-page.tsx): the request's language and
// cookies decide what it shows, as they decide the browser's first render, which hydrates it.
import { apiCalls, callPath, cookies, sessionMarkerCookie } from '@shop/contracts';
import { catalogueRemoteContract, locales, type RemoteApp } from '@shop/contracts';
import {
  badgeCount,
  callApi,
  cartQuery,
  embeddedCallData,
  getCookie,
  useAuthStore,
  useCartStore,
  useConsentStore,
  useLocale,
  useLocaleStore,
} from '@shop/state';
import { countedCart } from '@shop/state/testing';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { renderPage } from '../src/server/render-page';
import { declaredRoutes } from './declared-routes';

const noAnswers = { locale: 'de' as const, calls: {} };
const consent = `${cookies.consent}=${encodeURIComponent(JSON.stringify({ functional: true, analytics: false }))}`;
const page = (url: string, locale: 'de' | 'fi' | 'en' | 'et', cookie = '') =>
  renderPage({ url, locale, cookie, answers: { ...noAnswers, locale }, pages: declaredRoutes });

const Nothing = () => null;

/** A catalogue app as its server build exports it, with the given components and nothing for the rest. */
function catalogueApp(components: Partial<Record<string, ComponentType>>): RemoteApp<'catalogue'> {
  return {
    remote: 'catalogue',
    contractVersion: catalogueRemoteContract.version,
    messages: Object.fromEntries(locales.map((locale) => [locale, async () => ({})])),
    components: {
      ...Object.fromEntries(catalogueRemoteContract.components.map((name) => [name, Nothing])),
      ...components,
    },
  } as unknown as RemoteApp<'catalogue'>;
}

function ProductTitle() {
  const { slug } = useParams();
  return <h1 data-testid="fake-product">Aitaelementti {slug}</h1>;
}

const accountLink = (html: string) =>
  /href="([^"]*)"/.exec(/<a [^>]*data-testid="account-button"[^>]*>/.exec(html)?.[0] ?? '')?.[1];

const cartA = '3f1c2a9e-5b7d-4c8e-9a1b-2c3d4e5f6a7b';
const cartB = '0b9c9f52-5d7f-4c5c-9a39-2f7f2d1f3a41';
const cartCookie = (uuid: string) => `${cookies.cartId}=${uuid}`;
const cartAnswer = (uuid: string, length: number) => ({
  [callPath(apiCalls.orders.cart, { uuid })]: countedCart(uuid, length),
});
const faqIn = (locale: string) => [{ id: 1, category: 'Lieferung', question: `FAQ ${locale}`, answer: [] }];

/**
 * What the request's state says where a remote's page reads it: through the stores' hooks, a
 * store read outside a hook, a cookie, and a query starting from the page's embedded answer.
 */
function RequestProbe() {
  const locale = useLocale();
  const loggedIn = useAuthStore((state) => state.loggedIn);
  const cartUuid = useCartStore((state) => state.cartUuid);
  const { data: cartShown } = useQuery({ ...cartQuery(cartUuid ?? ''), enabled: cartUuid !== null });
  const cart = `${cartUuid ?? 'none'}:${badgeCount(cartShown)}`;
  const consentChoice = useConsentStore((state) => (state.consent ? 'chosen' : 'no choice'));
  const { data } = useQuery({
    queryKey: ['faq'],
    queryFn: ({ signal }) => callApi(apiCalls.catalogue.faq, { signal }),
    ...embeddedCallData(apiCalls.catalogue.faq),
  });
  const shown = [
    locale,
    useLocaleStore.getState().locale,
    loggedIn ? 'logged in' : 'visitor',
    cart,
    consentChoice,
    getCookie('probe'),
    data?.[0]?.question,
  ];
  return <p data-testid="probe">{shown.join('|')}</p>;
}

/** A product page whose code arrives when the test says: `asked` once the render has asked for it. */
function pageWaitingForItsCode() {
  let arrive!: () => void;
  let wasAsked!: () => void;
  const asked = new Promise<void>((resolve) => (wasAsked = resolve));
  const code = new Promise<{ default: ComponentType }>(
    (resolve) => (arrive = () => resolve({ default: RequestProbe })),
  );
  const page = lazy(() => {
    wasAsked();
    return code;
  });
  return { page, asked, arrive };
}

describe("the shell's server render of a page", () => {
  it("speaks the request's language, one request after another", async () => {
    expect(await page('/', 'fi')).toContain('Pikatilaus');
    expect(await page('/', 'de')).toContain('Schnellbestellung');
    expect(await page('/', 'en')).toContain('Quick order');
  });

  it('links the account button to the profile only for a request with the login marker', async () => {
    expect(accountLink(await page('/faq', 'de', `${sessionMarkerCookie}=1; ${consent}`))).toBe('/users/profile');
    expect(accountLink(await page('/faq', 'de', consent))).toBe('/faq?login=true');
  });

  it('asks for consent only when the request carries no choice', async () => {
    expect(await page('/', 'de')).toContain('data-testid="consent-essential-only"');
    expect(await page('/', 'de', consent)).not.toContain('data-testid="consent-essential-only"');
  });

  it("renders the page's own route, its query escaped", async () => {
    const html = await page('/no-such-page?q=%3Cscript%3Ealert(1)%3C/script%3E', 'en');
    expect(html).toContain('data-testid="shop-header"');
    expect(html).not.toContain('<script>');
  });

  it('takes a forged cookie value as no cookie at all', async () => {
    await expect(page('/', 'de', `${cookies.consent}=%E0%A4%A; ${sessionMarkerCookie}=%E0`)).resolves.toContain(
      'data-testid="shop-header"',
    );
  });

  it('leaves no query of a render behind (no timer keeps the gateway holding a request)', async () => {
    const timers = jest.spyOn(global, 'setTimeout');
    const cleared = jest.spyOn(global, 'clearTimeout');
    try {
      await page('/', 'fi', consent);
      // Every timer the render set (its own time limit, the queries' garbage collection) is cleared.
      const set = timers.mock.results.map((result) => result.value as unknown);
      expect(set.length).toBeGreaterThan(0);
      expect(set.filter((timer) => !cleared.mock.calls.some(([id]) => id === timer))).toEqual([]);
    } finally {
      timers.mockRestore();
      cleared.mockRestore();
    }
  });

  it('starts every render from its own request, whatever the render before it left in the stores', async () => {
    await page('/', 'fi', `${sessionMarkerCookie}=1; ${consent}`);
    expect(await page('/', 'et')).toContain('data-testid="consent-essential-only"');
    expect([useConsentStore.getState().consent, useAuthStore.getState().loggedIn]).toEqual([null, false]);
  });

  it("renders each request from its own state while other requests' renders are under way", async () => {
    const requests = [
      {
        locale: 'fi',
        cookie: `${sessionMarkerCookie}=1; ${consent}; ${cartCookie(cartA)}; probe=eka`,
        cart: [cartA, 2],
      },
      { locale: 'de', cookie: 'probe=zwei', cart: null },
      { locale: 'en', cookie: `${consent}; ${cartCookie(cartB)}; probe=third`, cart: [cartB, 5] },
      { locale: 'et', cookie: `${sessionMarkerCookie}=1; ${consent}; probe=neljas`, cart: null },
    ] as const;
    const pages = requests.map(() => pageWaitingForItsCode());
    const renders = requests.map(({ locale, cookie, cart }, i) =>
      renderPage({
        url: '/products/x',
        locale,
        cookie,
        answers: { locale, calls: { '/faq': faqIn(locale), ...(cart ? cartAnswer(cart[0], cart[1]) : {}) } },
        remotes: { catalogue: catalogueApp({ ProductPage: pages[i]!.page }) },
        pages: declaredRoutes,
      }),
    );
    // Every render is under way and waits for its product page's code, which then arrives in
    // another order than the requests did, each render going on while the others still wait.
    await Promise.all(pages.map(({ asked }) => asked));
    for (const i of [2, 0, 3, 1]) {
      pages[i]!.arrive();
      await new Promise(setImmediate);
    }
    const html = await Promise.all(renders);
    expect(html.map((page) => /<p data-testid="probe">([^<]*)<\/p>/.exec(page)?.[1])).toEqual([
      `fi|fi|logged in|${cartA}:2|chosen|eka|${faqIn('fi')[0]!.question}`,
      `de|de|visitor|none:0|no choice|zwei|${faqIn('de')[0]!.question}`,
      `en|en|visitor|${cartB}:5|chosen|third|${faqIn('en')[0]!.question}`,
      `et|et|logged in|none:0|chosen|neljas|${faqIn('et')[0]!.question}`,
    ]);
    expect(html.map(accountLink)).toEqual([
      '/users/profile',
      '/products/x?login=true',
      '/products/x?login=true',
      '/users/profile',
    ]);
    expect(html.map((page) => page.includes('data-testid="consent-essential-only"'))).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(html.map((page) => /Pikatilaus|Schnellbestellung|Quick order|Kiirtellimus/.exec(page)?.[0])).toEqual([
      'Pikatilaus',
      'Schnellbestellung',
      'Quick order',
      'Kiirtellimus',
    ]);
  });
});

describe("a remote's part in the server render", () => {
  it("renders the remote's component in its slot when the gateway gives the remote's app", async () => {
    const html = await renderPage({
      url: '/products/fence-panel',
      locale: 'fi',
      cookie: consent,
      answers: noAnswers,
      pages: declaredRoutes,
      remotes: { catalogue: catalogueApp({ ProductPage: lazy(async () => ({ default: ProductTitle })) }) },
    });
    // React separates the text parts with a comment, which the browser's hydration expects.
    expect(html).toContain('<h1 data-testid="fake-product">Aitaelementti <!-- -->fence-panel</h1>');
    // The cart was not given: its button is the skeleton the browser fills.
    expect(html).toMatch(/<!--\$!--><template data-dgst=""/);
  });

  it('routes a page the remote declares, which this shell was not built with, to the component it names', async () => {
    const offers = [
      { path: '/offers/:slug', params: { slug: 'slug' as const }, component: 'OffersPage', skeleton: { height: 300 } },
    ];
    const OffersPage = () => <h1 data-testid="offers">{useParams().slug}</h1>;
    const render = (pages: object) =>
      renderPage({
        url: '/offers/winter',
        locale: 'en',
        cookie: consent,
        answers: noAnswers,
        pages,
        remotes: { catalogue: catalogueApp({ OffersPage: lazy(async () => ({ default: OffersPage })) }) },
      });
    expect(await render({ catalogue: offers })).toContain('<h1 data-testid="offers">winter</h1>');
    // Without the declaration (the release rolled back) the path is no page.
    const without = await render({});
    expect([without.includes('data-testid="not-found"'), without.includes('data-testid="offers"')]).toEqual([
      true,
      false,
    ]);
  });

  it('renders the not-found page for a declared path whose parameter has another shape', async () => {
    const html = await renderPage({
      url: '/variant/not-a-number',
      locale: 'en',
      cookie: consent,
      answers: noAnswers,
      pages: declaredRoutes,
      remotes: { catalogue: catalogueApp({ VariantPage: lazy(async () => ({ default: ProductTitle })) }) },
    });
    expect(html).toContain('data-testid="not-found"');
    expect(html).not.toContain('fake-product');
  });

  it('leaves the slots of an app this shell does not accept to the browser, and still renders the page', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const html = await renderPage({
        url: '/products/fence-panel',
        locale: 'de',
        cookie: consent,
        answers: noAnswers,
        pages: declaredRoutes,
        remotes: { catalogue: { ...catalogueApp({}), contractVersion: 99 } },
      });
      expect(html).toContain('data-testid="shop-header"');
      expect(html).not.toContain('fake-product');
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('contract version 99'));
    } finally {
      errors.mockRestore();
    }
  });

  it('gives up a render that does not finish in time, and renders the next request', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const never = catalogueApp({ ProductPage: lazy(() => new Promise<never>(() => undefined)) });
      const stuck = renderPage({
        url: '/products/x',
        locale: 'de',
        cookie: '',
        answers: noAnswers,
        pages: declaredRoutes,
        remotes: { catalogue: never },
      });
      const next = page('/faq', 'fi');
      const settled = expect(stuck).rejects.toThrow('took over');
      await jest.advanceTimersByTimeAsync(10_000);
      await settled;
      jest.useRealTimers();
      expect(await next).toContain('Pikatilaus');
    } finally {
      jest.useRealTimers();
      errors.mockRestore();
    }
  });
});
