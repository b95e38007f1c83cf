import { createQueryClient } from '@shop/state';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { Layout } from './layout/layout';
import { declaredPages } from './remotes/registry';
import { RemotePagesContext } from './remotes/remote-pages';

export function App() {
  const [queryClient] = useState(createQueryClient);
  // The remotes' pages as the manifest named them at start-up (bootstrap.tsx reads it before rendering).
  const [pages] = useState(declaredPages);
  return (
    <QueryClientProvider client={queryClient}>
      <RemotePagesContext value={pages}>
        <BrowserRouter>
          <Layout>
            <AppRoutes />
          </Layout>
        </BrowserRouter>
      </RemotePagesContext>
    </QueryClientProvider>
  );
}
