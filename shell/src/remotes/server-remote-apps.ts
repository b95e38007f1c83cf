import type { RemoteApp, RemoteName } from '@shop/contracts';
import { createContext } from 'react';

/**
 * The remotes' apps a server render has (each from its release's server build, which the gateway
 * loads beside the release's remoteEntry.js, accepted by src/server/render-page.tsx): their slots
 * render on the server, any other slot is its skeleton. Always empty in the browser, which loads
 * the remotes through federation.
 */
export type ServerRemoteApps = { [R in RemoteName]?: RemoteApp<R> };

export const ServerRemoteAppsContext = createContext<ServerRemoteApps>({});
