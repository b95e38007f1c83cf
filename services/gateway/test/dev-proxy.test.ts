import { apiPath, callPrefixes, isPagePath, remotesManifestPath, serviceFileRoutes } from '@shop/contracts';

interface DevServerConfig {
  devServer: { proxy: { context: (pathname: string) => boolean; target: string; ws: boolean }[] };
}
interface WebpackConfigModule {
  createAppConfig(options: {
    name: string;
    dir: string;
    devPort: number;
    isHost?: boolean;
  }): (env: object, argv: { mode: string }) => DevServerConfig;
}

// The dev server of an app alone (npm run dev) forwards what the gateway answers to the running shop.
const { createAppConfig } = jest.requireActual<WebpackConfigModule>('@shop/webpack-config');
const [proxy] = createAppConfig({ name: 'shell', dir: __dirname, devPort: 3000, isHost: true })(
  {},
  { mode: 'development' },
).devServer.proxy;

describe('the webpack dev server’s proxy to the gateway', () => {
  it('forwards every call of the routes table under /api, the cart’s websocket included', () => {
    expect(proxy).toMatchObject({ target: 'http://127.0.0.1:8080', ws: true });
    for (const prefix of callPrefixes) expect([prefix, proxy!.context(apiPath(`${prefix}/x`))]).toEqual([prefix, true]);
  });

  it('forwards the remotes, their manifest and the files services serve outside /api', () => {
    const files = [
      remotesManifestPath,
      '/remotes/cart/remoteEntry.js',
      ...serviceFileRoutes.map(({ prefix }) => `${prefix}/products/a.svg`),
    ];
    for (const file of files) expect([file, proxy!.context(file)]).toEqual([file, true]);
  });

  it('keeps pages, also those sharing an old call path, on the dev server', () => {
    for (const page of ['/', '/faq', '/contact', '/users/profile'])
      expect([page, isPagePath(page), proxy!.context(page)]).toEqual([page, true, false]);
    // The remotes' pages (declared by each remote, not in the shell's table) stay there too.
    for (const page of ['/products/steel-pipe', '/cart/abc'])
      expect([page, proxy!.context(page)]).toEqual([page, false]);
  });
});
