import { prefetchOnceLoaded, startApp, startAtFirstInput } from './first-input';

// Read while this script runs: `currentScript` is null once it has.
const { app, prefetch = '' } = (document.currentScript as HTMLScriptElement | null)?.dataset ?? {};
if (app) {
  startAtFirstInput(() => startApp(app));
  prefetchOnceLoaded(prefetch.split(' ').filter(Boolean));
}
