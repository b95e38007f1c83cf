import { useT } from '@shop/state';

/** SPEC 2: after the link is sent, "check your e-mail" with the spam hint and the link validity. */
export function EmailSentNotice({ email }: { email: string }) {
  const t = useT();
  return (
    <div role="status" data-testid="email-sent">
      <h3 className="login-drawer__sent-title">{t('account.email_sent_title')}</h3>
      <p>{t('account.email_sent_text', { email })}</p>
    </div>
  );
}
