import type { RemoteName } from '@shop/contracts';
import type { ComponentType, ReactNode } from 'react';
import { RemoteBoundary } from './remote-boundary';
import { loadExposed, reRegisterRemote } from './registry';

/** A local component standing for an exposed remote module, wrapped in RemoteBoundary. */
export function createRemoteComponent<P extends object>(
  remote: RemoteName,
  exposed: string,
  fallback: ReactNode,
): ComponentType<P> {
  const load = () => loadExposed<{ default: ComponentType<P> }>(remote, exposed);
  const retry = () => reRegisterRemote(remote);
  function RemoteComponent(props: P) {
    return <RemoteBoundary remote={remote} load={load} onRetry={retry} props={props} fallback={fallback} />;
  }
  RemoteComponent.displayName = `Remote(${remote}/${exposed})`;
  return RemoteComponent;
}
