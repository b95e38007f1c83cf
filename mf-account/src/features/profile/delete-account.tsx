import type { User } from '@shop/contracts';
import { useAuthStore, useT, useUiStore } from '@shop/state';
import { Button } from '@shop/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteUser, userKeys } from '../../api/users';

/** Self-service deletion (SPEC 6) after an explicit confirmation. */
export function DeleteAccount({ user }: { user: User }) {
  const t = useT();
  const navigate = useNavigate();
  const notify = useUiStore((state) => state.notify);
  const endSession = useAuthStore((state) => state.endSession);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);

  const remove = useMutation({
    mutationFn: () => deleteUser(user.userid),
    onSuccess: () => {
      endSession();
      queryClient.removeQueries({ queryKey: userKeys.all });
      notify('success', t('account.deleted'));
      navigate('/', { replace: true });
    },
    onError: () => notify('error', t('account.delete_failed')),
  });

  return (
    <section className="profile-card profile-card--danger" data-testid="delete-account">
      <h2 className="profile-card__title">{t('account.delete_title')}</h2>
      <p className="profile-card__text">{t('account.delete_text')}</p>
      {confirming ? (
        <div role="alertdialog" aria-label={t('account.delete_confirm')} className="profile-confirm">
          <p>
            <strong>{t('account.delete_confirm')}</strong>
          </p>
          <div className="profile-confirm__actions">
            <Button className="profile-danger-button" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {t('account.delete_confirm_button')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('account.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('account.delete_button')}
        </Button>
      )}
    </section>
  );
}
