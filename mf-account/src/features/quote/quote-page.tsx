import { quotePagePath, type QuoteView } from '@shop/contracts';
import {
  hasSession,
  isApiError,
  useBreadcrumbs,
  useDocumentHead,
  useFormatDay,
  useReceiveCart,
  useT,
  useTranslateText,
} from '@shop/state';
import { Button, ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { quoteQuery, useAcceptQuote, useQuotePdf } from '../../api/quotes';
import { accountCrumb } from '../profile/account-crumb';
import { QuoteChangesForm } from './quote-changes-form';
import { QuoteLines, QuoteTotals } from './quote-lines';
import { QuoteRoundLabel, QuoteRounds } from './quote-rounds';
import { quoteStatusText } from './quote-status';
import './quote.css';

/**
 * Accept (priced, before its day), the way on to checkout (accepted), or why neither (expired, not
 * yet priced, changes with the seller).
 */
function QuoteActions({ quote, token }: { quote: QuoteView; token: string }) {
  const t = useT();
  const translateText = useTranslateText();
  const day = useFormatDay();
  const navigate = useNavigate();
  const receiveCart = useReceiveCart();
  const accept = useAcceptQuote(quote.uuid, token);
  if (quote.status === 'requested') return <p className="quote__intro">{t('quote.waiting')}</p>;
  if (quote.status === 'changes_requested')
    return (
      <p className="quote__done" role="status" data-testid="quote-changes-sent">
        {t('quote.changes_sent')}
      </p>
    );
  if (quote.status === 'expired')
    return (
      <p className="quote__alert" role="alert" data-testid="quote-expired">
        {t('quote.expired_intro', { date: day(quote.pricing!.valid_until) })}
      </p>
    );
  if (quote.status === 'accepted')
    return quote.accepted ? (
      <Link className="ui-button ui-button--primary" to={`/cart/${quote.accepted.cart_uuid}?step=order`}>
        {t('quote.go_to_checkout')}
      </Link>
    ) : null;
  const refusal = accept.error && isApiError(accept.error) ? accept.error.body?.message : null;
  return (
    <div className="quote__accept">
      <p className="quote__intro">{t('quote.accept_intro')}</p>
      {refusal ? (
        <p className="quote__alert" role="alert" data-testid="quote-accept-refused">
          {translateText(refusal)}
        </p>
      ) : null}
      <Button
        disabled={accept.isPending}
        data-testid="quote-accept"
        onClick={() =>
          accept.mutate(undefined, {
            onSuccess: (cart) => {
              // The quote's cart is the buyer's cart from now on: the cart button and checkout follow it.
              receiveCart(cart);
              void navigate(`/cart/${cart.uuid}?step=order`);
            },
          })
        }
      >
        {t('quote.accept')}
      </Button>
    </div>
  );
}

/** A priced offer, also an expired one, may be answered with changes: the form opens in place of the actions. */
function AskChanges({ quote, token }: { quote: QuoteView; token: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (quote.status !== 'priced' && quote.status !== 'expired') return null;
  if (open) return <QuoteChangesForm quote={quote} token={token} onCancel={() => setOpen(false)} />;
  return (
    <div className="quote__actions">
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="quote-changes-open">
        {t('quote.changes_open')}
      </Button>
    </div>
  );
}

function PdfButton({ quote, token }: { quote: QuoteView; token: string }) {
  const t = useT();
  const pdf = useQuotePdf(quote.uuid, token);
  if (!quote.pricing) return null;
  return (
    <Button
      variant="secondary"
      disabled={pdf.isPending}
      data-testid="quote-pdf"
      onClick={() => pdf.mutate(undefined, { onSuccess: (url) => window.open(url, '_blank', 'noopener') })}
    >
      {t('quote.pdf')}
    </Button>
  );
}

/**
 * /quote/{uuid} (QuotePage of mf_account/app): the buyer's quote, its state, lines, prices,
 * validity, PDF and acceptance. A logged-in buyer's quote opens with their session; a guest's with
 * the link of its mail, whose token stays in the fragment (never sent by the browser) and goes to
 * the calls as a Bearer token.
 */
export function QuotePage() {
  const t = useT();
  useDocumentHead(t('head.quote.title'), t('head.quote.description'));
  const translateText = useTranslateText();
  const { uuid = '' } = useParams();
  const token = useLocation().hash.replace(/^#/, '');
  const quote = useQuery(quoteQuery(uuid, token));
  // A guest's quote is theirs by its mail's link, not by an account: no "My account" above it.
  useBreadcrumbs([
    ...(hasSession() ? [accountCrumb(t)] : []),
    {
      label: quote.data ? t('quote.page_title', { number: quote.data.number }) : t('quote.doc_title'),
      href: quotePagePath(uuid),
    },
  ]);

  let body;
  if (quote.isError && isApiError(quote.error) && quote.error.isClientError)
    body = (
      <p className="quote__alert" role="alert" data-testid="quote-refused">
        {quote.error.status === 404 && !token && !hasSession()
          ? t('quote.login_needed')
          : translateText(quote.error.body?.message ?? 'quote.link_invalid')}
      </p>
    );
  else if (quote.isError)
    body = (
      <ErrorMessage
        message={t('quote.load_failed')}
        retryLabel={t('quote.retry')}
        onRetry={() => void quote.refetch()}
      />
    );
  else if (!quote.data) body = <Skeleton height={360} />;
  else
    body = (
      <>
        <p className="quote__status" data-testid="quote-status" data-status={quote.data.status}>
          <span className="quote__muted">{t('quote.status_label')}:</span> {t(quoteStatusText[quote.data.status])}
          <QuoteRoundLabel quote={quote.data} />
        </p>
        {quote.data.note ? (
          <p className="quote__note">
            <span className="quote__muted">{t('quote.note_label')}:</span> {quote.data.note}
          </p>
        ) : null}
        <QuoteLines quote={quote.data} />
        <QuoteTotals quote={quote.data} />
        {quote.data.pricing?.comment ? (
          <p className="quote__note" data-testid="quote-comment">
            <span className="quote__muted">{t('quote.seller_comment')}:</span> {quote.data.pricing.comment}
          </p>
        ) : null}
        <div className="quote__actions">
          <QuoteActions quote={quote.data} token={token} />
          <PdfButton quote={quote.data} token={token} />
        </div>
        <AskChanges quote={quote.data} token={token} />
        <QuoteRounds quote={quote.data} />
      </>
    );

  return (
    <section className="ui-container quote" data-testid="quote-page" data-remote="account">
      <h1 className="quote__title">
        {quote.data ? t('quote.page_title', { number: quote.data.number }) : t('quote.doc_title')}
      </h1>
      {body}
    </section>
  );
}

export default QuotePage;
