import type { RequisitionListLine, RequisitionListView } from '@shop/contracts';
import { useT } from '@shop/state';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { useChangeListLine, useRemoveListLine } from '../../api/requisition-lists';
import { useFailureNotice } from './use-failure-notice';

/** A line of the list: its quantity and note editable by whoever may manage the list, and removable. */
export function ListLineRow({ list, line }: { list: RequisitionListView; line: RequisitionListLine }) {
  const t = useT();
  const failed = useFailureNotice();
  const change = useChangeListLine(list.uuid);
  const remove = useRemoveListLine(list.uuid);
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [note, setNote] = useState(line.note);
  const edited = quantity !== String(line.quantity) || note !== line.note;
  return (
    <tr className="list-lines__row" data-testid="list-line" data-variant={line.variant_id}>
      <td className="list-lines__code" data-label={t('lists.col_code')}>
        {line.code}
      </td>
      <th scope="row" data-label={t('lists.col_product')}>
        {line.title}
      </th>
      <td data-label={t('lists.quantity_label')}>
        {list.may_manage ? (
          <input
            className="list-lines__input"
            type="number"
            inputMode="numeric"
            min={1}
            value={quantity}
            aria-label={`${t('lists.quantity_label')}: ${line.title}`}
            onChange={(event) => setQuantity(event.target.value)}
            data-testid="list-line-quantity"
          />
        ) : (
          line.quantity
        )}
      </td>
      <td data-label={t('lists.note_label')}>
        {list.may_manage ? (
          <input
            className="list-lines__input"
            value={note}
            maxLength={200}
            aria-label={`${t('lists.note_label')}: ${line.title}`}
            onChange={(event) => setNote(event.target.value)}
          />
        ) : (
          line.note
        )}
      </td>
      {list.may_manage ? (
        <td className="list-lines__actions">
          <Button
            variant="secondary"
            disabled={!edited || change.isPending}
            onClick={() =>
              change.mutate(
                { variantId: line.variant_id, body: { quantity: Number(quantity), note } },
                { onError: failed },
              )
            }
            data-testid="list-line-save"
          >
            {t('lists.save_line')}
          </Button>
          <button
            type="button"
            className="account-link-button"
            disabled={remove.isPending}
            onClick={() => remove.mutate(line.variant_id, { onError: failed })}
            data-testid="list-line-remove"
          >
            {t('lists.remove_line')}
          </button>
        </td>
      ) : null}
    </tr>
  );
}
