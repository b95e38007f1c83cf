// Async boundary: shared singletons (react, stores, ...) are negotiated before the app starts.
// The app's modules are then evaluated in stages, each in a task of its own: evaluated at once they
// held a phone's main thread for ~300 ms (Lighthouse's 4x CPU), longer than any input may wait. The
// page has fetched them ahead (<link rel="prefetch">, or "preload" on a page the server could not render).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  await import('zod');
  await nextTask();
  await import('@shop/contracts');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./bootstrap');
}

void boot();
