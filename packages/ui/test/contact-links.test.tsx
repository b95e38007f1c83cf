import { useConsentStore, useLocaleStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MailLink, PhoneLink } from '../src';

const sentEvents = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((call) => call.path === '/analytics/events').map((call) => JSON.parse(String(call.init?.body)));

// jsdom cannot follow tel: and mailto: addresses; the browser's part is not what is checked here.
const stayOnPage = (event: Event) => event.preventDefault();

describe('phone and mail links', () => {
  beforeAll(() => document.addEventListener('click', stayOnPage));
  afterAll(() => document.removeEventListener('click', stayOnPage));
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'fi' });
    useConsentStore.setState({ consent: { functional: true, analytics: true } });
  });

  it('call and mail the shop and report each tap as its SPEC 7 event', async () => {
    const calls = mockFetch({ '/analytics/events': { status: 202, body: { accepted: true } } });
    render(
      <>
        <PhoneLink from="footer" />
        <MailLink from="footer" />
      </>,
    );
    const phone = screen.getByRole('link', { name: '+358 9 4242 1000' });
    expect(phone).toHaveAttribute('href', 'tel:+358942421000');
    expect(screen.getByRole('link', { name: 'myynti@nordbau.example' })).toHaveAttribute(
      'href',
      'mailto:myynti@nordbau.example',
    );
    fireEvent.click(phone);
    fireEvent.click(screen.getByRole('link', { name: 'myynti@nordbau.example' }));
    await waitFor(() => expect(sentEvents(calls)).toHaveLength(2));
    expect(sentEvents(calls)).toEqual([
      // SPEC 9: a call or a mail is worth 10 EUR to the ad platforms (docs/analytics.md).
      { name: 'Call To Button Clicked', properties: { kind: 'phone', from: 'footer' }, value: 10 },
      { name: 'Mail To Button Clicked', properties: { from: 'footer' }, value: 10 },
    ]);
  });

  it('report nothing without analytics consent', async () => {
    useConsentStore.setState({ consent: { functional: true, analytics: false } });
    const calls = mockFetch({});
    render(<PhoneLink from="contact" />);
    fireEvent.click(screen.getByRole('link'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentEvents(calls)).toEqual([]);
  });
});
