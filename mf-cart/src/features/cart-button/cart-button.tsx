import { useCartStore, useT } from '@shop/state';
import { Badge, CartIcon, iconButtonClassName } from '@shop/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useCartChannel } from '../live-channel/use-cart-channel';
import { useCartSync } from './use-cart-sync';

/** Header cart button (CartButton of mf_cart/app): count badge only when the cart has items. */
export function CartButton() {
  const t = useT();
  useCartSync();
  const uuid = useCartStore((state) => state.cartUuid);
  const count = useCartStore((state) => state.cartLength);
  useCartChannel(uuid);
  const badgeId = useId();
  return (
    <Link
      to={uuid ? `/cart/${uuid}` : '/cart/new'}
      className={iconButtonClassName()}
      aria-label={t('header.cart')}
      title={t('header.cart')}
      aria-describedby={count > 0 ? badgeId : undefined}
      data-testid="cart-button"
      data-remote="cart"
      data-build={process.env.SHOP_BUILD_LABEL}
    >
      <CartIcon />
      {count > 0 ? (
        <Badge id={badgeId} count={count} aria-label={t('header.cart_count', { count })} data-testid="cart-badge" />
      ) : null}
    </Link>
  );
}

export default CartButton;
