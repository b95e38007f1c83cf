// Not through the shared '@shop/contracts': the page's one copy of that is the shell's, so a remote
// would report the shell's contract version instead of the one it was built against.
import { cartRemoteContract, type RemoteApp } from '@shop/contracts/remote-apps';
import { cartMessages } from '@shop/i18n/apps/cart';
import { lazy } from 'react';
import { withOrderingTexts } from './ordering-texts';

/** mf_cart/app: everything this remote gives the shell (its contract in @shop/contracts; its pages in pages.ts). */
const app: RemoteApp<'cart'> = {
  remote: 'cart',
  contractVersion: cartRemoteContract.version,
  messages: cartMessages,
  components: {
    CartButton: lazy(() => import('./features/cart-button/cart-button')),
    CartPage: lazy(() => withOrderingTexts(import('./features/checkout/checkout-page'))),
    CartActions: lazy(() => import('./features/add-to-cart/cart-actions')),
    QuickOrderPage: lazy(() => withOrderingTexts(import('./features/quick-order/quick-order-page'))),
    OrderLinkPage: lazy(() => withOrderingTexts(import('./features/order-link/order-link-page'))),
  },
};

export default app;
