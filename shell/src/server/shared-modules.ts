import * as i18n from '@shop/i18n';
// The whole module, lent as it is: the remotes' server builds import from it what their browser builds do.
// eslint-disable-next-line no-restricted-imports
import * as state from '@shop/state';
import * as reactQuery from '@tanstack/react-query';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomServer from 'react-dom/server';
import * as reactRouterDom from 'react-router-dom';
import * as zustand from 'zustand';

/**
 * What the remotes' server builds take from this one (their `require` of these names, see
 * serverSharedRequests in packages/webpack-config/server-render.js): as federation shares them in
 * the browser, a remote's components then render in this render's React tree, with its router,
 * its queries, its stores and its texts.
 */
export const sharedModules: Readonly<Record<string, unknown>> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/server': reactDomServer,
  'react-router-dom': reactRouterDom,
  zustand,
  '@tanstack/react-query': reactQuery,
  '@shop/state': state,
  '@shop/i18n': i18n,
};
