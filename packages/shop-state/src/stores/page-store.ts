import { createStore, useStore, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';
import { keptForRequest } from '../page/render-request';

/**
 * zustand's `create`, with one store per page instead of one per process. A browser shows one page:
 * it gets one store, made at once, as `create` makes it. Each server render gets a store of its own
 * (docs/decisions/2026-11-29-store-per-render.md), made from the same creator when the render first
 * reads it, so the creator reads that request's cookies and answers as it reads the document's in
 * the browser. The hook and getState, setState and subscribe all reach that store, wherever they are
 * called from during the render: a component, a helper outside React (apiFetch, track), another
 * store's creator.
 */
export function createPageStore<T>(creator: StateCreator<T>): UseBoundStore<StoreApi<T>> {
  const pageStore = createStore<T>()(creator);
  const current = (): StoreApi<T> => keptForRequest(creator, () => createStore<T>()(creator)) ?? pageStore;
  const api: StoreApi<T> = {
    getState: () => current().getState(),
    getInitialState: () => current().getInitialState(),
    setState: ((...args: Parameters<StoreApi<T>['setState']>) =>
      current().setState(...args)) as StoreApi<T>['setState'],
    subscribe: (listener) => current().subscribe(listener),
  };
  // Without a selector zustand's own default (the whole state) applies.
  const useBoundStore = (selector?: (state: T) => unknown) => useStore(api, selector as (state: T) => unknown);
  return Object.assign(useBoundStore, api) as UseBoundStore<StoreApi<T>>;
}
