import type { Order } from '@shop/contracts';
import { useFormatEur, useT } from '@shop/state';

/**
 * SPEC §9's small-order rule as the server applied it to this cart (`breakdown.small_order`,
 * docs/pricing-and-vat.md "Small orders"): a small order learns from which amount the product
 * freight is free; a larger one that it was waived, and what that saved when its delivery method
 * carries product freight. Carts priced before the rule have no `small_order` and show nothing.
 */
export function SmallOrderNote({ cart }: { cart: Order }) {
  const t = useT();
  const eur = useFormatEur();
  const rule = cart.breakdown?.small_order;
  if (!rule) return null;
  const threshold = eur(rule.threshold);
  return (
    <p className="checkout__hint" data-testid="small-order-note">
      {rule.applies
        ? t('checkout.small_order_free_from', { threshold })
        : t('checkout.small_order_free', { threshold })}
      {!rule.applies && rule.freight_waived > 0
        ? ` ${t('checkout.small_order_saved', { saved: eur(rule.freight_waived) })}`
        : null}
    </p>
  );
}
