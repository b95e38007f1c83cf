import { createQueryClient } from '@shop/state';
import { renderWithRequestState, type PageRequestState } from '@shop/state/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '../app-routes';
import { Layout } from '../layout/layout';

export interface PageRequest extends PageRequestState {
  /** The page's path and query, as the browser's router will read them. */
  url: string;
}

/**
 * The markup of a page's first paint for `#root`, as the shell's first render in the browser
 * produces it (app.tsx, with the request's state), so the browser hydrates it instead of painting
 * it again: the layout, the shell's own pages, and each remote's slot as its skeleton, which the
 * browser fills (remote-boundary.tsx). The gateway runs it from the shell's server build
 * (webpack.server.config.js) and sends the empty root when it throws.
 */
export function renderPage({ url, ...state }: PageRequest): string {
  const queryClient = createQueryClient();
  try {
    return renderWithRequestState(state, () =>
      renderToString(
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={url}>
            <Layout>
              <AppRoutes />
            </Layout>
          </StaticRouter>
        </QueryClientProvider>,
      ),
    );
  } finally {
    // The render's queries are dropped with their garbage-collection timers: nothing of the
    // request outlives it in the gateway.
    queryClient.clear();
  }
}
