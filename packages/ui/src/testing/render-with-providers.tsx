import './jsdom-polyfills';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Test helper: a fresh QueryClient without retries, as the TanStack docs advise. */
export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

/** Renders with the providers the shell gives every remote: query client and router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The current address (path and query) as data-testid="location", for tests of state kept in the address. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders each page at its path pattern, starting at `route`, with a LocationProbe. */
export function renderRoutes(route: string, pages: Record<string, ReactElement | null>): RenderResult {
  return renderWithProviders(
    <>
      <Routes>
        {Object.entries(pages).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}
