import type { MessageSource } from '@shop/contracts';

/**
 * mf-cart's texts of quotes, the quick order and approvals: loaded with the pages that show them
 * (mf-cart/src/ordering-texts.ts), not with the cart button and add-to-cart every page has.
 */
export const cartOrderingMessages: MessageSource = {
  de: () =>
    import(/* webpackChunkName: "ordering-messages-de" */ './cart-ordering/de').then((module) => module.messages),
  fi: () =>
    import(/* webpackChunkName: "ordering-messages-fi" */ './cart-ordering/fi').then((module) => module.messages),
  en: () =>
    import(/* webpackChunkName: "ordering-messages-en" */ './cart-ordering/en').then((module) => module.messages),
  et: () =>
    import(/* webpackChunkName: "ordering-messages-et" */ './cart-ordering/et').then((module) => module.messages),
};
