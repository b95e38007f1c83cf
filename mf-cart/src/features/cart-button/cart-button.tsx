import { useCartStore, useLocale, useT } from '@shop/state';
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
  const locale = useLocale();
  useCartSync();
  const uuid = useCartStore((state) => state.cartUuid);
  const count = useCartStore((state) => state.cartLength);
  useCartChannel(uuid);
  // One and other are the only plural forms of the shop's languages (de, en, et, fi).
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  return (
    <Link
      to={uuid ? `/cart/${uuid}` : '/cart/new'}
      className={iconButtonClassName()}
      aria-label={count > 0 ? t(`header.cart_count_${form}`, { count }) : t('header.cart')}
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
