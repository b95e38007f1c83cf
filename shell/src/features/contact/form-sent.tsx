import { useT } from '@shop/state';

/** What a contact-type form turns into once its message went through. */
export function FormSent({ testId }: { testId: string }) {
  const t = useT();
  return (
    <div className="contact-form__sent content-card" role="status" data-testid={testId}>
      <h2>{t('contact.sent')}</h2>
      <p>{t('contact.sent_text')}</p>
    </div>
  );
}
