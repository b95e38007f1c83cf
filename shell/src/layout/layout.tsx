import { useUiStore } from '@shop/state';
import { HydrateWhenVisible, HydrationGate } from '@shop/ui';
import type { ReactNode } from 'react';
import { useTagManager } from '../features/analytics/use-tag-manager';
import { CookieDialog } from '../features/consent/cookie-dialog';
import { LoginSlot } from '../features/login/login-slot';
import { Breadcrumbs } from './breadcrumbs/breadcrumbs';
import { CtaBanner } from './cta/cta-banner';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { Notifications } from './notifications/notifications';
import { BusyBar } from './route-change/busy-bar';
import { useRouteChange } from './route-change/use-route-change';
import { RemoteCartActions } from '../remotes/remote-components';
import './layout.css';

export function Layout({ children }: { children: ReactNode }) {
  useRouteChange();
  useTagManager();
  const busy = useUiStore((state) => state.busy);
  return (
    <div className="layout">
      <HydrationGate>
        <BusyBar />
        <Header />
        <Breadcrumbs />
        <main className="layout__main" aria-busy={busy}>
          <LoginSlot />
          {children}
        </main>
        {/* Below the fold on every page: hydrated when seen, not while the page loads. */}
        <HydrateWhenVisible>
          <CtaBanner />
          <Footer />
        </HydrateWhenVisible>
        <Notifications />
        <RemoteCartActions />
        <CookieDialog />
      </HydrationGate>
    </div>
  );
}
