import type { ReorderAnswer } from '@shop/contracts';
import { useT } from '@shop/state';
import { Link } from 'react-router-dom';

/**
 * What "add to my cart" did: the lines are in the cart at today's prices, and each line that was
 * not added is named with why (no longer in the range, no longer sold, sold out for now).
 */
export function ReorderResult({ answer }: { answer: ReorderAnswer }) {
  const t = useT();
  return (
    <div className="order-row__reorder" role="status" data-testid="reorder-result">
      <p>
        {t('account.reorder_added')} <Link to={`/cart/${answer.cart.uuid}`}>{t('account.to_cart')}</Link>
      </p>
      {answer.not_added.length > 0 ? (
        <>
          <p>{t('account.reorder_not_added')}</p>
          <ul data-testid="reorder-not-added">
            {answer.not_added.map((line) => (
              <li key={line.variant_id} data-reason={line.reason}>
                {t('account.reorder_line', {
                  title: line.title,
                  code: line.code,
                  reason: t(`account.reorder_reason_${line.reason}`),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
