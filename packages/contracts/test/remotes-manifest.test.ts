import { parseRemotesManifestEntries, remoteAppMismatch, remoteContracts } from '../src';

describe('parseRemotesManifestEntries', () => {
  it('keeps every valid entry and returns each bad one apart with its problem', () => {
    const { manifest, dropped } = parseRemotesManifestEntries({
      remotes: {
        catalogue: { entry: '/remotes/releases/catalogue/1.2.0/remoteEntry.js', version: '1.2.0' },
        cart: { entry: 'javascript:alert(1)' },
        account: { entry: 'https://cdn.example/account/remoteEntry.js' },
        wishlist: { entry: '/remotes/wishlist/remoteEntry.js' },
      },
    });
    expect(manifest.remotes).toEqual({
      catalogue: { entry: '/remotes/releases/catalogue/1.2.0/remoteEntry.js', version: '1.2.0' },
      account: { entry: 'https://cdn.example/account/remoteEntry.js' },
    });
    expect(dropped.map((d) => d.remote)).toEqual(['cart', 'wishlist']);
    expect(dropped[0]?.problem).toContain('a /path or an http(s) URL');
  });

  it('gives an empty manifest for a file without a remotes object', () => {
    expect(parseRemotesManifestEntries([1, 2]).manifest).toEqual({ remotes: {} });
  });
});

describe('remoteAppMismatch', () => {
  const texts = async () => ({});
  const messages = { de: texts, fi: texts, en: texts, et: texts };
  const cartApp = (contractVersion: number, components: string[], withMessages: object = messages) => ({
    remote: 'cart',
    contractVersion,
    messages: withMessages,
    components: Object.fromEntries(components.map((name) => [name, () => null])),
  });

  it('accepts an app that declares the contract version and has every component, and its pages besides', () => {
    expect(remoteAppMismatch('cart', cartApp(remoteContracts.cart.version, ['CartButton', 'CartActions']))).toBeNull();
    // A page is no part of the contract: a release may add one (remote-pages.ts).
    expect(
      remoteAppMismatch('cart', cartApp(remoteContracts.cart.version, ['CartButton', 'CartActions', 'CartPage'])),
    ).toBeNull();
  });

  it('names a different contract version, a missing component, another remote and a non-app', () => {
    const all = [...remoteContracts.cart.components];
    expect(remoteAppMismatch('cart', cartApp(remoteContracts.cart.version + 1, all))).toContain('contract version');
    expect(remoteAppMismatch('cart', cartApp(remoteContracts.cart.version, ['CartButton']))).toContain(
      'missing: CartActions',
    );
    expect(remoteAppMismatch('account', cartApp(remoteContracts.cart.version, all))).toContain('holds the cart');
    expect(remoteAppMismatch('cart', { default: 'x' })).toContain('not a remote app');
  });

  it('refuses an app that brings no texts loader for every language', () => {
    const all = [...remoteContracts.cart.components];
    const { et: _et, ...withoutEstonian } = messages;
    expect(remoteAppMismatch('cart', cartApp(remoteContracts.cart.version, all, withoutEstonian))).toContain(
      'no texts loader',
    );
    expect(remoteAppMismatch('cart', cartApp(remoteContracts.cart.version, all, { ...messages, fi: 'x' }))).toContain(
      'no texts loader',
    );
  });
});
