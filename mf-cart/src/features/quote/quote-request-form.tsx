import { quotePagePath, RequestQuoteBodySchema, type Order, type QuoteRequested } from '@shop/contracts';
import { isApiError, useT, useTranslateText } from '@shop/state';
import { FormActions, TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useRequestQuote } from '../../api/quotes';

type QuoteField = 'name' | 'email' | 'company' | 'phone' | 'note';

const formText = (cart: Order, key: string) => {
  const value = cart.form?.[key];
  return typeof value === 'string' ? value : '';
};

/** A server's or the schema's field path (`buyer.email`, `note`) as the form's field. */
const fieldOf = (path: string): QuoteField | null => {
  const name = path.replace(/^buyer\./, '');
  return ['name', 'email', 'company', 'phone', 'note'].includes(name) ? (name as QuoteField) : null;
};

function Requested({ cart, requested }: { cart: Order; requested: QuoteRequested }) {
  const t = useT();
  return (
    <div className="quote-request__done" role="status" data-testid="quote-requested">
      <p>{t('quote.request_done', { number: requested.number, email: requested.email })}</p>
      {/* A guest opens the quote with the link of its mail; a logged-in buyer with their session. */}
      {cart.user_id !== null ? (
        <Link to={quotePagePath(requested.uuid)} data-testid="quote-requested-link">
          {t('quote.view_link', { number: requested.number })}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The quote request's form: the buyer's details and note; the server freezes the cart's lines into
 * the request and mails the seller. The cart itself stays as it is. Its own module, loaded when the
 * buyer opens it (quote-request.tsx).
 */
export function QuoteRequestForm({ cart, onCancel }: { cart: Order; onCancel: () => void }) {
  const t = useT();
  const translateText = useTranslateText();
  const request = useRequestQuote();
  const [values, setValues] = useState<Record<QuoteField, string>>(() => ({
    name: formText(cart, 'name'),
    email: formText(cart, 'email'),
    company: formText(cart, 'company'),
    phone: formText(cart, 'phone'),
    note: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<QuoteField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (request.data) return <Requested cart={cart} requested={request.data} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { note, ...buyer } = values;
    // The server's rules, so the buyer learns them before sending; the server checks them again.
    const parsed = RequestQuoteBodySchema.safeParse({ cart_uuid: cart.uuid, note, buyer });
    const next: Partial<Record<QuoteField, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path.join('.'));
        if (field) next[field] ??= translateText(issue.message);
      }
    setErrors(next);
    setFailure(null);
    if (!parsed.success) return;
    request.mutate(parsed.data, {
      onError: (error) => {
        if (!isApiError(error)) return setFailure(t('quote.load_failed'));
        const refused: Partial<Record<QuoteField, string>> = {};
        for (const issue of error.body?.issues ?? []) {
          const field = fieldOf(issue.field);
          if (field) refused[field] ??= issue.reason;
        }
        setErrors(refused);
        if (Object.keys(refused).length === 0) setFailure(error.body?.message ?? t('quote.load_failed'));
      },
    });
  };
  const field = (name: QuoteField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: errors[name],
  });

  return (
    <>
      <h2 className="quote-request__title">{t('quote.request_title')}</h2>
      <p className="quote-request__intro">{t('quote.request_intro')}</p>
      <form onSubmit={submit} noValidate data-testid="quote-request-form">
        <div className="quote-request__grid">
          <TextField label={t('quote.name')} required autoComplete="name" maxLength={200} {...field('name')} />
          <TextField label={t('quote.email')} required type="email" autoComplete="email" {...field('email')} />
          <TextField label={t('quote.company')} autoComplete="organization" maxLength={200} {...field('company')} />
          <TextField label={t('quote.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        </div>
        <TextField label={t('quote.note')} multiline rows={3} maxLength={2000} {...field('note')} />
        <FormActions
          className={{ actions: 'quote-request__actions', failure: 'quote-request__alert' }}
          submit={{ label: t('quote.request_submit'), pending: request.isPending, testId: 'quote-request-submit' }}
          cancel={{ label: t('quote.cancel'), variant: 'ghost', onClick: onCancel }}
          failure={failure}
        />
      </form>
    </>
  );
}
