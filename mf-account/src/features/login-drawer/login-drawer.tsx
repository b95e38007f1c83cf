import type { LoginDrawerProps } from '@shop/contracts';
import { track, useAuthStore, useFunctionalConsent, useT, type AuthView } from '@shop/state';
import { Drawer } from '@shop/ui';
import { useCallback, useState } from 'react';
import { ConsentNotice } from '../consent/consent-notice';
import { EmailSentNotice } from './email-sent-notice';
import { MagicLinkForm } from './magic-link-form';
import { PasswordLoginForm } from './password-login-form';
import { PasswordResetForm } from './password-reset-form';
import { SignupForm } from './signup-form';
import { ViewLinks } from './view-links';
import '../../components/account.css';
import './login-drawer.css';

const titles = {
  passwordless: 'account.login_title',
  password: 'account.login_title',
  passwordReset: 'account.reset_title',
  signup: 'account.signup_title',
} as const satisfies Record<AuthView, string>;

const forms = {
  passwordless: MagicLinkForm,
  password: PasswordLoginForm,
  passwordReset: PasswordResetForm,
  signup: SignupForm,
};

/**
 * The login dialog (LoginDrawer of mf_account/app): a right-side drawer from 768 px, a full-screen
 * dialog below. Views and their transitions are SPEC 4's; the e-mail typed stays across views.
 */
export function LoginDrawer({ open, onClose }: LoginDrawerProps) {
  const t = useT();
  const view = useAuthStore((state) => state.view);
  const isEmailSent = useAuthStore((state) => state.isEmailSent);
  const resetAuth = useAuthStore((state) => state.reset);
  const consent = useFunctionalConsent();
  const [email, setEmail] = useState('');

  const close = useCallback(() => {
    resetAuth();
    onClose();
  }, [resetAuth, onClose]);

  const Form = forms[view];
  return (
    <Drawer open={open} onClose={close} title={t(titles[view])} closeLabel={t('account.close')} testId="login-drawer">
      <div data-remote="account" data-build={process.env.SHOP_BUILD_LABEL} data-view={view} className="login-drawer">
        {isEmailSent ? (
          <EmailSentNotice email={email} />
        ) : (
          <>
            {consent ? null : <ConsentNotice />}
            <Form email={email} onEmail={setEmail} />
            <ViewLinks onChange={(next) => void track('Account View Changed', { view: next })} />
          </>
        )}
      </div>
    </Drawer>
  );
}

export default LoginDrawer;
