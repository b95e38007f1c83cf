import { remoteNames, type DeclaredRoutes, type RemoteName } from '@shop/contracts';
import { createQueryClient } from '@shop/state';
import { renderWithRequestState, type PageRequestState } from '@shop/state/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '../app-routes';
import { Layout } from '../layout/layout';
import { acceptRemoteApp } from '../remotes/registry';
import { RemotePagesContext } from '../remotes/remote-pages';
import { ServerRemoteAppsContext, type ServerRemoteApps } from '../remotes/server-remote-apps';

export { sharedModules } from './shared-modules';

export interface PageRequest extends PageRequestState {
  /** The page's path and query, as the browser's router will read them. */
  url: string;
  /**
   * The remotes' apps from the server builds of the releases the page will load (the gateway's);
   * a remote missing here, or one this shell does not accept, is its skeleton, filled in the browser.
   */
  remotes?: Partial<Record<RemoteName, unknown>>;
  /** The pages the remotes declare (the gateway's, as in the page's manifest): the routes the browser will have. */
  pages?: DeclaredRoutes;
}

/** What a render may take before it is given up (the page then paints in the browser). */
const renderTimeoutMs = 5_000;

async function acceptedRemotes(remotes: PageRequest['remotes'], state: PageRequestState): Promise<ServerRemoteApps> {
  const accepted: Record<string, unknown> = {};
  for (const name of remoteNames) {
    const app = remotes?.[name];
    if (app === undefined) continue;
    const problem = await acceptRemoteApp(name, app, state.locale);
    if (problem === null) accepted[name] = app;
    else console.error(`[shell] server render: remote ${name} left to the browser: ${problem}`);
  }
  return accepted as ServerRemoteApps;
}

/**
 * The markup of a page's first paint for `#root`, as the browser's first render produces it
 * (app.tsx, with the request's state), so the browser hydrates it instead of painting it again:
 * the layout, the shell's own pages, and each remote's slot with the remote's content when the
 * gateway gave its app (its lazy pages are waited for), else as its skeleton, which the browser
 * fills (remote-boundary.tsx). The gateway runs it from the shell's server build
 * (webpack.server.config.js) and sends the empty root when it throws.
 */
export function renderPage({ url, remotes, pages = {}, ...state }: PageRequest): Promise<string> {
  return renderWithRequestState(state, async () => {
    const queryClient = createQueryClient();
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new Error(`server render of ${url} took over ${renderTimeoutMs} ms`)),
      renderTimeoutMs,
    );
    try {
      const apps = await acceptedRemotes(remotes, state);
      const { prelude } = await prerender(
        <QueryClientProvider client={queryClient}>
          <ServerRemoteAppsContext value={apps}>
            <RemotePagesContext value={pages}>
              <StaticRouter location={url}>
                <Layout>
                  <AppRoutes />
                </Layout>
              </StaticRouter>
            </RemotePagesContext>
          </ServerRemoteAppsContext>
        </QueryClientProvider>,
        // Every boundary inline: an outlined one would need an inline script to move it, which the CSP forbids.
        { signal: timeout.signal, onError: reportRenderError, progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      if (timeout.signal.aborted) throw timeout.signal.reason;
      return await new Response(prelude).text();
    } finally {
      clearTimeout(timer);
      // The render's queries are dropped with their garbage-collection timers: nothing of the
      // request outlives it in the gateway.
      queryClient.clear();
    }
  });
}

/**
 * A component that throws on the server leaves its boundary to the browser (React marks it); the
 * gateway's log says which. A slot without its remote's app (BrowserOnly) is no error.
 */
function reportRenderError(error: unknown): string | undefined {
  console.error('[shell] server render: a part left to the browser', error);
  return undefined;
}
