import { apiCalls, type RequisitionListView } from '@shop/contracts';
import { callApi, useT } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useAddListLine } from '../../api/requisition-lists';
import { useFailureNotice } from './use-failure-notice';

/** A product added by its code, as the quick order finds codes (POST /productVariant/resolve), then to the list. */
export function AddLineForm({ list }: { list: RequisitionListView }) {
  const t = useT();
  const failed = useFailureNotice();
  const add = useAddListLine(list.uuid);
  const [code, setCode] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const amount = Number(quantity);
      const { lines } = await callApi(apiCalls.quickOrder.resolve, { body: { lines: [{ code, quantity: amount }] } });
      const variant = lines[0]?.variant;
      if (!variant) return setError(lines[0]?.problem?.message ?? t('lists.code_unknown'));
      setError(null);
      await add.mutateAsync({ variant_id: variant.id, quantity: amount });
      setCode('');
      setQuantity('1');
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="list-page__add" onSubmit={(event) => void submit(event)} data-testid="list-add-line">
      <h2 className="list-page__add-title">{t('lists.add_title')}</h2>
      <div className="list-page__add-fields">
        <TextField
          label={t('lists.code_label')}
          value={code}
          required
          error={error}
          onChange={(event) => setCode(event.target.value)}
          data-testid="list-add-code"
        />
        <TextField
          label={t('lists.quantity_label')}
          type="number"
          inputMode="numeric"
          min={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          data-testid="list-add-quantity"
        />
        <Button type="submit" disabled={busy || code.trim() === ''}>
          {t('lists.add_line')}
        </Button>
      </div>
    </form>
  );
}
