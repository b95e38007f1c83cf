import type { RemoteApp, RemoteComponentName, RemoteName, RemotePropsOf } from '@shop/contracts';
import { useContext, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { RemoteBoundary } from './remote-boundary';
import './remote-page-slot.css';
import {
  loadRemoteApp,
  remoteGeneration,
  RemoteUnavailableError,
  reRegisterRemote,
  subscribeRemoteGenerations,
} from './registry';
import { ServerRemoteAppsContext } from './server-remote-apps';

export interface RemoteComponentOptions {
  /** Show nothing instead of the error message when the remote fails (see RemoteBoundary). */
  quiet?: boolean;
  /** The page's main content: its slot is at least a screen tall (see remote-page-slot.css). */
  page?: boolean;
}

/**
 * A local component standing for one component of a remote's app (its contract in
 * @shop/contracts), wrapped in RemoteBoundary: the props are the contract's.
 */
export function createRemoteComponent<R extends RemoteName, C extends RemoteComponentName<R>>(
  remote: R,
  component: C,
  fallback: ReactNode,
  options: RemoteComponentOptions = {},
): ComponentType<RemotePropsOf<R, C> & object> {
  return createRemoteSlot<R, RemotePropsOf<R, C> & object>(remote, component, fallback, options);
}

/**
 * The same for a component the contract does not name: a page a remote declares (remote-pages.ts),
 * found in its app by the declared name. An app without it shows the remote's error state.
 */
export function createRemoteSlot<R extends RemoteName, Props extends object>(
  remote: R,
  component: string,
  fallback: ReactNode,
  { quiet = false, page = false }: RemoteComponentOptions = {},
): ComponentType<Props> {
  const fromApp = (app: RemoteApp<R>) => {
    const Component = app.components[component] as unknown as ComponentType<Props> | undefined;
    if (!Component) throw new RemoteUnavailableError(`${remote}: no component ${component}`);
    // The app's components are lazy themselves, and React's lazy must not resolve to another lazy.
    return { default: (props: Props) => <Component {...props} /> };
  };
  const load = async () => fromApp(await loadRemoteApp(remote));
  const retry = () => reRegisterRemote(remote);
  const generation = () => remoteGeneration(remote);
  function RemoteComponent(props: Props) {
    // The third argument is what a server render (and hydration) reads: nothing re-registered there yet.
    const current = useSyncExternalStore(subscribeRemoteGenerations, generation, generation);
    const serverApp = useContext(ServerRemoteAppsContext)[remote] as RemoteApp<R> | undefined;
    // The same tree as the browser's (a lazy wrapper around the app's lazy component), so hydration matches.
    const loadServerApp = useMemo(() => serverApp && (async () => fromApp(serverApp)), [serverApp]);
    const boundary = (
      <RemoteBoundary
        remote={remote}
        load={loadServerApp ?? load}
        onServer={serverApp !== undefined}
        onRetry={retry}
        props={props}
        fallback={fallback}
        quiet={quiet}
        generation={current}
      />
    );
    return page ? <div className="remote-page-slot">{boundary}</div> : boundary;
  }
  RemoteComponent.displayName = `Remote(${remote}/${component})`;
  return RemoteComponent;
}
