/**
 * What the apps get for `@tanstack/react-query` in the browser (the `import` of its shared entry in
 * shared-modules.js): the client, its provider and the hooks of a page that renders on the client.
 *
 * A shared module is bundled with every export it has, because the build cannot know what a
 * remote released later will use. Left out: server rendering's hydration (dehydrate, hydrate,
 * HydrationBoundary), useQueries and the suspense and prefetch hooks with the observer of many
 * queries, and the experimental streamed query; no app uses them. An app that needs one fails its
 * build (exportsPresence: 'error'), so the list grows with a release of the shell first.
 * `@shop/webpack-config/react-query` is react-query itself under a name that is not shared
 * (an import of '@tanstack/react-query' here would consume this very module).
 */
export {
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  QueryCache,
  MutationCache,
  QueryObserver,
  InfiniteQueryObserver,
  MutationObserver,
  QueryErrorResetBoundary,
  IsRestoringProvider,
  CancelledError,
  useQueryClient,
  useQuery,
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useIsFetching,
  useIsMutating,
  useIsRestoring,
  useQueryErrorResetBoundary,
  queryOptions,
  infiniteQueryOptions,
  mutationOptions,
  keepPreviousData,
  skipToken,
  hashKey,
  matchQuery,
  matchMutation,
  partialMatchKey,
  replaceEqualDeep,
  isCancelledError,
  focusManager,
  onlineManager,
  notifyManager,
} from '@shop/webpack-config/react-query';
