import '@shop/ui/styles.css';
import { useLocaleStore } from '@shop/state';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadManifest, registerManifest } from './remotes/registry';

async function start(): Promise<void> {
  document.documentElement.lang = useLocaleStore.getState().locale;
  // Remote URLs come from the gateway at run time, never from the bundle. When the manifest
  // cannot be read, the shell still renders and every remote slot shows its error state.
  const manifest = await loadManifest();
  if (manifest) registerManifest(manifest);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing in index.html');
  createRoot(container).render(<App />);
}

void start();
