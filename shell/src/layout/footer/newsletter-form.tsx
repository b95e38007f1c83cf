import { useT, useUiStore } from '@shop/state';
import { Button } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { subscribeNewsletter } from '../../api/forms';

/** SPEC 4 newsletter: form, then success, or an error toast; back to the form when the route changes. */
export function NewsletterForm() {
  const { pathname } = useLocation();
  // Keyed by the route: each page starts with an empty form and no earlier answer.
  return <Subscription key={pathname} />;
}

function Subscription() {
  const t = useT();
  const notify = useUiStore((state) => state.notify);
  const [email, setEmail] = useState('');
  const inputId = useId();
  const mutation = useMutation({
    mutationFn: subscribeNewsletter,
    onError: () => notify('error', t('footer.newsletter.error_message')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ email, pageUri: window.location.href, pageName: document.title });
  };

  return (
    <section className="newsletter" data-testid="newsletter">
      <div className="newsletter__intro">
        <h2 className="newsletter__title">{t('footer.newsletter_title')}</h2>
        <p className="newsletter__text">{t('footer.newsletter_text')}</p>
      </div>
      {mutation.isSuccess ? (
        <p className="newsletter__success" role="status" data-testid="newsletter-success">
          {t('footer.newsletter.success')}
        </p>
      ) : (
        <form className="newsletter__form" onSubmit={submit}>
          <label htmlFor={inputId} className="ui-visually-hidden">
            {t('footer.newsletter.email')}
          </label>
          <input
            id={inputId}
            className="ui-field__input newsletter__input"
            type="email"
            required
            autoComplete="email"
            placeholder={t('footer.newsletter.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" disabled={mutation.isPending}>
            {t('footer.newsletter.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
