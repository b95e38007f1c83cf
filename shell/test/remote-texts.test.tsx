import { cartRemoteContract, type MessageSource } from '@shop/contracts';
import { useLocaleStore, useRemoteStatusStore, useT } from '@shop/state';
import { act, render, screen } from '@testing-library/react';
import { RemoteCartButton } from '../src/remotes/remote-components';

// The browser's @shop/i18n (texts per app, loaded on demand), not the server's with every text.
jest.mock('@shop/i18n', () => jest.requireActual('@shop/i18n/browser'));

const mockLoadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => mockLoadRemote(id),
  registerRemotes: jest.fn(),
}));

// A key no text file of the shell has: only the released remote brings it.
const releaseNote = 'cart.release_note';
function ReleasedCartButton() {
  const t = useT() as (key: string) => string;
  return <p>{t(releaseNote)}</p>;
}

const textsOfRelease = (texts: Record<string, Record<string, string>>): MessageSource => ({
  de: async () => texts.de ?? {},
  fi: async () => texts.fi ?? {},
  en: async () => texts.en ?? {},
  et: async () => texts.et ?? {},
});

const releasedCart = (messages: MessageSource) => ({
  default: {
    remote: 'cart',
    contractVersion: cartRemoteContract.version,
    messages,
    components: {
      CartButton: ReleasedCartButton,
      CartPage: () => null,
      CartActions: () => null,
      QuickOrderPage: () => null,
      OrderLinkPage: () => null,
    },
  },
});

describe("a remote's own texts", () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'de' });
    useRemoteStatusStore.setState({ unavailable: {} });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('are loaded with the remote, in the page language, before it renders, and follow a language switch', async () => {
    mockLoadRemote.mockResolvedValue(
      releasedCart(
        textsOfRelease({
          de: { [releaseNote]: 'Neu in dieser Version' },
          fi: { [releaseNote]: 'Uutta tässä versiossa' },
        }),
      ),
    );
    render(<RemoteCartButton />);
    expect(await screen.findByText('Neu in dieser Version')).toBeInTheDocument();
    expect(screen.queryByText(releaseNote)).toBeNull();

    act(() => useLocaleStore.getState().setLocale('fi'));
    expect(await screen.findByText('Uutta tässä versiossa')).toBeInTheDocument();
  });

  it('that cannot be loaded cost the remote its slot, not a page of raw keys', async () => {
    mockLoadRemote.mockResolvedValue(
      releasedCart({
        ...textsOfRelease({}),
        de: () => Promise.reject(new Error('ChunkLoadError: messages-de')),
      }),
    );
    render(<RemoteCartButton />);
    expect(await screen.findByTestId('remote-error')).toHaveAttribute('data-remote-error', 'cart');
    expect(screen.queryByText(releaseNote)).toBeNull();
    expect(useRemoteStatusStore.getState().unavailable).toEqual({ cart: true });
  });
});
