import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';

/**
 * Test helper for `@jest-environment node` suites: the markup a server would send for `ui` at
 * `route`, with the providers the shell gives every remote. There is no DOM, so a component that
 * reads `window`, `document` or storage while rendering fails here, as it would on a server.
 * Queries start without data (their loading state), as nothing is fetched during the render.
 * With `path`, `ui` is the page at that route pattern (so it can read its parameters).
 */
export function renderOnServer(
  ui: ReactElement,
  { route = '/', path }: { route?: string; path?: string } = {},
): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location={route}>
        {path === undefined ? (
          ui
        ) : (
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        )}
      </StaticRouter>
    </QueryClientProvider>,
  );
}
