import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The shell's federation runtime plugin (registered through `runtimePlugins` in the webpack
 * config; it runs in the entry chunk, so it imports no shared module and nothing heavy).
 *
 * - A remote entry that fails to load (network, a deploy in progress) is requested again a few
 *   times with growing pauses, each time with a new `?retry=` so the browser does not hand back
 *   the failed script element.
 * - A remote module that still cannot be loaded (entry down, remote missing from /remotes.json,
 *   expose unknown) resolves to an `UnavailableRemote` instead of rejecting: the shell shows that
 *   remote's fallback in its own slots, and everything else on the page keeps working.
 */

/** What loadRemote resolves to when the module could not be loaded; `reason` is for the log. */
export interface UnavailableRemote {
  unavailable: true;
  id: string;
  reason: string;
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && (value as Partial<UnavailableRemote>).unavailable === true;
}

export interface RetryOptions {
  /** Further attempts after the first failure. */
  retries: number;
  /** Pause before the nth retry (1-based). */
  delayMs: (retry: number) => number;
}

/** 0.3 s, 0.9 s: long enough for a restarting remote server, short enough that a dead one shows its fallback soon. */
export const defaultRetryOptions: RetryOptions = { retries: 2, delayMs: (retry) => 300 * 3 ** (retry - 1) };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const withRetryQuery = (url: string, retry: number) => `${url}${url.includes('?') ? '&' : '?'}retry=${retry}`;

export const asUnavailable = (id: string, error: unknown): UnavailableRemote => ({
  unavailable: true,
  id,
  reason: error instanceof Error ? error.message : String(error),
});

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/** Loads the entry again, up to `retries` times; undefined when every attempt failed (the first error stands). */
async function retryEntry(
  {
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }: Parameters<LoadEntryErrorHook>[0],
  options: RetryOptions,
) {
  for (let retry = 1; retry <= options.retries; retry += 1) {
    await pause(options.delayMs(retry));
    // The failed attempt is still remembered as "loading"; without this the retry would get it back.
    delete globalLoading[uniqueKey];
    try {
      const entry = await getRemoteEntry({
        origin,
        remoteInfo,
        remoteEntryExports,
        getEntryUrl: (url) => withRetryQuery(url, retry),
      });
      if (entry) return entry;
    } catch (error) {
      console.warn(`[shell] ${remoteInfo.name}: entry attempt ${retry + 1} failed`, error);
    }
  }
  return undefined;
}

export function shopFederationPlugin(options: RetryOptions = defaultRetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-retry-and-fallback',

    // The hook is typed as a promise of a promise; the runtime awaits whatever it gets.
    loadEntryError: (args) => new Promise((resolve) => resolve(retryEntry(args, options))),

    async errorLoadRemote({ id, error, lifecycle }) {
      // Only a module request can fall back to a value; other lifecycles expect other shapes.
      if (lifecycle !== 'onLoad') return undefined;
      return asUnavailable(id, error);
    },
  };
}

/** The form `runtimePlugins` loads: a default export that creates the plugin. */
export default function createShopFederationPlugin(): ModuleFederationRuntimePlugin {
  return shopFederationPlugin();
}
