import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTestGateway } from './helper';

const manifest = (cart: string) => ({
  remotes: {
    catalogue: { entry: '/remotes/catalogue/1.0.0/remoteEntry.js', version: '1.0.0' },
    cart: { entry: `/remotes/cart/${cart}/remoteEntry.js`, version: cart },
    account: { entry: '/remotes/account/1.0.0/remoteEntry.js', version: '1.0.0' },
  },
});

/**
 * A ConfigMap volume as the kubelet lays it out and updates it (its atomic writer): each version of
 * the data in a timestamped folder, `..data` a symlink to the current one, each key a symlink through
 * `..data`. An update writes a new folder, points `..data_tmp` at it, renames that over `..data` (one
 * atomic step) and removes the old folder.
 */
function configMapVolume(dir: string) {
  let current: string | undefined;
  let generation = 0;
  const publish = (remotesJson: object) => {
    generation += 1;
    const folder = `..2026_11_29_05_00_0${generation}.${1000 + generation}`;
    mkdirSync(join(dir, folder));
    writeFileSync(join(dir, folder, 'remotes.json'), JSON.stringify(remotesJson));
    symlinkSync(folder, join(dir, '..data_tmp'));
    renameSync(join(dir, '..data_tmp'), join(dir, '..data'));
    if (current) rmSync(join(dir, current), { recursive: true });
    else symlinkSync('..data/remotes.json', join(dir, 'remotes.json'));
    current = folder;
  };
  return { publish };
}

describe('the remotes manifest from a ConfigMap volume (Kubernetes)', () => {
  it('serves the new manifest on the next request after the kubelet swaps ..data, with no restart', async () => {
    const { app, root } = await buildTestGateway({ REMOTES_MANIFEST: 'remotes/remotes.json' });
    try {
      const volume = configMapVolume(join(root, 'remotes'));
      mkdirSync(join(root, 'remotes'));
      volume.publish(manifest('1.3.2'));
      const before = await app.inject({ method: 'GET', url: '/remotes.json' });
      expect(before.json().remotes.cart).toEqual({ entry: '/remotes/cart/1.3.2/remoteEntry.js', version: '1.3.2' });

      volume.publish(manifest('1.4.0'));
      const after = await app.inject({ method: 'GET', url: '/remotes.json' });
      expect(after.headers['cache-control']).toBe('no-cache');
      // Beside the entries, the routes of the pages the releases declare (none in these empty folders).
      expect(after.json().remotes).toEqual(manifest('1.4.0').remotes);

      // A page's embedded manifest (what the shell starts with) follows the same file.
      const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.body).toContain('/remotes/cart/1.4.0/remoteEntry.js');
      expect(page.body).not.toContain('/remotes/cart/1.3.2/');
    } finally {
      await app.close();
    }
  });
});
