import type { RemotePagesDeclaration } from '@shop/contracts';
import { headTexts } from '@shop/i18n/page-heads';

/**
 * mf-account's pages: each written here once, its component in app.ts `components`. The build
 * publishes them as pages.json with each release (packages/webpack-config); the gateway and the
 * shell take routes, heads, robots and first-render calls from there (docs/architecture.md, "Pages").
 */
const pages: RemotePagesDeclaration = {
  remote: 'account',
  pages: [
    {
      path: '/users/verify',
      component: 'VerifyAccountPage',
      head: headTexts('profile'),
      robots: 'disallow',
      skeleton: { height: 240 },
    },
    {
      path: '/users/reset-password',
      component: 'ResetPasswordPage',
      head: headTexts('reset_password'),
      robots: 'disallow',
      skeleton: { height: 320 },
    },
    // A supplier's purchase order, opened by the secret link of its mail (the token in the fragment).
    {
      path: '/supplier-order',
      component: 'SupplierOrderPage',
      head: headTexts('supplier_order'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
    // The back office: operators' work.
    {
      path: '/backoffice/dead-letters',
      component: 'BackofficeDeadLettersPage',
      head: headTexts('backoffice_dead_letters'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
    {
      path: '/backoffice/suppliers',
      component: 'BackofficeSuppliersPage',
      head: headTexts('backoffice_suppliers'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
    {
      path: '/backoffice/companies',
      component: 'BackofficeCompaniesPage',
      head: headTexts('backoffice_companies'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
    {
      path: '/backoffice/receivables',
      component: 'BackofficeReceivablesPage',
      head: headTexts('backoffice_receivables'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
    {
      path: '/backoffice/webhooks',
      component: 'BackofficeWebhooksPage',
      head: headTexts('backoffice_webhooks'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
    {
      path: '/backoffice',
      component: 'BackofficeOrdersPage',
      head: headTexts('backoffice_orders'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
    {
      path: '/backoffice/orders/:uuid',
      params: { uuid: 'uuid' },
      component: 'BackofficeOrderPage',
      head: headTexts('backoffice_orders'),
      robots: 'noindex',
      skeleton: { height: 600 },
    },
    // A company's members and sites, and an invitation opened by its secret link.
    {
      path: '/company',
      component: 'CompanyPage',
      head: headTexts('company'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
    {
      path: '/company/invite',
      component: 'CompanyInvitePage',
      head: headTexts('company_invite'),
      robots: 'noindex',
      skeleton: { height: 240 },
    },
    // A buyer's saved carts and their company's shared ones (requisition lists).
    {
      path: '/lists',
      component: 'RequisitionListsPage',
      head: headTexts('lists'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
    {
      path: '/lists/:uuid',
      params: { uuid: 'uuid' },
      component: 'RequisitionListPage',
      head: headTexts('list'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
    // A buyer's and their company's invoices and credit notes.
    {
      path: '/invoices',
      component: 'InvoicesPage',
      head: headTexts('invoices'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
    // A buyer's quote requests with their status.
    {
      path: '/quotes',
      component: 'QuotesPage',
      head: headTexts('quotes'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
    // A quote carries a buyer's prices and is opened by session or secret link.
    {
      path: '/quote/:uuid',
      params: { uuid: 'uuid' },
      component: 'QuotePage',
      head: headTexts('quote'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
    {
      path: '/quote-pricing',
      component: 'QuotePricingPage',
      head: headTexts('quote_pricing'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
    // A company's order above a buyer's limit, for its admins only.
    {
      path: '/approval/:uuid',
      params: { uuid: 'uuid' },
      component: 'ApprovalPage',
      head: headTexts('approval'),
      robots: 'noindex',
      skeleton: { height: 480 },
    },
  ],
};

export default pages;
