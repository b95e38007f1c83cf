import { mockFetch } from '../src/testing/mock-fetch';
import { hasFunctionalConsent, leadSafeProperties, track, useConsentStore } from '../src';

const clearCookies = () => {
  for (const part of document.cookie.split('; ')) document.cookie = `${part.split('=')[0]}=; path=/; max-age=0`;
};

beforeEach(() => {
  clearCookies();
  useConsentStore.setState({ consent: null });
});

describe('consent store', () => {
  it('has no consent until the buyer chooses, then keeps the choice as JSON in the consent cookie', () => {
    expect(hasFunctionalConsent()).toBe(false);
    useConsentStore.getState().choose({ functional: true, analytics: false });
    expect(hasFunctionalConsent()).toBe(true);
    expect(JSON.parse(decodeURIComponent(/consent=([^;]+)/.exec(document.cookie)?.[1] ?? ''))).toEqual({
      functional: true,
      analytics: false,
    });
  });
});

describe('track', () => {
  it('sends nothing without analytics consent', async () => {
    const calls = mockFetch({ '/analytics/events': { status: 202, body: { accepted: true } } });
    useConsentStore.getState().choose({ functional: true, analytics: false });
    await expect(track('Contact Form Sent', { email: 'a@b.fi' }, 50)).resolves.toBe(false);
    expect(calls).toEqual([]);
  });

  it('posts the event with its EUR value once analytics is allowed', async () => {
    const calls = mockFetch({ '/analytics/events': { status: 202, body: { accepted: true } } });
    useConsentStore.getState().choose({ functional: false, analytics: true });
    await expect(track('Checkout Began', { uuid: 'x' }, 30)).resolves.toBe(true);
    expect(calls.map((c) => c.path)).toEqual(['/analytics/events']);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      name: 'Checkout Began',
      properties: { uuid: 'x' },
      value: 30,
    });
    // An event sent as the buyer leaves the page (an outbound link) must outlive it.
    expect(calls[0]?.init?.keepalive).toBe(true);
  });

  it('strips the personal fields of a lead when analytics is not allowed', () => {
    const props = { email: 'a@b.fi', company: 'Oy', message: 'hi', page: '/contact' };
    expect(leadSafeProperties('Contact Form Sent', props, false)).toEqual({ page: '/contact' });
    expect(leadSafeProperties('Contact Form Sent', props, true)).toEqual(props);
    expect(leadSafeProperties('Purchased', props, false)).toEqual(props);
  });
});
