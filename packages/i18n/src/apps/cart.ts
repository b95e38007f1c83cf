import type { MessageSource } from '@shop/contracts';

/**
 * mf-cart's texts: the shared core and its own group, one chunk per language (quotes, quick order
 * and approvals come with the pages that show them: cart-ordering.ts).
 */
export const cartMessages: MessageSource = {
  de: () => import(/* webpackChunkName: "messages-de" */ './cart/de').then((module) => module.messages),
  fi: () => import(/* webpackChunkName: "messages-fi" */ './cart/fi').then((module) => module.messages),
  en: () => import(/* webpackChunkName: "messages-en" */ './cart/en').then((module) => module.messages),
  et: () => import(/* webpackChunkName: "messages-et" */ './cart/et').then((module) => module.messages),
};
