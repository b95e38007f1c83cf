/**
 * @jest-environment node
 */
// Server-rendering the first paint (docs/performance.md, "How a page starts"): the shell's layout and
// pages render without a DOM, and a remote's slot renders its fallback there, since a server render does
// not wait for a remote's browser code.
import { addMessages } from '@shop/i18n';
import { shellMessages } from '@shop/i18n/apps/shell';
import { renderOnServer } from '@shop/ui/testing/server';
import { AppRoutes } from '../src/app-routes';
import { Layout } from '../src/layout/layout';
import { RemoteBoundary } from '../src/remotes/remote-boundary';
import { RemotePagesContext } from '../src/remotes/remote-pages';
import { declaredRoutes } from './declared-routes';

const page = (route: string) =>
  renderOnServer(
    <RemotePagesContext value={declaredRoutes}>
      <Layout>
        <AppRoutes />
      </Layout>
    </RemotePagesContext>,
    { route },
  );

beforeAll(() => addMessages('shell', shellMessages));

describe('the shell on a server', () => {
  it.each(['/', '/categories/fences', '/products/fence-panel', '/variant/7', '/cart/new', '/no-such-page'])(
    'renders the layout around %s without a DOM',
    (route) => {
      const html = page(route);
      expect(html).toContain('data-testid="shop-header"');
      expect(html).toContain('<footer');
      expect(html).toContain('Schnellbestellung');
    },
  );

  it("renders the front page's hero", () => {
    expect(page('/')).toContain('Bau- und Industrieprodukte für Profis');
  });

  it("renders a remote's page slot as its skeleton, never as an error", () => {
    const html = page('/products/fence-panel');
    expect(html).toContain('remote-page-slot');
    expect(html).toContain('ui-skeleton');
    expect(html).not.toContain('data-testid="remote-error"');
  });

  it("sends a remote's slot as its skeleton for the browser to render, without asking for the remote's code", () => {
    const load = jest.fn(() => new Promise<never>(() => undefined));
    const html = renderOnServer(
      <RemoteBoundary remote="mf_cart" load={load} props={{}} fallback={<p>waiting for the cart</p>} />,
    );
    expect(load).not.toHaveBeenCalled();
    expect(html).toContain('<p>waiting for the cart</p>');
    // "$!": a boundary the client renders; its empty digest is the one React does not report as an error.
    expect(html).toMatch(/<!--\$!--><template data-dgst=""[^>]*><\/template>/);
  });
});
