import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  remoteContainers,
  remoteNames,
  RemotesManifestSchema,
  remotesManifestPath,
  type RemoteName,
  type RemotesManifest,
} from '@shop/contracts';
import { apiFetch } from '@shop/state';

let current: RemotesManifest | null = null;

/** How often each remote has been registered again: every slot of that remote reloads when it grows. */
const generations = new Map<RemoteName, number>();
const generationListeners = new Set<() => void>();

export const remoteGeneration = (name: RemoteName): number => generations.get(name) ?? 0;

export function subscribeRemoteGenerations(listener: () => void): () => void {
  generationListeners.add(listener);
  return () => generationListeners.delete(listener);
}

/** Reads /remotes.json; null when it is unreachable or invalid (the shell renders anyway). */
export async function loadManifest(): Promise<RemotesManifest | null> {
  try {
    current = await apiFetch(remotesManifestPath, { schema: RemotesManifestSchema, cache: 'no-store' });
  } catch (error) {
    console.error('[shell] remotes manifest unavailable', error);
    current = null;
  }
  return current;
}

function register(manifest: RemotesManifest, names: readonly RemoteName[], force: boolean): void {
  registerRemotes(
    names.map((name) => ({ name: remoteContainers[name], entry: manifest.remotes[name].entry })),
    { force },
  );
}

export function registerManifest(manifest: RemotesManifest): void {
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

/** Loads an exposed module, e.g. loadExposed('catalogue', 'HomeCategories'). */
export async function loadExposed<T>(name: RemoteName, exposed: string): Promise<T> {
  const module = await loadRemote<T>(`${remoteContainers[name]}/${exposed}`);
  if (!module) throw new Error(`${remoteContainers[name]}/${exposed} did not load`);
  return module;
}
