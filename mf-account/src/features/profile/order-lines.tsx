import type { CartItem } from '@shop/contracts';
import { useFormatEur, useFormatNumber, useT } from '@shop/state';
import './order-lines.css';

/**
 * What the catalogue's variant title adds to its product's: the variant's attributes (size, finish,
 * colour) as the catalogue writes them in the reader's language. Without the variant (no longer
 * sold, or the catalogue not answering) the line keeps its stored title whole.
 */
function titleParts(item: CartItem): { title: string; attributes: string } {
  const product = item.variant?.products.title;
  if (!product || !item.fullTitle.startsWith(product)) return { title: item.fullTitle, attributes: '' };
  return { title: product, attributes: item.fullTitle.slice(product.length).replace(/^[\s,]+/, '') };
}

/**
 * A sent order's lines as they were charged: code, title, the variant's attributes, the buyer's
 * line reference, quantity, unit price and the line's total after its line discount. The prices
 * are the order's own, never today's.
 */
export function OrderLines({ items }: { items: CartItem[] }) {
  const t = useT();
  const eur = useFormatEur();
  const { number } = useFormatNumber();
  if (items.length === 0) return null;
  return (
    <section className="order-lines" data-testid="order-lines">
      <h3 className="order-lines__title">{t('account.order_lines_title')}</h3>
      <ul className="order-lines__list">
        {items.map((item) => {
          const { title, attributes } = titleParts(item);
          return (
            <li key={item.id} className="order-lines__line" data-testid="order-line">
              <div className="order-lines__what">
                <strong data-line="title">{title}</strong>
                {attributes ? (
                  <span className="order-lines__muted" data-line="attributes">
                    {attributes}
                  </span>
                ) : null}
                <span className="order-lines__muted" data-line="code">
                  {t('account.line_code', { code: item.code })}
                </span>
                {item.reference ? (
                  <span className="order-lines__muted" data-line="reference">
                    {t('account.line_reference', { reference: item.reference })}
                  </span>
                ) : null}
              </div>
              <span className="order-lines__quantity" data-line="quantity">
                {t('account.line_quantity_price', { quantity: number(item.quantity), price: eur(item.price) })}
              </span>
              <strong className="order-lines__total" data-line="total">
                {eur(item.price * item.quantity - item.discount)}
              </strong>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
