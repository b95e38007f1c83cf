import type { MessageSource } from '@shop/contracts';

/**
 * mf-account's texts of requisition lists: loaded with the lists' pages (mf-account/src/list-texts.ts),
 * not with the login drawer every page has.
 */
export const accountListsMessages: MessageSource = {
  de: () => import(/* webpackChunkName: "lists-messages-de" */ './account-lists/de').then((module) => module.messages),
  fi: () => import(/* webpackChunkName: "lists-messages-fi" */ './account-lists/fi').then((module) => module.messages),
  en: () => import(/* webpackChunkName: "lists-messages-en" */ './account-lists/en').then((module) => module.messages),
  et: () => import(/* webpackChunkName: "lists-messages-et" */ './account-lists/et').then((module) => module.messages),
};
