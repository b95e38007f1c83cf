import type { QuickOrderVariant } from '@shop/contracts';
import { useFormatEur, useT } from '@shop/state';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuickOrderLines, type QuickLine } from '../../stores/quick-order-lines';
import { readQuantity } from './rows-to-lines';
import { isSendable } from './use-quick-order-calls';

function VariantShown({ variant }: { variant: QuickOrderVariant }) {
  const t = useT();
  return (
    <div className="quick-line__variant">
      <Link to={`/variant/${variant.id}`} className="quick-line__title" target="_blank" rel="noopener">
        {variant.title}
      </Link>
      {variant.attributes.length > 0 ? (
        <span className="quick-line__attributes">
          {variant.attributes.map((a) => `${a.label}: ${a.display}`).join(' · ')}
        </span>
      ) : null}
      <span className="quick-line__meta">
        {variant.supplier.name}
        {variant.availability === 'available' ? ` · ${t('quick_order.available')}` : null}
        {variant.min_order > 1 ? ` · ${t('quick_order.minimum', { min: variant.min_order })}` : null}
      </span>
    </div>
  );
}

/** Why the line cannot go into the cart now, or null when it can (or is not checked yet). */
function lineProblem(line: QuickLine, t: ReturnType<typeof useT>): string | null {
  if (line.refusal) return line.refusal;
  if (readQuantity(line.quantityText) === null) return t('quick_order.quantity_invalid');
  if (!isSendable(line)) return t('quick_order.problem.unknown_code');
  return line.resolved?.problem?.message ?? null;
}

/**
 * One line: code and quantity editable in place (checked again when the field is left), the
 * variant the code names with the server's unit price and line total, and what is wrong with it.
 */
export function QuickOrderLine({
  line,
  number,
  onEdited,
}: {
  line: QuickLine;
  number: number;
  onEdited: (key: number) => void;
}) {
  const t = useT();
  const eur = useFormatEur();
  const edit = useQuickOrderLines((state) => state.edit);
  const remove = useQuickOrderLines((state) => state.remove);
  const [changed, setChanged] = useState(false);
  const problem = lineProblem(line, t);
  const variant = line.resolved?.variant ?? null;
  // While the buyer types, nothing is said: the line is checked when its field is left.
  const checking = line.resolved === null && isSendable(line) && !line.refusal && !changed;
  const problemId = `quick-line-problem-${line.key}`;
  const leave = () => {
    if (!changed) return;
    setChanged(false);
    onEdited(line.key);
  };
  const field = (name: 'code' | 'quantityText') => ({
    value: line[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setChanged(true);
      edit(line.key, { [name]: event.target.value });
    },
    onBlur: leave,
    onKeyDown: (event: React.KeyboardEvent) => event.key === 'Enter' && leave(),
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
  });
  const status = problem ? 'problem' : line.resolved ? 'ready' : 'checking';

  return (
    <li className={`quick-line quick-line--${status}`} data-testid="quick-line" data-status={status}>
      <span className="quick-line__number" aria-hidden="true">
        {number}
      </span>
      <input
        className="ui-field__input quick-line__code"
        aria-label={t('quick_order.code_of_line', { line: number })}
        maxLength={200}
        spellCheck={false}
        {...field('code')}
        data-testid="quick-line-code"
      />
      <input
        className="ui-field__input quick-line__quantity"
        inputMode="numeric"
        aria-label={t('quick_order.quantity_of_line', { line: number })}
        maxLength={20}
        {...field('quantityText')}
        data-testid="quick-line-quantity"
      />
      <div className="quick-line__body">
        {variant ? <VariantShown variant={variant} /> : null}
        {problem ? (
          <span id={problemId} className="quick-line__problem" data-testid="quick-line-problem">
            {problem}
          </span>
        ) : checking ? (
          <span className="quick-line__checking">{t('quick_order.checking')}</span>
        ) : null}
      </div>
      <div className="quick-line__prices">
        {variant ? (
          <>
            <span className="quick-line__unit" data-testid="quick-line-unit">
              {eur(variant.sale_price)}
            </span>
            {!problem && line.resolved?.line_total != null ? (
              <strong className="quick-line__total">{eur(line.resolved.line_total)}</strong>
            ) : null}
          </>
        ) : null}
      </div>
      <button
        type="button"
        className="ui-button ui-button--ghost quick-line__remove"
        aria-label={t('quick_order.remove_line', { line: number })}
        onClick={() => remove(line.key)}
        data-testid="quick-line-remove"
      >
        ×
      </button>
    </li>
  );
}
