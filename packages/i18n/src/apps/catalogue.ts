import type { MessageSource } from '@shop/contracts';

/** mf-catalogue's texts: the shared core and its own group, one chunk per language. */
export const catalogueMessages: MessageSource = {
  de: () => import(/* webpackChunkName: "messages-de" */ './catalogue/de').then((module) => module.messages),
  fi: () => import(/* webpackChunkName: "messages-fi" */ './catalogue/fi').then((module) => module.messages),
  en: () => import(/* webpackChunkName: "messages-en" */ './catalogue/en').then((module) => module.messages),
  et: () => import(/* webpackChunkName: "messages-et" */ './catalogue/et').then((module) => module.messages),
};
