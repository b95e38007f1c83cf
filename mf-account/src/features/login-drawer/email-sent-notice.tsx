import { useAuthStore, useT, type AuthView } from '@shop/state';
import { Button } from '@shop/ui';

/** Which mail went out in each view. */
const sentText = {
  passwordless: 'account.email_sent_text',
  password: 'account.email_sent_text',
  signup: 'account.verify_sent_text',
  passwordReset: 'account.reset_sent_text',
} as const satisfies Record<AuthView, string>;

/** SPEC 2: after the link is sent, "check your e-mail" with the spam hint and the link validity. */
export function EmailSentNotice({ email }: { email: string }) {
  const t = useT();
  const view = useAuthStore((state) => state.view);
  const setEmailSent = useAuthStore((state) => state.setEmailSent);
  return (
    <div role="status" data-testid="email-sent" className="login-drawer__sent">
      <div className="login-drawer__sent-icon" aria-hidden="true">
        ✉
      </div>
      <h3 className="login-drawer__sent-title">{t('account.email_sent_title')}</h3>
      <p>{t(sentText[view], { email })}</p>
      {/* The chosen password only takes effect in the browser that signed up (docs/sessions.md). */}
      {view === 'signup' ? <p data-testid="same-browser-hint">{t('account.verify_same_browser')}</p> : null}
      <Button variant="secondary" onClick={() => setEmailSent(false)}>
        {t('account.email_sent_back')}
      </Button>
    </div>
  );
}
