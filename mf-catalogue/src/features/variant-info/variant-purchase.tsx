import { startingQuantity, type PriceTiers, type Variant } from '@shop/contracts';
import { track, useT } from '@shop/state';
import { useState } from 'react';
import { AddToCartButton } from '../add-to-cart/add-to-cart-button';
import { PriceTierList } from '../price-tiers/price-tier-list';
import { tiersFor } from '../price-tiers/tiers-for';
import { QuantityPrice } from '../price-tiers/quantity-price';
import { usePricePreview } from '../price-tiers/use-price-preview';
import { QuantitySpinner } from './quantity-spinner';

export interface VariantPurchaseProps {
  variant: Variant;
  /** Offered for a variant out of stock: opens the "request a similar product" form. */
  onRequestSimilar?: () => void;
  /** Given on the variant page: the tiers listed below, the one the quantity reaches marked. */
  tiers?: PriceTiers;
}

/**
 * Quantity (starting at the minimum order), the server's price for it, and add to cart; only an
 * available variant can be added. One that cannot be bought shows its disabled button without
 * quantity, price preview or tiers: "49 more pieces for 3 %" beside it would offer what no one can
 * order.
 */
export function VariantPurchase(props: VariantPurchaseProps) {
  return props.variant.availability === 'available' ? (
    <AvailablePurchase {...props} />
  ) : (
    <UnavailablePurchase {...props} />
  );
}

function AvailablePurchase({ variant, tiers }: VariantPurchaseProps) {
  const [amount, setAmount] = useState(() => startingQuantity(variant));
  const price = usePricePreview(variant.id, amount);
  const reached = price.current ? price.preview : undefined;
  const changeAmount = (next: number) => {
    if (next !== amount)
      void track('Spinner Amount Edited', { variant_id: variant.id, from: amount, to: next, place: 'product' });
    setAmount(next);
  };
  return (
    <div className="variant-purchase__wrap">
      <div className="variant-purchase">
        <QuantitySpinner value={amount} min={variant.min_order} onChange={changeAmount} />
        <AddToCartButton variantId={variant.id} amount={amount} title={variant.title} priceCents={variant.sale_price} />
      </div>
      <QuantityPrice state={price} />
      {tiers ? (
        <PriceTierList
          tiers={tiersFor(tiers, variant)}
          reachedVolume={reached?.discount.kind === 'volume' ? reached.discount.percent : null}
          reachedPersonal={reached?.personal ?? null}
        />
      ) : null}
    </div>
  );
}

function UnavailablePurchase({ variant, onRequestSimilar }: VariantPurchaseProps) {
  const t = useT();
  return (
    <div className="variant-purchase__wrap">
      <div className="variant-purchase">
        <AddToCartButton
          variantId={variant.id}
          amount={startingQuantity(variant)}
          title={variant.title}
          priceCents={variant.sale_price}
          disabled
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
