import { loginReturnParam } from '@shop/contracts';
import { useAuthStore } from '@shop/state';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { RemoteLoginDrawer } from '../../remotes/remote-components';

const isProfilePath = (pathname: string) => pathname.replace(/\/+$/, '') === '/users/profile';

/**
 * SPEC 2: login opens when ?login=true is present (and on /users/profile for a visitor);
 * closing removes the parameter. The drawer itself comes from mf-account.
 */
export function LoginSlot() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const wantsLogin = params.get('login') === 'true';
  const loggedIn = useAuthStore((state) => state.loggedIn);
  const open = wantsLogin || (isProfilePath(pathname) && !loggedIn);

  const close = useCallback(() => {
    if (wantsLogin) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('login');
          next.delete(loginReturnParam);
          return next;
        },
        { replace: true },
      );
    } else {
      navigate('/', { replace: true });
    }
  }, [wantsLogin, setParams, navigate]);

  if (!open) return null;
  // the drawer is fixed-position; the wrapper only places the error state if mf-account fails
  return (
    <div className="ui-container">
      <RemoteLoginDrawer open onClose={close} />
    </div>
  );
}
