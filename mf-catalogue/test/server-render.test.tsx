/**
 * @jest-environment node
 */
// The catalogue's first-paint components render without a DOM (see shell/test/server-render.test.tsx):
// before their data is there, each renders its loading state, which is what a server render shows
// when it has no answers to start from.
import { renderOnServer } from '@shop/ui/testing/server';
import type { ReactElement } from 'react';
import CategoryPage from '../src/features/category-page/category-page';
import HomeCategories from '../src/features/home-categories/home-categories';
import ProductPage from '../src/features/product-page/product-page';
import SearchBar from '../src/features/search-bar/search-bar';
import VariantPage from '../src/features/variant-page/variant-page';

const at = (path: string, route: string, element: ReactElement) => renderOnServer(element, { route, path });

describe('the catalogue on a server', () => {
  it.each([
    ['home categories', '/', '/', <HomeCategories key="h" />, 'root-categories-loading'],
    ['category page', '/categories/:slug', '/categories/fences', <CategoryPage key="c" />, 'category-page'],
    ['product page', '/products/:slug', '/products/fence-panel', <ProductPage key="p" />, 'product-page-loading'],
    ['variant page', '/variant/:id', '/variant/7', <VariantPage key="v" />, 'variant-page-loading'],
  ])('renders the %s in its loading state without a DOM', (_name, pattern, route, element, testId) => {
    expect(at(pattern, route, element)).toContain(`data-testid="${testId}"`);
  });

  it('renders the search bar with its form, so the header can be searched before the page has loaded', () => {
    const html = at('/', '/', <SearchBar />);
    expect(html).toContain('role="search"');
    expect(html).toContain('Im Shop suchen');
  });
});
