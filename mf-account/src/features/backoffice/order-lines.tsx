import type { BackofficeOrder, CancelLineBody } from '@shop/contracts';
import { useFormatEur, useFormatNumber, useT } from '@shop/state';
import { Button } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';

type Line = BackofficeOrder['lines'][number];

/** The reason asked before a line is cancelled (the buyer's mail names it). */
function CancelForm({ line, busy, onCancel }: { line: Line; busy: boolean; onCancel: (body: CancelLineBody) => void }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid={`backoffice-cancel-${line.variant_id}`}>
        {t('backoffice.cancel_line')}
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) onCancel({ supplier_id: line.supplier_id!, variant_id: line.variant_id, reason: reason.trim() });
  };
  return (
    <form className="backoffice-cancel" onSubmit={submit}>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={id}>
          {t('backoffice.cancel_reason')}
        </label>
        <input
          id={id}
          className="ui-field__input"
          value={reason}
          maxLength={500}
          required
          onChange={(event) => setReason(event.target.value)}
          data-testid="backoffice-cancel-reason"
        />
      </div>
      <div className="backoffice-cancel__actions">
        <Button type="submit" disabled={busy || !reason.trim()} data-testid="backoffice-cancel-confirm">
          {t('backoffice.cancel_confirm')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('backoffice.cancel_keep')}
        </Button>
      </div>
    </form>
  );
}

/** The order's lines with their supplier's state; an open line can be cancelled. */
export function OrderLines({
  order,
  busy,
  onCancel,
}: {
  order: BackofficeOrder;
  busy: boolean;
  onCancel: (body: CancelLineBody) => void;
}) {
  const t = useT();
  const { number } = useFormatNumber();
  const eur = useFormatEur();
  const cancellable = ['confirmed', 'paid', 'payment_failed', 'in_delivery'].includes(order.summary.order_status);
  return (
    <>
      <ul className="backoffice-lines" data-testid="backoffice-lines">
        {order.lines.map((line) => (
          <li key={line.variant_id} className="backoffice-lines__line" data-testid="backoffice-line">
            <div>
              <strong>{line.code}</strong> {line.title} × {number(line.quantity)}
            </div>
            {line.state ? (
              <div className={`backoffice-lines__state backoffice-lines__state--${line.state}`}>
                {t(`fulfilment.state_${line.state}`)}
                {line.reason ? ` · ${line.reason}` : ''}
              </div>
            ) : null}
            {cancellable && line.supplier_id !== null && line.state !== 'shipped' ? (
              <CancelForm line={line} busy={busy} onCancel={onCancel} />
            ) : null}
          </li>
        ))}
      </ul>
      {order.cancelled_lines.length > 0 ? (
        <>
          <h3 className="backoffice__subtitle">{t('backoffice.cancelled_title')}</h3>
          <ul className="backoffice-lines" data-testid="backoffice-cancelled">
            {order.cancelled_lines.map((cancelled) => (
              <li key={cancelled.item.variant_id} className="backoffice-lines__line backoffice-lines__line--cancelled">
                <div>
                  <strong>{cancelled.item.code}</strong> {cancelled.item.fullTitle} × {number(cancelled.item.quantity)}
                </div>
                <div>{t('backoffice.cancelled_credit', { amount: eur(cancelled.credit.gross) })}</div>
                <div className="backoffice-lines__reason">{cancelled.reason}</div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
