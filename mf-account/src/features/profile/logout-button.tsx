import { isApiError, useAuthStore, useT, useUiStore } from '@shop/state';
import { Button } from '@shop/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logout, userKeys } from '../../api/users';

/** Ends the session on the server, then forgets it here. */
export function LogoutButton() {
  const t = useT();
  const navigate = useNavigate();
  const notify = useUiStore((state) => state.notify);
  const endSession = useAuthStore((state) => state.endSession);
  const queryClient = useQueryClient();
  const loggedOut = () => {
    endSession();
    queryClient.removeQueries({ queryKey: userKeys.all });
    notify('success', t('account.logged_out'));
    navigate('/', { replace: true });
  };
  const leave = useMutation({
    mutationFn: logout,
    onSuccess: loggedOut,
    // 401: the session had already ended (a password reset elsewhere): the buyer is logged out all the same.
    onError: (error) =>
      isApiError(error) && error.status === 401 ? loggedOut() : notify('error', t('account.logout_failed')),
  });
  return (
    <Button variant="secondary" onClick={() => leave.mutate()} disabled={leave.isPending} data-testid="logout-button">
      {t('account.logout')}
    </Button>
  );
}
