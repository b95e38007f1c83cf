import { cartRemoteContract } from '@shop/contracts';
import { useLocaleStore, useRemoteStatusStore } from '@shop/state';
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { asUnavailable } from '../src/remotes/federation-runtime-plugin';
import { RemoteCartButton } from '../src/remotes/remote-components';

// The federation runtime as the shell's registry sees it: loadRemote answers what each test sets.
const mockLoadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => mockLoadRemote(id),
  registerRemotes: jest.fn(),
}));

const noTexts = async () => ({});
const cartApp = (contractVersion: number) => ({
  default: {
    remote: 'cart',
    contractVersion,
    messages: { de: noTexts, fi: noTexts, en: noTexts, et: noTexts },
    components: {
      // lazy, as the remotes' own app modules declare their components
      CartButton: lazy(async () => ({ default: () => <a href="/cart/new">cart from mf-cart</a> })),
      CartPage: () => null,
      CartActions: () => null,
      QuickOrderPage: () => null,
      OrderLinkPage: () => null,
    },
  },
});

describe('loading a remote through its one exposed app module', () => {
  beforeEach(() => {
    useLocaleStore.setState({ locale: 'en' });
    useRemoteStatusStore.setState({ unavailable: {} });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the component of an app that declares the contract version this shell was built with', async () => {
    mockLoadRemote.mockResolvedValue(cartApp(cartRemoteContract.version));
    render(<RemoteCartButton />);
    expect(await screen.findByText('cart from mf-cart')).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledWith('mf_cart/app');
    expect(useRemoteStatusStore.getState().unavailable).toEqual({});
  });

  it('shows the fallback, not the component, for an app built against another contract version', async () => {
    mockLoadRemote.mockResolvedValue(cartApp(cartRemoteContract.version + 1));
    render(<RemoteCartButton />);
    expect(await screen.findByTestId('remote-error')).toHaveAttribute('data-remote-error', 'cart');
    expect(screen.queryByText('cart from mf-cart')).toBeNull();
    expect(useRemoteStatusStore.getState().unavailable).toEqual({ cart: true });
  });

  it('shows the fallback when the runtime plugin reports the remote unavailable', async () => {
    mockLoadRemote.mockResolvedValue(asUnavailable('mf_cart/app', new Error('RUNTIME-004')));
    render(<RemoteCartButton />);
    expect(await screen.findByTestId('remote-error')).toHaveAttribute('data-remote-error', 'cart');
    expect(useRemoteStatusStore.getState().unavailable).toEqual({ cart: true });
  });
});
