import { createQueryClient } from '@shop/state';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../styles/global.css';

/**
 * Renders a remote's exposed components on their own page (webpack dev server of the remote),
 * with the same providers the shell gives them, against the API of the running shop.
 */
export function mountStandalone(title: string, content: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing in the standalone page');
  createRoot(container).render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <main className="ui-container ui-standalone">
          <h1 className="ui-standalone__title">{title}</h1>
          {content}
        </main>
      </BrowserRouter>
    </QueryClientProvider>,
  );
}
