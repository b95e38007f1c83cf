import { useConsentStore, useT, useUiStore } from '@shop/state';
import { Button, useModalFocus } from '@shop/ui';
import { useId, useRef, useState } from 'react';
import './cookie-dialog.css';

interface ToggleProps {
  label: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  testId: string;
}

function ConsentToggle({ label, text, checked, disabled, onChange, testId }: ToggleProps) {
  const id = useId();
  return (
    <div className="cookie-dialog__option">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.checked)}
        data-testid={testId}
      />
      <label htmlFor={id}>
        <strong>{label}</strong>
        <span>{text}</span>
      </label>
    </div>
  );
}

/**
 * SPEC 4 cookie consent: essential only, custom (functional, analytics) or accept all. Opens by
 * itself until the buyer has chosen, and again from the cookie settings (footer, login drawer):
 * asked for, it is a modal dialog above everything, the login drawer included.
 */
export function CookieDialog() {
  const consent = useConsentStore((state) => state.consent);
  const reopened = useUiStore((state) => state.cookieDialogOpen);
  if (consent !== null && !reopened) return null;
  // Keyed: reopening from the footer starts afresh, with the custom options showing the saved choice.
  return <ConsentChoice key={reopened ? 'reopened' : 'first'} reopened={reopened} />;
}

function ConsentChoice({ reopened }: { reopened: boolean }) {
  const t = useT();
  const consent = useConsentStore((state) => state.consent);
  const choose = useConsentStore((state) => state.choose);
  const setOpen = useUiStore((state) => state.setCookieDialogOpen);
  const [custom, setCustom] = useState(reopened);
  const [functional, setFunctional] = useState(consent?.functional ?? false);
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalFocus(dialogRef, reopened, () => setOpen(false));

  const decide = (next: { functional: boolean; analytics: boolean }) => {
    choose(next);
    setOpen(false);
    setCustom(false);
  };

  return (
    <div
      ref={dialogRef}
      className={reopened ? 'cookie-dialog cookie-dialog--modal' : 'cookie-dialog'}
      role="dialog"
      aria-modal={reopened}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="cookie-dialog"
    >
      <div className="cookie-dialog__panel">
        <h2 id={titleId} className="cookie-dialog__title">
          {t('consent.title')}
        </h2>
        <p className="cookie-dialog__text">{t('consent.text')}</p>
        {custom ? (
          <div className="cookie-dialog__options">
            <ConsentToggle
              label={t('consent.essential')}
              text={t('consent.essential_text')}
              checked
              disabled
              testId="consent-essential"
            />
            <ConsentToggle
              label={t('consent.functional')}
              text={t('consent.functional_text')}
              checked={functional}
              onChange={setFunctional}
              testId="consent-functional"
            />
            <ConsentToggle
              label={t('consent.analytics')}
              text={t('consent.analytics_text')}
              checked={analytics}
              onChange={setAnalytics}
              testId="consent-analytics"
            />
          </div>
        ) : null}
        <div className="cookie-dialog__actions">
          <Button
            variant="secondary"
            onClick={() => decide({ functional: false, analytics: false })}
            data-testid="consent-essential-only"
          >
            {t('consent.essential_only')}
          </Button>
          {custom ? (
            <Button variant="secondary" onClick={() => decide({ functional, analytics })} data-testid="consent-save">
              {t('consent.save')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setCustom(true)} data-testid="consent-customize">
              {t('consent.customize')}
            </Button>
          )}
          <Button onClick={() => decide({ functional: true, analytics: true })} data-testid="consent-accept-all">
            {t('consent.accept_all')}
          </Button>
        </div>
      </div>
    </div>
  );
}
