import type { Settlement } from '@shop/contracts';
import { useFormatEur, useT } from '@shop/state';
import './invoices.css';

/**
 * An invoice's status and, unless `amounts` is false (a table with columns of its own), what is
 * paid and open when a payment did not match the amount (partly paid, overpaid); nothing for a
 * credit note.
 */
export function SettlementStatus({ settlement, amounts = true }: { settlement: Settlement; amounts?: boolean }) {
  const t = useT();
  const eur = useFormatEur();
  const { status, paid, open } = settlement;
  if (!status) return null;
  let note = null;
  if (amounts && open < 0) note = t('receivables.overpaid', { amount: eur(-open) });
  else if (amounts && paid > 0 && open > 0) note = t('receivables.partly_paid', { paid: eur(paid), open: eur(open) });
  return (
    <span className="invoice-status" data-testid="invoice-status">
      <span className={`invoice-status__badge invoice-status__badge--${status}`}>
        {t(`receivables.status_${status}`)}
      </span>
      {note ? <span className="invoice-status__note">{note}</span> : null}
    </span>
  );
}
