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
