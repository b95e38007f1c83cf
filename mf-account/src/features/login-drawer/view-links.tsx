import { useAuthStore, useT, type AuthView } from '@shop/state';

/** SPEC 4 transitions: the password toggle, forgot password, create account, and back. */
export function ViewLinks({ onChange }: { onChange: (view: AuthView) => void }) {
  const t = useT();
  const view = useAuthStore((state) => state.view);
  const setView = useAuthStore((state) => state.setView);
  const back = useAuthStore((state) => state.back);
  const go = (next: AuthView) => {
    setView(next);
    onChange(next);
  };
  const goBack = () => {
    back();
    onChange(useAuthStore.getState().view);
  };

  return (
    <nav className="login-drawer__links" aria-label={t('account.login_title')}>
      {view === 'passwordless' ? (
        <button type="button" className="account-link-button" onClick={() => go('password')}>
          {t('account.use_password')}
        </button>
      ) : null}
      {view === 'password' ? (
        <>
          <button type="button" className="account-link-button" onClick={() => go('passwordReset')}>
            {t('account.forgot_password')}
          </button>
          <button type="button" className="account-link-button" onClick={goBack}>
            {t('account.use_magic_link')}
          </button>
          <p className="login-drawer__signup">
            {t('account.no_account_yet')}{' '}
            <button type="button" className="account-link-button" onClick={() => go('signup')}>
              {t('account.create_account')}
            </button>
          </p>
        </>
      ) : null}
      {view === 'passwordReset' || view === 'signup' ? (
        <button type="button" className="account-link-button" onClick={goBack}>
          ← {t('account.back')}
        </button>
      ) : null}
    </nav>
  );
}
