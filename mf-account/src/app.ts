// Not through the shared '@shop/contracts': the page's one copy of that is the shell's, so a remote
// would report the shell's contract version instead of the one it was built against.
import { accountRemoteContract, type RemoteApp } from '@shop/contracts/remote-apps';
import { accountMessages } from '@shop/i18n/apps/account';
import { lazy } from 'react';
import { withListTexts } from './list-texts';

/** mf_account/app: everything this remote gives the shell (its contract in @shop/contracts; its pages in pages.ts). */
const app: RemoteApp<'account'> = {
  remote: 'account',
  contractVersion: accountRemoteContract.version,
  messages: accountMessages,
  components: {
    LoginDrawer: lazy(() => import('./features/login-drawer/login-drawer')),
    ProfilePage: lazy(() => import('./features/profile/profile-page')),
    VerifyAccountPage: lazy(() => import('./features/verify-account/verify-account-page')),
    ResetPasswordPage: lazy(() => import('./features/reset-password/reset-password-page')),
    SupplierOrderPage: lazy(() => import('./features/supplier-order/supplier-order-page')),
    BackofficeDeadLettersPage: lazy(() => import('./features/backoffice-dead-letters/dead-letters-page')),
    BackofficeSuppliersPage: lazy(() => import('./features/backoffice-suppliers/supplier-records-page')),
    BackofficeCompaniesPage: lazy(() => import('./features/backoffice-companies/company-verification-page')),
    BackofficeOrdersPage: lazy(() => import('./features/backoffice/orders-page')),
    BackofficeOrderPage: lazy(() => import('./features/backoffice/order-page')),
    BackofficeReceivablesPage: lazy(() => import('./features/backoffice-receivables/receivables-page')),
    BackofficeWebhooksPage: lazy(() => import('./features/backoffice-webhooks/webhooks-page')),
    RequisitionListsPage: lazy(() => withListTexts(import('./features/requisition-lists/requisition-lists-page'))),
    RequisitionListPage: lazy(() => withListTexts(import('./features/requisition-lists/requisition-list-page'))),
    InvoicesPage: lazy(() => import('./features/invoices/invoices-page')),
    CompanyPage: lazy(() => import('./features/company/company-page')),
    CompanyInvitePage: lazy(() => import('./features/company/invite-accept-page')),
    QuotePage: lazy(() => import('./features/quote/quote-page')),
    QuotesPage: lazy(() => import('./features/quote/quotes-page')),
    QuotePricingPage: lazy(() => import('./features/quote/quote-pricing-page')),
    ApprovalPage: lazy(() => import('./features/approval/approval-page')),
  },
};

export default app;
