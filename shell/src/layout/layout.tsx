import type { ReactNode } from 'react';
import { CookieDialog } from '../features/consent/cookie-dialog';
import { LoginSlot } from '../features/login/login-slot';
import { Breadcrumbs } from './breadcrumbs/breadcrumbs';
import { CtaBanner } from './cta/cta-banner';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { Notifications } from './notifications/notifications';
import './layout.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <Header />
      <Breadcrumbs />
      <main className="layout__main">
        <LoginSlot />
        {children}
      </main>
      <CtaBanner />
      <Footer />
      <Notifications />
      <CookieDialog />
    </div>
  );
}
