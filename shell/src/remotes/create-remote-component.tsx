import type { RemoteName } from '@shop/contracts';
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { RemoteBoundary } from './remote-boundary';
import { loadExposed, remoteGeneration, reRegisterRemote, subscribeRemoteGenerations } from './registry';

export interface RemoteComponentOptions {
  /** Show nothing instead of the error message when the remote fails (see RemoteBoundary). */
  quiet?: boolean;
}

/** A local component standing for an exposed remote module, wrapped in RemoteBoundary. */
export function createRemoteComponent<P extends object>(
  remote: RemoteName,
  exposed: string,
  fallback: ReactNode,
  { quiet = false }: RemoteComponentOptions = {},
): ComponentType<P> {
  const load = () => loadExposed<{ default: ComponentType<P> }>(remote, exposed);
  const retry = () => reRegisterRemote(remote);
  const generation = () => remoteGeneration(remote);
  function RemoteComponent(props: P) {
    const current = useSyncExternalStore(subscribeRemoteGenerations, generation);
    return (
      <RemoteBoundary
        remote={remote}
        load={load}
        onRetry={retry}
        props={props}
        fallback={fallback}
        quiet={quiet}
        generation={current}
      />
    );
  }
  RemoteComponent.displayName = `Remote(${remote}/${exposed})`;
  return RemoteComponent;
}
