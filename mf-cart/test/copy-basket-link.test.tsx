import { useLocaleStore, useUiStore } from '@shop/state';
import { mockFetch } from '@shop/state/testing';
import { renderWithProviders } from '@shop/ui/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ShareBasket } from '../src/features/checkout/share-basket';
import { SharedBasket } from '../src/features/checkout/shared-basket';
import { cartUuid as uuid, checkoutCart } from './helpers/orders';

const copy = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const toasts = () => useUiStore.getState().notifications.map((n) => [n.kind, n.message]);

/** The Clipboard API as the page finds it: absent (plain http, older browsers) or with writeText. */
function clipboardApi(writeText: ((text: string) => Promise<void>) | null) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}
/** The old copy command; it copies whatever field is selected when it runs. */
function copyCommand(works: boolean) {
  const copied: string[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: jest.fn((command: string) => {
      const selected = document.activeElement;
      if (works && command === 'copy' && selected instanceof HTMLTextAreaElement) copied.push(selected.value);
      return works;
    }),
  });
  return copied;
}

async function createLink() {
  mockFetch({ [`/orders/share/${uuid}`]: { ...checkoutCart, id: null, uuid: copy, shared: true } });
  renderWithProviders(<ShareBasket cart={checkoutCart} />);
  fireEvent.click(screen.getByTestId('share-link-create'));
  await screen.findByDisplayValue(`${window.location.origin}/cart/${copy}`);
}

beforeEach(() => {
  useLocaleStore.setState({ locale: 'en' });
  useUiStore.setState({ notifications: [] });
});

describe('copying the link to a shared basket', () => {
  it('puts the link to the copy on the clipboard and says "Link copied"', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    clipboardApi(writeText);
    const copied = copyCommand(true);
    await createLink();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts()).toEqual([['success', 'Link copied']]));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/cart/${copy}`);
    expect(copied).toEqual([]);
  });

  it('copies a selected field where the Clipboard API is missing or refused, leaving nothing behind', async () => {
    for (const api of [null, () => Promise.reject(new DOMException('denied', 'NotAllowedError'))]) {
      useUiStore.setState({ notifications: [] });
      clipboardApi(api);
      const copied = copyCommand(true);
      await createLink();
      const fields = document.querySelectorAll('textarea').length;
      screen.getByTestId('share-link-copy').focus();
      fireEvent.click(screen.getByTestId('share-link-copy'));
      await waitFor(() => expect(toasts()).toEqual([['success', 'Link copied']]));
      expect(copied).toEqual([`${window.location.origin}/cart/${copy}`]);
      expect(document.querySelectorAll('textarea')).toHaveLength(fields);
      expect(document.activeElement).toBe(screen.getByTestId('share-link-copy'));
      cleanup();
    }
  });

  it('asks the buyer to copy it by hand when neither way copies', async () => {
    clipboardApi(null);
    copyCommand(false);
    await createLink();
    fireEvent.click(screen.getByTestId('share-link-copy'));
    await waitFor(() =>
      expect(toasts()).toEqual([['error', 'The link could not be copied. Select it and copy it by hand.']]),
    );
  });

  it('copies the link of a basket shared with the buyer, to pass it on', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    clipboardApi(writeText);
    useLocaleStore.setState({ locale: 'fi' });
    renderWithProviders(<SharedBasket basket={{ ...checkoutCart, uuid: copy, id: null, shared: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kopioi linkki' }));
    await waitFor(() => expect(toasts()).toEqual([['success', 'Linkki kopioitu']]));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/cart/${copy}`);
  });
});
