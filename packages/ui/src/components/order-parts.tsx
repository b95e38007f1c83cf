import type { Fulfilment } from '@shop/contracts';
import { useFormatDay, useFormatNumber, useT } from '@shop/state';
import { FulfilmentStateChip } from './fulfilment-state';
import './order-parts.css';

export { FulfilmentStateChip };

/**
 * Each supplier's part of a sent order as the buyer follows it (the account's order history, and a
 * guest's confirmation page): its state, the dispatch day the
 * supplier gave, the shipment with its tracking (a link when the carrier has a tracking page), and
 * every line the supplier could not deliver with the reason.
 */
export function OrderParts({
  fulfilment,
  headingLevel = 3,
}: {
  fulfilment: Fulfilment | undefined;
  /** The title's level where the parts stand: under the page's h1 (a confirmation page) 2, in an order's view 3. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const day = useFormatDay();
  const { number } = useFormatNumber();
  if (!fulfilment || fulfilment.parts.length === 0) return null;
  return (
    <section className="ui-order-parts" data-testid="order-parts">
      <Heading className="ui-order-parts__title">{t('fulfilment.parts_title')}</Heading>
      <ul className="ui-order-parts__list">
        {fulfilment.parts.map((part) => {
          const shipment = part.shipment;
          const tracking = shipment
            ? t('fulfilment.shipped_with', { carrier: shipment.carrier, tracking: shipment.tracking_number })
            : null;
          return (
            <li
              key={part.supplier.id}
              className="ui-order-parts__part"
              data-testid="order-part"
              data-state={part.state}
            >
              <div className="ui-order-parts__head">
                <strong>{part.supplier.name}</strong>
                <FulfilmentStateChip state={part.state} />
              </div>
              {part.dispatch_date ? (
                <p className="ui-order-parts__fact" data-part="dispatch">
                  {t('fulfilment.dispatch_on', { date: day(part.dispatch_date) })}
                </p>
              ) : null}
              {shipment ? (
                <p className="ui-order-parts__fact" data-part="tracking">
                  {shipment.tracking_url ? (
                    <a href={shipment.tracking_url} target="_blank" rel="noreferrer noopener">
                      {tracking}
                    </a>
                  ) : (
                    tracking
                  )}
                </p>
              ) : null}
              <ul className="ui-order-parts__lines">
                {part.lines.map((line) => (
                  <li key={line.variant_id} data-part-line={line.state}>
                    <span>
                      {number(line.quantity)} × {line.title}
                    </span>
                    {line.state === 'not_deliverable' ? (
                      <>
                        {' '}
                        <FulfilmentStateChip state={line.state} />
                        {line.reason ? (
                          <span className="ui-order-parts__reason">
                            {t('fulfilment.reason', { reason: line.reason })}
                          </span>
                        ) : null}
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
