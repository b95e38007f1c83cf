import { rememberLoginMethod, track, useAuthStore, useT, useUiStore } from '@shop/state';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { login } from '../../api/users';

/**
 * SPEC 4: password login success stores the user (the session is the server's HttpOnly cookie), shows success, closes
 * and goes to the profile. The drawer opens with the password form next time.
 */
export function usePasswordLogin() {
  const t = useT();
  const navigate = useNavigate();
  const notify = useUiStore((state) => state.notify);
  const startSession = useAuthStore((state) => state.startSession);
  const reset = useAuthStore((state) => state.reset);
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      startSession(user);
      rememberLoginMethod('password');
      notify('success', t('account.login_success'));
      void track('Account Logged In', { method: 'password' });
      reset();
      // Leaving for the profile drops ?login=true, which closes the drawer.
      navigate('/users/profile');
    },
  });
}
