import { inlineRemotesManifestId } from '@shop/contracts';
import { loadManifest } from '../src/remotes/registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const entry = (name: string, at: string) => ({ entry: `/remotes/${name}/${at}/remoteEntry.js` });
const manifest = (at: string) => ({
  remotes: { catalogue: entry('catalogue', at), cart: entry('cart', at), account: entry('account', at) },
});

describe('the remotes manifest in the page', () => {
  it('is used for the first load without a fetch; a later load (a retry) reads /remotes.json again', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = inlineRemotesManifestId;
    block.textContent = JSON.stringify(manifest('inline'));
    document.body.append(block);
    const fetched: string[] = [];
    globalThis.fetch = (async (url: RequestInfo | URL) => {
      fetched.push(String(url));
      return { ok: true, status: 200, json: async () => manifest('fetched') } as Response;
    }) as typeof fetch;

    expect((await loadManifest())?.remotes.cart?.entry).toBe('/remotes/cart/inline/remoteEntry.js');
    expect(fetched).toEqual([]);
    expect((await loadManifest())?.remotes.cart?.entry).toBe('/remotes/cart/fetched/remoteEntry.js');
    expect(fetched).toEqual(['/remotes.json']);
  });
});
