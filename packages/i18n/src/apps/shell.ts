import type { MessageSource } from '@shop/contracts';

/** The shell's texts: the shared core and its own group, one chunk per language. */
export const shellMessages: MessageSource = {
  de: () => import(/* webpackChunkName: "messages-de" */ './shell/de').then((module) => module.messages),
  fi: () => import(/* webpackChunkName: "messages-fi" */ './shell/fi').then((module) => module.messages),
  en: () => import(/* webpackChunkName: "messages-en" */ './shell/en').then((module) => module.messages),
  et: () => import(/* webpackChunkName: "messages-et" */ './shell/et').then((module) => module.messages),
};
