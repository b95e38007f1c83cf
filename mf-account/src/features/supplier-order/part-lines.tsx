import type { FulfilmentLine } from '@shop/contracts';
import { useFormatNumber, useT } from '@shop/state';
import { FulfilmentStateChip } from '@shop/ui/order-parts';

/** The purchase order's lines: what to deliver, how many, the buyer's reference and each line's state. */
export function PartLines({ lines }: { lines: readonly FulfilmentLine[] }) {
  const t = useT();
  const { number } = useFormatNumber();
  return (
    <table className="supplier-order__lines" data-testid="supplier-order-lines">
      <thead>
        <tr>
          <th scope="col">{t('fulfilment.col_code')}</th>
          <th scope="col">{t('fulfilment.col_product')}</th>
          <th scope="col" className="supplier-order__number">
            {t('fulfilment.col_quantity')}
          </th>
          <th scope="col">{t('fulfilment.col_reference')}</th>
          <th scope="col">{t('fulfilment.col_state')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.variant_id} data-testid="supplier-order-line" data-state={line.state}>
            <td data-label={t('fulfilment.col_code')}>{line.code}</td>
            <td data-label={t('fulfilment.col_product')}>{line.title}</td>
            <td data-label={t('fulfilment.col_quantity')} className="supplier-order__number">
              {number(line.quantity)}
            </td>
            <td data-label={t('fulfilment.col_reference')}>{line.reference}</td>
            <td data-label={t('fulfilment.col_state')}>
              <FulfilmentStateChip state={line.state} />
              {line.reason ? (
                <span className="supplier-order__reason">{t('fulfilment.reason', { reason: line.reason })}</span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
