import type { Variant } from '@shop/contracts';
import { track, useT } from '@shop/state';
import { useState } from 'react';
import { AddToCartButton } from '../add-to-cart/add-to-cart-button';
import { QuantitySpinner } from './quantity-spinner';

export interface VariantPurchaseProps {
  variant: Variant;
  /** Offered for a variant out of stock: opens the "request a similar product" form. */
  onRequestSimilar?: () => void;
}

/** Quantity (starting at the minimum order) and add to cart; only an available variant can be added. */
export function VariantPurchase({ variant, onRequestSimilar }: VariantPurchaseProps) {
  const t = useT();
  const [amount, setAmount] = useState(variant.min_order);
  const changeAmount = (next: number) => {
    if (next !== amount)
      void track('Spinner Amount Edited', { variant_id: variant.id, from: amount, to: next, place: 'product' });
    setAmount(next);
  };
  return (
    <div className="variant-purchase__wrap">
      <div className="variant-purchase">
        <QuantitySpinner value={amount} min={variant.min_order} onChange={changeAmount} />
        <AddToCartButton
          variantId={variant.id}
          amount={amount}
          title={variant.title}
          priceCents={variant.sale_price}
          disabled={variant.availability !== 'available'}
        />
      </div>
      {variant.availability === 'out_of_stock' && onRequestSimilar ? (
        <button type="button" className="similar-request-open" onClick={onRequestSimilar} data-testid="request-similar">
          {t('product.request_similar')}
        </button>
      ) : null}
    </div>
  );
}
