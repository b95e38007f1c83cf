import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

/**
 * Test helper for `@jest-environment node` suites: the markup a server would send for `ui` at
 * `route`, with the providers the shell gives every remote. There is no DOM, so a component that
 * reads `window`, `document` or storage while rendering fails here, as it would on a server.
 * Queries start without data (their loading state), as nothing is fetched during the render.
 */
export function renderOnServer(ui: ReactElement, { route = '/' }: { route?: string } = {}): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location={route}>{ui}</StaticRouter>
    </QueryClientProvider>,
  );
}
