import type { RequisitionListView } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button } from '@shop/ui';
import { useNavigate } from 'react-router-dom';
import { useListToCart, useOrderListNow } from '../../api/requisition-lists';
import { ReorderResult } from '../profile/reorder-result';
import { useFailureNotice } from './use-failure-notice';

/**
 * What any reader of a list may do with it: put its lines into the current cart (told what was
 * not added), or order it in one step (a new cart, opened at its order step).
 */
export function ListActions({ list }: { list: RequisitionListView }) {
  const t = useT();
  const navigate = useNavigate();
  const failed = useFailureNotice();
  const toCart = useListToCart(list.uuid);
  const orderNow = useOrderListNow(list.uuid);
  return (
    <>
      <div className="list-card__actions">
        <Button
          variant="secondary"
          onClick={() => toCart.mutate(undefined, { onError: failed })}
          disabled={toCart.isPending}
          data-testid="list-to-cart"
        >
          {t('lists.add_to_cart')}
        </Button>
        <Button
          onClick={() =>
            orderNow.mutate(undefined, {
              onSuccess: ({ cart }) => navigate(`/cart/${cart.uuid}?step=order`),
              onError: failed,
            })
          }
          disabled={orderNow.isPending}
          data-testid="list-order-now"
        >
          {t('lists.order_now')}
        </Button>
      </div>
      {toCart.data ? <ReorderResult answer={toCart.data} /> : null}
    </>
  );
}
