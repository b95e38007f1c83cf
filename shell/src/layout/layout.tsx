import type { ReactNode } from 'react';
import { LoginSlot } from '../features/login/login-slot';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { Notifications } from './notifications/notifications';
import './layout.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <Header />
      <main className="layout__main">
        <LoginSlot />
        {children}
      </main>
      <Footer />
      <Notifications />
    </div>
  );
}
