import { Route, Routes } from 'react-router-dom';
import { HomePage } from './pages/home/home-page';
import { NotFoundPage } from './pages/not-found/not-found-page';
import { ProfilePage } from './pages/profile/profile-page';

/** Pages of SPEC 2 arrive route by route; until then they show the not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/users/profile" element={<ProfilePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
