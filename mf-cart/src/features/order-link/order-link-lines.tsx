import type { CartItem } from '@shop/contracts';
import { useFormatEur, useFormatNumber, useT } from '@shop/state';

/**
 * A sent order's lines as they were charged: title, code, the buyer's line reference, quantity at
 * the order's unit price and the line's total after its line discount (never today's prices).
 */
export function OrderLinkLines({ items }: { items: CartItem[] }) {
  const t = useT();
  const eur = useFormatEur();
  const { number } = useFormatNumber();
  return (
    <section className="order-link__section" aria-labelledby="order-link-lines">
      <h2 id="order-link-lines" className="order-link__heading">
        {t('order_link.lines_title')}
      </h2>
      <ul className="order-link__lines">
        {items.map((item) => (
          <li key={item.id} className="order-link__line" data-testid="order-link-line">
            <span className="order-link__what">
              <strong>{item.fullTitle}</strong>
              <span className="order-link__muted">
                {t('checkout.code')} {item.code}
                {item.reference ? ` · ${item.reference}` : ''}
              </span>
            </span>
            <span className="order-link__quantity">
              {number(item.quantity)} × {eur(item.price)}
            </span>
            <strong className="order-link__total">{eur(item.price * item.quantity - item.discount)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
