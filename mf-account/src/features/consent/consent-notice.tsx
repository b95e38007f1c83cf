import { useT, useUiStore } from '@shop/state';
import '../../components/account.css';

/** SPEC 5: without functional cookies the account cannot be used; the buyer can change that here. */
export function ConsentNotice() {
  const t = useT();
  const openCookieDialog = useUiStore((state) => state.setCookieDialogOpen);
  return (
    <div className="account-notice" data-testid="consent-required">
      <p>{t('account.consent_required')}</p>
      <button type="button" className="account-link-button" onClick={() => openCookieDialog(true)}>
        {t('account.cookie_settings')}
      </button>
    </div>
  );
}
