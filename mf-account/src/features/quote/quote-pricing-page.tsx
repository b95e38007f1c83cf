import { isApiError, useDocumentHead, useT, useTranslateText } from '@shop/state';
import { ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { quotePricingQuery } from '../../api/quotes';
import { QuoteLines, QuoteTotals } from './quote-lines';
import { QuotePricingForm } from './quote-pricing-form';
import { QuoteRoundLabel, QuoteRounds } from './quote-rounds';
import './quote.css';

/**
 * /quote-pricing#<token> (QuotePricingPage of mf_account/app): the seller prices a quote request
 * by the signed link of its mail (no back office for quotes yet). The token stays in the fragment,
 * which the browser never sends; the calls carry it as a Bearer token.
 */
export function QuotePricingPage() {
  const t = useT();
  useDocumentHead(t('head.quote_pricing.title'), t('head.quote_pricing.description'));
  const translateText = useTranslateText();
  const token = useLocation().hash.replace(/^#/, '');
  const quote = useQuery(quotePricingQuery(token));

  let body;
  if (!token)
    body = (
      <p className="quote__alert" role="alert" data-testid="quote-refused">
        {t('quote.link_missing')}
      </p>
    );
  else if (quote.isError && isApiError(quote.error) && quote.error.isClientError)
    body = (
      <p className="quote__alert" role="alert" data-testid="quote-refused">
        {translateText(quote.error.body?.message ?? 'quote.link_invalid')}
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
  else {
    const { buyer } = quote.data;
    body = (
      <>
        <p className="quote__buyer" data-testid="quote-buyer">
          {[buyer.company, buyer.name, buyer.email, buyer.phone].filter(Boolean).join(' · ')}
          <QuoteRoundLabel quote={quote.data} />
        </p>
        {quote.data.note ? (
          <p className="quote__note">
            <span className="quote__muted">{t('quote.note_label')}:</span> {quote.data.note}
          </p>
        ) : null}
        {quote.data.status === 'requested' || quote.data.status === 'changes_requested' ? (
          <>
            {quote.data.rounds.length > 0 ? (
              <p className="quote__intro" data-testid="quote-pricing-round">
                {t('quote.pricing_round_intro', { round: quote.data.rounds.length + 1 })}
              </p>
            ) : null}
            <p className="quote__intro">{t('quote.pricing_intro')}</p>
            <QuotePricingForm quote={quote.data} token={token} />
          </>
        ) : (
          <>
            <p className="quote__done" role="status" data-testid="quote-priced">
              {t('quote.pricing_done', { email: buyer.email })}
            </p>
            <QuoteLines quote={quote.data} />
            <QuoteTotals quote={quote.data} />
          </>
        )}
        <QuoteRounds quote={quote.data} />
      </>
    );
  }

  return (
    <section className="ui-container quote" data-testid="quote-pricing-page" data-remote="account">
      <h1 className="quote__title">
        {quote.data ? t('quote.pricing_title', { number: quote.data.number }) : t('quote.doc_title')}
      </h1>
      {body}
    </section>
  );
}

export default QuotePricingPage;
