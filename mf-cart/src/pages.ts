import type { RemotePagesDeclaration } from '@shop/contracts';
import { headTexts } from '@shop/i18n/page-heads';

/**
 * The price tiers, which the cart page waits for before it shows anything (so its list does not
 * push the page down later). A session's answer names its personal discounts: asked as the buyer.
 */
const priceTiers = { path: '/orders/price-tiers', asBuyer: true };

/**
 * mf-cart's pages: each written here once, its component in app.ts `components`. The build
 * publishes them as pages.json with each release (packages/webpack-config); the gateway and the
 * shell take routes, heads, robots and first-render calls from there (docs/architecture.md, "Pages").
 */
const pages: RemotePagesDeclaration = {
  remote: 'cart',
  pages: [
    {
      // Any id: /cart/new is the empty cart. A cart as its holder asks for it (another buyer's answers 404).
      path: '/cart/:uuid',
      params: { uuid: 'slug' },
      component: 'CartPage',
      head: headTexts('cart'),
      robots: 'disallow',
      calls: [{ path: '/orders/by-id/{uuid}', asBuyer: true }, priceTiers],
      skeleton: { height: 480 },
    },
    // Ordering by product code: pasted lines or an uploaded file, all into the cart at once.
    {
      path: '/quick-order',
      component: 'QuickOrderPage',
      head: headTexts('quick_order'),
      robots: 'index',
      skeleton: { height: 480 },
    },
    // A sent order opened by the secret link of its buyer's mails.
    {
      path: '/order',
      component: 'OrderLinkPage',
      head: headTexts('order_link'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
  ],
};

export default pages;
