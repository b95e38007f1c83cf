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
}

/** Loads an exposed module, e.g. loadExposed('catalogue', 'HomeCategories'). */
export async function loadExposed<T>(name: RemoteName, exposed: string): Promise<T> {
  const module = await loadRemote<T>(`${remoteContainers[name]}/${exposed}`);
  if (!module) throw new Error(`${remoteContainers[name]}/${exposed} did not load`);
  return module;
}
