import { useCartStore, useCountT, useT } from '@shop/state';
import { Badge, CartIcon, iconButtonClassName } from '@shop/ui';
import { Link } from 'react-router-dom';
import { useCartChannel } from '../live-channel/use-cart-channel';
import { useCartSync } from './use-cart-sync';

/**
 * Header cart button (CartButton of mf_cart/app): count badge only when the cart has items. The
 * link's name carries the count; the badge only shows it, so it is not read twice.
 */
export function CartButton() {
  const t = useT();
  const tc = useCountT();
  const count = useCartSync();
  const uuid = useCartStore((state) => state.cartUuid);
  useCartChannel(uuid);
  return (
    <Link
      to={uuid ? `/cart/${uuid}` : '/cart/new'}
      className={iconButtonClassName()}
      aria-label={count > 0 ? tc('header.cart_count', count) : t('header.cart')}
      title={t('header.cart')}
      data-testid="cart-button"
      data-remote="cart"
      data-build={process.env.SHOP_BUILD_LABEL}
    >
      <CartIcon />
      {count > 0 ? <Badge count={count} aria-hidden="true" data-testid="cart-badge" /> : null}
    </Link>
  );
}

export default CartButton;
