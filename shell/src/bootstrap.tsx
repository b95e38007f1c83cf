import '@shop/ui/styles.css';
import { addMessages, loadMessages } from '@shop/i18n';
import { shellMessages } from '@shop/i18n/apps/shell';
import { useLocaleStore } from '@shop/state';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { loadManifest, registerManifest } from './remotes/registry';

/**
 * Hydration found markup other than its own (the page is then rendered in the browser, as without
 * a server render): logged as a warning for the operator, not thrown at the buyer's page.
 */
function onRecoverableError(error: unknown, { componentStack }: { componentStack?: string }): void {
  // The component stack says where: the minified error alone names no component.
  console.warn('[shell] server-rendered markup not hydrated, rendered in the browser', error, componentStack ?? '');
}

async function start(): Promise<void> {
  const { locale } = useLocaleStore.getState();
  document.documentElement.lang = locale;
  // Remote URLs come from the gateway at run time, never from the bundle. When the manifest
  // cannot be read, the shell still renders and every remote slot shows its error state.
  // The page carries the texts of its language only; they load alongside the manifest. Each
  // remote's own texts load with that remote (remotes/registry.ts).
  addMessages('shell', shellMessages);
  const [manifest] = await Promise.all([loadManifest(), loadMessages(locale)]);
  if (manifest) registerManifest(manifest);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing in index.html');
  // The gateway sends the first paint rendered (src/server/render-page.tsx) when it could: the
  // browser takes over that markup instead of painting the page again.
  // In a transition, hydration yields to the browser between components, as the client's first
  // render does: outside one it ran as one long task (blocking time on a phone).
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, <App />, { onRecoverableError }));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(<App />));
  }
  // From here React answers the shell's clicks. A rendered page started this at the buyer's first input
  // (src/first-input), which keeps what they do on each part until it has hydrated (HydrationGate).
  // Journeys wait for it after loading a page (e2e/support/browser.ts).
  document.documentElement.dataset.shell = 'started';
}

void start();
