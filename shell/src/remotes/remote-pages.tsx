import { matchPagePath, type DeclaredRoutes, type PageRoute, type RemoteName } from '@shop/contracts';
import { Skeleton } from '@shop/ui';
import { createContext, useContext, type ComponentType } from 'react';
import { Route, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { createRemoteSlot } from './create-remote-component';

/**
 * The pages the remotes declare (remote-pages.ts in @shop/contracts), as the gateway serves them
 * with the manifest: read at start-up in the browser (registry.ts), given by the gateway to a
 * server render. The shell routes each to its remote's component.
 */
export const RemotePagesContext = createContext<DeclaredRoutes>({});

/** One slot per remote component and skeleton, kept: a new one on each render would remount the page. */
const slots = new Map<string, ComponentType>();

function slotOf(remote: RemoteName, page: PageRoute): ComponentType {
  const key = `${remote}/${page.component}/${page.skeleton.height}`;
  let slot = slots.get(key);
  if (!slot) {
    slot = createRemoteSlot(remote, page.component, <Skeleton height={page.skeleton.height} />, { page: true });
    slots.set(key, slot);
  }
  return slot;
}

/** A path whose parameters do not have the declared shapes is no page: the gateway answered it 404 too. */
function RemotePageRoute({ page, Slot }: { page: PageRoute; Slot: ComponentType }) {
  const { pathname } = useLocation();
  return matchPagePath(page, pathname) ? <Slot /> : <NotFoundPage />;
}

/** The routes of every declared page, for inside <Routes> (which takes only <Route> elements and fragments). */
export function remotePageRoutes(pages: DeclaredRoutes) {
  return (Object.entries(pages) as [RemoteName, PageRoute[]][]).flatMap(([remote, list]) =>
    list.map((page) => (
      <Route
        key={`${remote}:${page.path}`}
        path={page.path}
        element={<RemotePageRoute page={page} Slot={slotOf(remote, page)} />}
      />
    )),
  );
}

export const useRemotePages = () => useContext(RemotePagesContext);
