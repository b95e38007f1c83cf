import { Skeleton } from '@shop/ui';
import { createRemoteComponent } from './create-remote-component';
import './variant-row-slot.css';

export const RemoteHomeCategories = createRemoteComponent('catalogue', 'HomeCategories', <Skeleton height={320} />);

export const RemoteCartButton = createRemoteComponent('cart', 'CartButton', <Skeleton width={44} height={44} />);

/** Renders nothing: while mounted, "add to cart" in any remote runs mf-cart's action. Quiet, as it has no place. */
export const RemoteCartActions = createRemoteComponent('cart', 'CartActions', null, { quiet: true });

export const RemoteLoginDrawer = createRemoteComponent('account', 'LoginDrawer', null);

export const RemoteProfilePage = createRemoteComponent('account', 'ProfilePage', <Skeleton height={480} />, {
  page: true,
});

export const RemoteVerifyAccountPage = createRemoteComponent(
  'account',
  'VerifyAccountPage',
  <Skeleton height={240} />,
  { page: true },
);

export const RemoteResetPasswordPage = createRemoteComponent(
  'account',
  'ResetPasswordPage',
  <Skeleton height={320} />,
  { page: true },
);

/** A company order above a buyer's limit, for the company's admins to approve (mf-account), opened from their mail. */
export const RemoteApprovalPage = createRemoteComponent('account', 'ApprovalPage', <Skeleton height={480} />, {
  page: true,
});

/** A supplier's purchase order (mf-account), opened from the link in the supplier's mail. */
export const RemoteSupplierOrderPage = createRemoteComponent(
  'account',
  'SupplierOrderPage',
  <Skeleton height={480} />,
  { page: true },
);

/** The bus's dead letters with their replay, for operators (mf-account). */
export const RemoteBackofficeDeadLettersPage = createRemoteComponent(
  'account',
  'BackofficeDeadLettersPage',
  <Skeleton height={480} />,
  { page: true },
);

/** The suppliers' records (contact e-mail, language, lead time), for operators (mf-account). */
export const RemoteBackofficeSuppliersPage = createRemoteComponent(
  'account',
  'BackofficeSuppliersPage',
  <Skeleton height={480} />,
  { page: true },
);

/** The company accounts awaiting verification, with approve and reject, for operators (mf-account). */
export const RemoteBackofficeCompaniesPage = createRemoteComponent(
  'account',
  'BackofficeCompaniesPage',
  <Skeleton height={480} />,
  { page: true },
);

/** The shop's orders with search and filters, for operators (mf-account). */
export const RemoteBackofficeOrdersPage = createRemoteComponent(
  'account',
  'BackofficeOrdersPage',
  <Skeleton height={480} />,
  { page: true },
);

/** One order with its timeline and actions, for operators (mf-account). */
export const RemoteBackofficeOrderPage = createRemoteComponent(
  'account',
  'BackofficeOrderPage',
  <Skeleton height={600} />,
  { page: true },
);

/** The company account (mf-account): founding one, members, invitations, work sites. */
export const RemoteCompanyPage = createRemoteComponent('account', 'CompanyPage', <Skeleton height={480} />, {
  page: true,
});

/** An invitation to a company account (mf-account), opened from the link in the invitation mail. */
export const RemoteCompanyInvitePage = createRemoteComponent(
  'account',
  'CompanyInvitePage',
  <Skeleton height={240} />,
  {
    page: true,
  },
);

/** A buyer's quote (mf-account): by session, or a guest's mail link. */
export const RemoteQuotePage = createRemoteComponent('account', 'QuotePage', <Skeleton height={480} />, { page: true });

/** The seller prices a quote request (mf-account), opened from the link in the sales mail. */
export const RemoteQuotePricingPage = createRemoteComponent('account', 'QuotePricingPage', <Skeleton height={480} />, {
  page: true,
});

export const RemoteCartPage = createRemoteComponent('cart', 'CartPage', <Skeleton height={480} />, { page: true });

/** Ordering by product code (mf-cart): pasted lines or an uploaded file, all into the cart at once. */
export const RemoteQuickOrderPage = createRemoteComponent('cart', 'QuickOrderPage', <Skeleton height={480} />, {
  page: true,
});

/** A sent order opened by the link in its buyer's mails (mf-cart), to read on any device. */
export const RemoteOrderLinkPage = createRemoteComponent('cart', 'OrderLinkPage', <Skeleton height={480} />, {
  page: true,
});

export const RemoteProductPage = createRemoteComponent('catalogue', 'ProductPage', <Skeleton height={600} />, {
  page: true,
});

export const RemoteVariantPage = createRemoteComponent('catalogue', 'VariantPage', <Skeleton height={600} />, {
  page: true,
});

/** A supplier's own page with its products (mf-catalogue). */
export const RemoteSupplierPage = createRemoteComponent('catalogue', 'SupplierPage', <Skeleton height={600} />, {
  page: true,
});

export const RemoteCategoryPage = createRemoteComponent('catalogue', 'CategoryPage', <Skeleton height={600} />, {
  page: true,
});

/** One row of ranked variants, inside an element of class `variant-row-slot` (its height). */
export const RemoteVariantRows = createRemoteComponent(
  'catalogue',
  'VariantRows',
  <Skeleton height="var(--variant-row-height)" />,
  { quiet: true },
);

/**
 * The header search: a skeleton as tall as its field (42 px) while it loads, so the header does not
 * move; nothing if mf-catalogue cannot load (the page's own catalogue parts show the message).
 */
export const RemoteSearchBar = createRemoteComponent('catalogue', 'SearchBar', <Skeleton height={42} />, {
  quiet: true,
});

export const RemoteSearchPage = createRemoteComponent('catalogue', 'SearchPage', <Skeleton height={600} />, {
  page: true,
});
