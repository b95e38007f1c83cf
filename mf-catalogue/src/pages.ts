import type { RemotePagesDeclaration } from '@shop/contracts';
import { headTexts } from '@shop/i18n/page-heads';

/**
 * The price tiers, which the product and variant pages wait for before they show anything (so
 * their list does not push the page down later). A session's answer names its personal discounts:
 * asked as the buyer.
 */
const priceTiers = { path: '/orders/price-tiers', asBuyer: true };

/**
 * mf-catalogue's pages: each written here once, its component in app.ts `components`. The build
 * publishes them as pages.json with each release (packages/webpack-config); the gateway and the
 * shell take routes, heads, robots and first-render calls from there (docs/architecture.md, "Pages").
 * The item pages' heads are the item's own title, which the gateway looks up in the catalogue.
 */
const pages: RemotePagesDeclaration = {
  remote: 'catalogue',
  pages: [
    {
      path: '/shop',
      component: 'CategoryPage',
      head: headTexts('shop'),
      robots: 'index',
      skeleton: { height: 600 },
    },
    {
      path: '/categories/:slug',
      params: { slug: 'slug' },
      component: 'CategoryPage',
      head: { kind: 'category' },
      robots: 'index',
      calls: [
        { path: '/category/by-slug/{slug}' },
        { path: '/productVariant/by-category/{slug}?range=[0,10]' },
        { path: '/productVariant/values/{slug}' },
      ],
      skeleton: { height: 600 },
    },
    {
      path: '/products/:slug',
      params: { slug: 'slug' },
      component: 'ProductPage',
      head: { kind: 'product' },
      robots: 'index',
      calls: [
        { path: '/productVariant/by-product/{slug}?range=[0,100]', rows: 'product' },
        { path: '/product/sets/{slug}' },
        { path: '/product/parent-sets/{slug}' },
        priceTiers,
      ],
      skeleton: { height: 600 },
    },
    {
      path: '/variant/:id',
      params: { id: 'digits' },
      component: 'VariantPage',
      head: { kind: 'variant' },
      robots: 'index',
      calls: [{ path: '/productVariant/{id}', rows: 'variant' }, { path: '/product/parent-sets/{id}' }, priceTiers],
      skeleton: { height: 600 },
    },
    // A supplier's own page with its products.
    {
      path: '/supplier/:slug',
      params: { slug: 'slug' },
      component: 'SupplierPage',
      head: { kind: 'supplier' },
      robots: 'index',
      skeleton: { height: 600 },
    },
    {
      path: '/new_search',
      component: 'SearchPage',
      head: { kind: 'search' },
      robots: 'disallow',
      skeleton: { height: 600 },
    },
  ],
};

export default pages;
