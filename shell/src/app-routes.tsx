import { Route, Routes } from 'react-router-dom';
import { AppShellPage } from './pages/app-shell/app-shell-page';
import { HomePage } from './pages/home/home-page';
import { infoRoutes } from './pages/info-routes';
import { NotFoundPage } from './pages/not-found/not-found-page';
import { ProfileRoute } from './features/login/profile-route';
import {
  RemoteApprovalPage,
  RemoteBackofficeDeadLettersPage,
  RemoteBackofficeOrderPage,
  RemoteBackofficeOrdersPage,
  RemoteBackofficeSuppliersPage,
  RemoteBackofficeCompaniesPage,
  RemoteCartPage,
  RemoteCategoryPage,
  RemoteCompanyInvitePage,
  RemoteCompanyPage,
  RemoteProductPage,
  RemoteQuickOrderPage,
  RemoteOrderLinkPage,
  RemoteQuotePage,
  RemoteQuotePricingPage,
  RemoteResetPasswordPage,
  RemoteSearchPage,
  RemoteSupplierOrderPage,
  RemoteSupplierPage,
  RemoteVariantPage,
  RemoteVerifyAccountPage,
} from './remotes/remote-components';
import { ProfilePage } from './pages/profile/profile-page';

/** Pages of SPEC 2 arrive route by route; until then they show the not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/users/profile" element={<ProfileRoute loggedOut={<ProfilePage />} />} />
      <Route path="/users/verify" element={<RemoteVerifyAccountPage />} />
      <Route path="/users/reset-password" element={<RemoteResetPasswordPage />} />
      <Route path="/supplier-order" element={<RemoteSupplierOrderPage />} />
      <Route path="/backoffice/dead-letters" element={<RemoteBackofficeDeadLettersPage />} />
      <Route path="/backoffice/suppliers" element={<RemoteBackofficeSuppliersPage />} />
      <Route path="/backoffice/companies" element={<RemoteBackofficeCompaniesPage />} />
      <Route path="/backoffice" element={<RemoteBackofficeOrdersPage />} />
      <Route path="/backoffice/orders/:uuid" element={<RemoteBackofficeOrderPage />} />
      <Route path="/company" element={<RemoteCompanyPage />} />
      <Route path="/company/invite" element={<RemoteCompanyInvitePage />} />
      <Route path="/quote/:uuid" element={<RemoteQuotePage />} />
      <Route path="/quote-pricing" element={<RemoteQuotePricingPage />} />
      <Route path="/approval/:uuid" element={<RemoteApprovalPage />} />
      <Route path="/cart/:uuid" element={<RemoteCartPage />} />
      <Route path="/quick-order" element={<RemoteQuickOrderPage />} />
      <Route path="/order" element={<RemoteOrderLinkPage />} />
      {infoRoutes()}
      <Route path="/products/:slug" element={<RemoteProductPage />} />
      <Route path="/variant/:id" element={<RemoteVariantPage />} />
      <Route path="/supplier/:slug" element={<RemoteSupplierPage />} />
      <Route path="/shop" element={<RemoteCategoryPage />} />
      <Route path="/categories/:slug" element={<RemoteCategoryPage />} />
      <Route path="/new_search" element={<RemoteSearchPage />} />
      <Route path="/_app" element={<AppShellPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
