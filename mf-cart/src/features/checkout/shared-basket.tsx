import type { Order } from '@shop/contracts';
import { isApiError, useFormatEur, useReceiveCart, useT, useUiStore } from '@shop/state';
import { Button } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { cartCalls } from '../../api/orders';
import { CopyLinkButton } from './copy-link-button';

/**
 * A basket someone shared (its link): the products to look at, and one way on, a cart of this
 * browser's own with the same lines. The basket itself is never changed or ordered; its link can be
 * copied to pass it on.
 */
export function SharedBasket({ basket }: { basket: Order }) {
  const t = useT();
  const eur = useFormatEur();
  const navigate = useNavigate();
  const notify = useUiStore((state) => state.notify);
  const receiveCart = useReceiveCart();
  const take = useMutation({
    mutationFn: () => cartCalls.copyIntoCart(basket.uuid),
    onSuccess: (cart) => {
      receiveCart(cart);
      navigate(`/cart/${cart.uuid}`);
    },
    onError: (error) =>
      notify('error', isApiError(error) && error.body?.message ? error.body.message : t('cart.rebuy_failed')),
  });
  return (
    <section className="ui-container checkout" data-testid="shared-basket" data-remote="cart">
      <h1 className="checkout__title">{t('checkout.shared_title')}</h1>
      <p>{t('checkout.shared_text')}</p>
      <ul className="lines">
        {basket.items.map((item) => (
          <li key={item.id} className="line" data-testid="shared-line">
            <div className="line__main">
              <span className="line__title">{item.fullTitle}</span>
              <span className="line__code">
                {item.code} · {item.quantity} ×
              </span>
            </div>
            <div className="line__prices">
              <strong className="line__total">{eur(item.price * item.quantity - item.discount)}</strong>
            </div>
          </li>
        ))}
      </ul>
      <p className="summary__row summary__row--total">
        <span>{t('checkout.total')}</span> <strong>{eur(basket.total_price_with_vat)}</strong>
      </p>
      <div className="checkout__actions">
        <Button onClick={() => take.mutate()} disabled={take.isPending} data-testid="take-shared">
          {t('checkout.shared_take')}
        </Button>
        <CopyLinkButton link={`/cart/${basket.uuid}`} testId="shared-link-copy" />
      </div>
    </section>
  );
}
