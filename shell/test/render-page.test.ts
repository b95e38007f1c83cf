/**
 * @jest-environment node
 */
// The gateway's server render of a page (src/server/render-page.tsx): the request's language and
// cookies decide what it shows, as they decide the browser's first render, which hydrates it.
import { cookies, sessionMarkerCookie } from '@shop/contracts';
import { useAuthStore, useConsentStore, useLocaleStore } from '@shop/state';
import { renderPage } from '../src/server/render-page';

const noAnswers = { locale: 'de' as const, calls: {} };
const consent = `${cookies.consent}=${encodeURIComponent(JSON.stringify({ functional: true, analytics: false }))}`;
const page = (url: string, locale: 'de' | 'fi' | 'en' | 'et', cookie = '') =>
  renderPage({ url, locale, cookie, answers: { ...noAnswers, locale } });

describe("the shell's server render of a page", () => {
  it("speaks the request's language, one request after another", () => {
    expect(page('/', 'fi')).toContain('Pikatilaus');
    expect(page('/', 'de')).toContain('Schnellbestellung');
    expect(page('/', 'en')).toContain('Quick order');
  });

  it('links the account button to the profile only for a request with the login marker', () => {
    const accountLink = (html: string) =>
      /href="([^"]*)"/.exec(/<a [^>]*data-testid="account-button"[^>]*>/.exec(html)?.[0] ?? '')?.[1];
    expect(accountLink(page('/faq', 'de', `${sessionMarkerCookie}=1; ${consent}`))).toBe('/users/profile');
    expect(accountLink(page('/faq', 'de', consent))).toBe('/faq?login=true');
  });

  it('asks for consent only when the request carries no choice', () => {
    expect(page('/', 'de')).toContain('data-testid="consent-essential-only"');
    expect(page('/', 'de', consent)).not.toContain('data-testid="consent-essential-only"');
  });

  it("renders the page's own route, its query escaped", () => {
    const html = page('/no-such-page?q=%3Cscript%3Ealert(1)%3C/script%3E', 'en');
    expect(html).toContain('data-testid="shop-header"');
    expect(html).not.toContain('<script>');
  });

  it('takes a forged cookie value as no cookie at all', () => {
    expect(() => page('/', 'de', `${cookies.consent}=%E0%A4%A; ${sessionMarkerCookie}=%E0`)).not.toThrow();
  });

  it('leaves no query of a render behind (no timer keeps the gateway holding a request)', () => {
    jest.useFakeTimers();
    try {
      page('/', 'fi', consent);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts every render from its own request, whatever the render before it left in the stores', () => {
    page('/', 'fi', `${sessionMarkerCookie}=1; ${consent}`);
    expect(useLocaleStore.getState().locale).toBe('fi');
    expect(page('/', 'et')).toContain('data-testid="consent-essential-only"');
    expect([useConsentStore.getState().consent, useAuthStore.getState().loggedIn]).toEqual([null, false]);
  });
});
