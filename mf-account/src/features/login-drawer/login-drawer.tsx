import { useAuthStore, useT } from '@shop/state';
import { Drawer } from '@shop/ui';
import { useCallback, useState } from 'react';
import { EmailSentNotice } from './email-sent-notice';
import { MagicLinkForm } from './magic-link-form';
import './login-drawer.css';

export interface LoginDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The login dialog (exposed as mf_account/LoginDrawer); passwordless view for now. */
export function LoginDrawer({ open, onClose }: LoginDrawerProps) {
  const t = useT();
  const isEmailSent = useAuthStore((state) => state.isEmailSent);
  const resetAuth = useAuthStore((state) => state.reset);
  const [email, setEmail] = useState('');

  const close = useCallback(() => {
    resetAuth();
    onClose();
  }, [resetAuth, onClose]);

  return (
    <Drawer open={open} onClose={close} title={t('account.login_title')} closeLabel={t('account.close')} testId="login-drawer">
      <div data-remote="account" data-build={process.env.SHOP_BUILD_LABEL}>
        {isEmailSent ? <EmailSentNotice email={email} /> : <MagicLinkForm onEmail={setEmail} />}
      </div>
    </Drawer>
  );
}

export default LoginDrawer;
