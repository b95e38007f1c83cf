import { Route, Routes } from 'react-router-dom';
import { AppShellPage } from './pages/app-shell/app-shell-page';
import { HomePage } from './pages/home/home-page';
import { infoRoutes } from './pages/info-routes';
import { NotFoundPage } from './pages/not-found/not-found-page';
import { ProfileRoute } from './features/login/profile-route';
import { ProfilePage } from './pages/profile/profile-page';
import { remotePageRoutes, useRemotePages } from './remotes/remote-pages';

/**
 * The shell's own pages, and every page the remotes declare (remote-pages.tsx): a remote adds a
 * page by releasing itself. Anything else is the not-found page.
 */
export function AppRoutes() {
  const pages = useRemotePages();
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/users/profile" element={<ProfileRoute loggedOut={<ProfilePage />} />} />
      {infoRoutes()}
      {remotePageRoutes(pages)}
      <Route path="/_app" element={<AppShellPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
