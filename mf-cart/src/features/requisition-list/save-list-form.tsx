import {
  apiCalls,
  requisitionListNameMax,
  requisitionListPagePath,
  SaveRequisitionListBodySchema,
  type Order,
} from '@shop/contracts';
import { callApi, isApiError, useT, useTranslateText } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

/** The name of the list the cart is saved as; once saved, a link to the list. */
export function SaveListForm({ cart }: { cart: Order }) {
  const t = useT();
  const translateText = useTranslateText();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => callApi(apiCalls.requisitionLists.save, { body: { name, cart: cart.uuid } }),
    onError: (failure) =>
      setError(
        isApiError(failure) && failure.body?.message ? translateText(failure.body.message) : t('lists.save_failed'),
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = SaveRequisitionListBodySchema.safeParse({ name, cart: cart.uuid });
    if (!checked.success) return setError(translateText(checked.error.issues[0]?.message ?? 'validation.invalid'));
    setError(null);
    save.mutate();
  };
  if (save.data)
    return (
      <p role="status" data-testid="save-as-list-done">
        {t('lists.saved', { name: save.data.name })}{' '}
        <Link to={requisitionListPagePath(save.data.uuid)} data-testid="save-as-list-link">
          {t('lists.to_lists')}
        </Link>
      </p>
    );
  return (
    <form className="save-list__form" onSubmit={submit} noValidate>
      <TextField
        label={t('lists.name_label')}
        value={name}
        maxLength={requisitionListNameMax}
        required
        error={error}
        onChange={(event) => setName(event.target.value)}
        data-testid="save-as-list-name"
      />
      <Button type="submit" disabled={save.isPending} data-testid="save-as-list-submit">
        {t('lists.save_submit')}
      </Button>
    </form>
  );
}
