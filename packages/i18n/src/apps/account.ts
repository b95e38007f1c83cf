import type { MessageSource } from '@shop/contracts';

/**
 * mf-account's texts: the shared core, its own group and fulfilment's (the supplier page and the
 * order history's supplier parts), one chunk per language.
 */
export const accountMessages: MessageSource = {
  de: () => import(/* webpackChunkName: "messages-de" */ './account/de').then((module) => module.messages),
  fi: () => import(/* webpackChunkName: "messages-fi" */ './account/fi').then((module) => module.messages),
  en: () => import(/* webpackChunkName: "messages-en" */ './account/en').then((module) => module.messages),
  et: () => import(/* webpackChunkName: "messages-et" */ './account/et').then((module) => module.messages),
};
