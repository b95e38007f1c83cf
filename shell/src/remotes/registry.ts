import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  inlineRemotesManifestId,
  parseDeclaredRoutes,
  parseRemotesManifestEntries,
  remoteAppExpose,
  remoteAppMismatch,
  remoteContainers,
  remoteNames,
  remotesManifestPath,
  type DeclaredRoutes,
  type Locale,
  type RemoteApp,
  type RemoteName,
  type ServedRemotesManifest,
} from '@shop/contracts';
import { addMessages, loadMessages } from '@shop/i18n';
import { useLocaleStore, useRemoteStatusStore } from '@shop/state';
import { asUnavailable, isUnavailableRemote } from './federation-runtime-plugin';

let current: ServedRemotesManifest | null = null;

/** How often each remote has been registered again: every slot of that remote reloads when it grows. */
const generations = new Map<RemoteName, number>();
const generationListeners = new Set<() => void>();

export const remoteGeneration = (name: RemoteName): number => generations.get(name) ?? 0;

export function subscribeRemoteGenerations(listener: () => void): () => void {
  generationListeners.add(listener);
  return () => generationListeners.delete(listener);
}

/** The copy the gateway put into the page, once: a retry or a re-registration reads the file again. */
function takeInlineManifest(): unknown {
  const element = document.getElementById(inlineRemotesManifestId);
  element?.remove();
  try {
    return element?.textContent ? JSON.parse(element.textContent) : undefined;
  } catch {
    return undefined;
  }
}

async function fetchManifest(): Promise<unknown> {
  const response = await fetch(remotesManifestPath, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${remotesManifestPath} answered ${response.status}`);
  return response.json();
}

/**
 * Reads /remotes.json (its inline copy in the page first); null when it is unreachable (the shell
 * renders anyway). A file of the gateway's, not a call: fetched as it is, never under /api. The
 * gateway leaves bad entries out already; an entry the shell still cannot use costs only its remote.
 */
export async function loadManifest(): Promise<ServedRemotesManifest | null> {
  try {
    const served = takeInlineManifest() ?? (await fetchManifest());
    const { manifest, dropped } = parseRemotesManifestEntries(served);
    for (const { remote, problem } of dropped) console.error(`[shell] remotes manifest: ${remote} left out`, problem);
    // The remotes' pages beside it (the gateway's); a remote whose declarations do not pass has none here.
    const pages = parseDeclaredRoutes((served as { pages?: unknown } | null)?.pages);
    current = { ...manifest, pages };
  } catch (error) {
    console.error('[shell] remotes manifest unavailable', error);
    current = null;
  }
  return current;
}

/** The pages the remotes declare, as the manifest read at start-up names them (remote-pages.tsx routes them). */
export const declaredPages = (): DeclaredRoutes => current?.pages ?? {};

/** Registers the remotes the manifest names; a remote it lacks stays unregistered and shows its fallback. */
function register(manifest: ServedRemotesManifest, names: readonly RemoteName[], force: boolean): void {
  const remotes = names.flatMap((name) => {
    const entry = manifest.remotes[name]?.entry;
    return entry ? [{ name: remoteContainers[name], entry }] : [];
  });
  registerRemotes(remotes, { force });
}

export function registerManifest(manifest: ServedRemotesManifest): void {
  register(manifest, remoteNames, false);
}

/**
 * Registers one remote again with `force`, which drops its cached entry and modules, so a
 * retry really reloads it. Reads the manifest again first: the remote may have been released
 * (or the manifest fixed) since the page loaded.
 */
export async function reRegisterRemote(name: RemoteName): Promise<void> {
  const previous = current;
  const manifest = (await loadManifest()) ?? previous;
  current = manifest;
  if (!manifest) throw new Error('remotes manifest unavailable');
  register(manifest, [name], true);
  generations.set(name, remoteGeneration(name) + 1);
  for (const listener of generationListeners) listener();
}

/** A remote that cannot serve this shell: not loaded, or built against another contract version. */
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/**
 * Takes a remote's app for this shell: checks it against the contract this shell was built with
 * (what TypeScript cannot: the remote, its contract version, its components, its texts) and loads
 * the remote's own texts in `locale`, so nothing of it renders with a raw key. The problem, or null.
 */
export async function acceptRemoteApp(name: RemoteName, app: unknown, locale: Locale): Promise<string | null> {
  const problem = remoteAppMismatch(name, app);
  if (problem !== null) return problem;
  addMessages(name, (app as RemoteApp<typeof name>).messages);
  return loadMessages(locale).then(
    () => null,
    (error: unknown) => `${name}: texts not loaded (${String(error)})`,
  );
}

/**
 * Loads a remote's one exposed module (`mf_cart/app`, ...) and accepts it (acceptRemoteApp).
 * Records the outcome in the shared remote-status store, so another remote (the catalogue's
 * add-to-cart) can tell "still loading" from "not coming".
 */
export async function loadRemoteApp<R extends RemoteName>(name: R): Promise<RemoteApp<R>> {
  const setAvailable = useRemoteStatusStore.getState().setAvailable;
  const id = `${remoteContainers[name]}/${remoteAppExpose}`;
  // Without the runtime plugin (a test, a plugin that failed itself) a failed load rejects.
  const loaded = await loadRemote<{ default: unknown }>(id).catch((error: unknown) => asUnavailable(id, error));
  const app = isUnavailableRemote(loaded) ? undefined : loaded?.default;
  const problem = isUnavailableRemote(loaded)
    ? `${name}: not loaded (${loaded.reason})`
    : await acceptRemoteApp(name, app, useLocaleStore.getState().locale);
  setAvailable(name, problem === null);
  if (problem !== null) throw new RemoteUnavailableError(problem);
  return app as RemoteApp<R>;
}
