import { authAnswers } from '@shop/contracts';
import { rememberLoginMethod, track, useAuthStore, useDocumentHead, useT } from '@shop/state';
import { buttonClassName } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { checkMagicLink } from '../../api/users';
import '../../components/account.css';

/** How long the verified message stays before the profile opens. */
export const redirectDelayMs = 1500;

/**
 * /users/verify?token= (VerifyAccountPage of mf_account/app): the link of a signup or magic-link
 * e-mail. SPEC 4: verifying, then verified or failed; verified goes on to the profile.
 */
export function VerifyAccountPage() {
  const t = useT();
  useDocumentHead(t('head.profile.title'), t('head.profile.description'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const startSession = useAuthStore((state) => state.startSession);
  const check = useMutation({
    mutationFn: checkMagicLink,
    onSuccess: ({ user }) => {
      startSession(user);
      // The drawer opens with the login link form next time.
      rememberLoginMethod('link');
      void track('Account Logged In', { method: 'link' });
    },
  });
  // A link works once: the check must not run twice (React runs effects twice in development).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    check.mutate(token);
  }, [token, check]);

  const verified = check.isSuccess;
  useEffect(() => {
    if (!verified) return undefined;
    const timer = setTimeout(() => navigate('/users/profile', { replace: true }), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  const failed = check.isError || !token;
  const state = failed ? 'failed' : verified ? 'verified' : 'verifying';
  return (
    <section
      className="ui-container account-page"
      data-testid="verify-account"
      data-state={state}
      data-remote="account"
    >
      <div className="account-page__card" role="status">
        <h1 className="account-page__title">{failed ? t('account.verify_failed') : t('account.verify_title')}</h1>
        {state === 'verifying' ? <p className="account-page__text">{t('account.verifying')}</p> : null}
        {state === 'verified' ? (
          <>
            <p className="account-page__text">
              {check.data?.code === authAnswers.accountVerified.code
                ? t('account.verified')
                : t('account.logged_in_by_link')}
            </p>
            <p className="account-page__text">{t('account.redirecting')}</p>
          </>
        ) : null}
        {failed ? (
          <>
            <p className="account-page__text">{t('account.verify_failed_hint')}</p>
            <Link to="/?login=true" className={buttonClassName('primary')}>
              {t('account.request_new_link')}
            </Link>
          </>
        ) : null}
      </div>
    </section>
  );
}

export default VerifyAccountPage;
