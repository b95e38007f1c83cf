import { Skeleton } from '@shop/ui';
import { createRemoteComponent } from './create-remote-component';
import './variant-row-slot.css';

/** Props of the exposed modules (their contract with the shell). */
export interface LoginDrawerProps {
  open: boolean;
  onClose: () => void;
}

export const RemoteHomeCategories = createRemoteComponent<object>(
  'catalogue',
  'HomeCategories',
  <Skeleton height={320} />,
);

export const RemoteCartButton = createRemoteComponent<object>(
  'cart',
  'CartButton',
  <Skeleton width={44} height={44} />,
);

export const RemoteLoginDrawer = createRemoteComponent<LoginDrawerProps>('account', 'LoginDrawer', null);

export const RemoteProfilePage = createRemoteComponent<object>('account', 'ProfilePage', <Skeleton height={480} />);

export const RemoteVerifyAccountPage = createRemoteComponent<object>(
  'account',
  'VerifyAccountPage',
  <Skeleton height={240} />,
);

export const RemoteResetPasswordPage = createRemoteComponent<object>(
  'account',
  'ResetPasswordPage',
  <Skeleton height={320} />,
);

export const RemoteCartPage = createRemoteComponent<object>('cart', 'CartPage', <Skeleton height={480} />);

export const RemoteProductPage = createRemoteComponent<object>('catalogue', 'ProductPage', <Skeleton height={600} />);

export const RemoteVariantPage = createRemoteComponent<object>('catalogue', 'VariantPage', <Skeleton height={600} />);

export const RemoteCategoryPage = createRemoteComponent<object>('catalogue', 'CategoryPage', <Skeleton height={600} />);

/** mf_catalogue/VariantRows: one row of ranked variants, inside an element of class `variant-row-slot` (its height). */
export interface VariantRowProps {
  list: 'top' | 'popular';
  labelledBy?: string;
}
export const RemoteVariantRows = createRemoteComponent<VariantRowProps>(
  'catalogue',
  'VariantRows',
  <Skeleton height="var(--variant-row-height)" />,
  {
    quiet: true,
  },
);

/**
 * The header search: a skeleton as tall as its field (42 px) while it loads, so the header does not
 * move; nothing if mf-catalogue cannot load (the page's own catalogue parts show the message).
 */
export const RemoteSearchBar = createRemoteComponent<object>('catalogue', 'SearchBar', <Skeleton height={42} />, {
  quiet: true,
});

export const RemoteSearchPage = createRemoteComponent<object>('catalogue', 'SearchPage', <Skeleton height={600} />);
