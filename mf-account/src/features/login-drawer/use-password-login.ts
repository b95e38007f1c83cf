import { rememberLoginMethod, track, useAuthStore, useT, useUiStore } from '@shop/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { login } from '../../api/users';
import { pathAfterLogin } from './login-return';

/**
 * SPEC 4: password login success stores the user (the session is the server's HttpOnly cookie), shows success, closes
 * and goes to the profile, or back to the page that asked for the login (login-return.ts), whose
 * answers read without the session are read again. The drawer opens with the password form next time.
 */
export function usePasswordLogin() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
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
      // Leaving for the profile, or for the page without ?login=true, closes the drawer.
      const back = pathAfterLogin(location);
      if (!back) return void navigate('/users/profile');
      void queryClient.invalidateQueries();
      void navigate(back, { replace: true });
    },
  });
}
