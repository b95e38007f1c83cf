import { apiPath, BasketShareBodySchema, documentLink, type Order } from '@shop/contracts';
import { isApiError, useLocale, useT, useTranslateText, useUiStore } from '@shop/state';
import { Button, TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { cartCalls } from '../../api/orders';
import { CopyLinkButton } from './copy-link-button';
import './share-basket.css';

const sharedLink = (uuid: string) => `${window.location.origin}/cart/${uuid}`;

/** Share the basket as a PDF offer by e-mail, download the offer, or create and copy a link to a copy. */
export function ShareBasket({ cart }: { cart: Order }) {
  const t = useT();
  const locale = useLocale();
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  const [email, setEmail] = useState('');
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: () => cartCalls.sendOffer(cart.uuid, email, comments),
    onSuccess: (answer) => {
      notify('success', answer.message);
      setEmail('');
      setComments('');
    },
    onError: (failure) =>
      notify('error', isApiError(failure) && failure.body?.message ? failure.body.message : t('checkout.offer_failed')),
  });
  const link = useMutation({
    mutationFn: () => cartCalls.share(cart.uuid),
    onError: () => notify('error', t('checkout.share_link_failed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = BasketShareBodySchema.safeParse({ uuid: cart.uuid, email, comments });
    if (!checked.success) return setError(translateText(checked.error.issues[0]?.message ?? 'validation.invalid'));
    setError(undefined);
    send.mutate();
  };
  return (
    <section className="share" data-testid="share-basket">
      <h2 className="share__title">{t('checkout.share_title')}</h2>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('checkout.share_email')}
          type="email"
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t('checkout.share_comments')}
          multiline
          rows={2}
          value={comments}
          onChange={(e) => setComments(e.target.value)}
        />
        <div className="share__actions">
          <Button type="submit" variant="secondary" disabled={send.isPending}>
            {t('checkout.share_send')}
          </Button>
          <a
            className="share__pdf"
            href={apiPath(documentLink(`/orders/offer-pdf/${cart.uuid}`, locale))}
            target="_blank"
            rel="noreferrer"
          >
            {t('checkout.offer_pdf')}
          </a>
          <Button
            type="button"
            variant="secondary"
            onClick={() => link.mutate()}
            disabled={link.isPending}
            data-testid="share-link-create"
          >
            {t('checkout.share_link')}
          </Button>
        </div>
      </form>
      {link.data ? (
        <div className="share__link">
          {/* A link to a copy (its own uuid), never to this cart: whoever opens it gets their own cart. */}
          <TextField
            label={t('checkout.share_link_label')}
            hint={t('checkout.share_link_note')}
            value={sharedLink(link.data.uuid)}
            readOnly
            data-testid="share-link"
          />
          <div className="share__copy">
            <CopyLinkButton link={sharedLink(link.data.uuid)} testId="share-link-copy" />
          </div>
        </div>
      ) : null}
    </section>
  );
}
