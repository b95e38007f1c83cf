import { quotePagePath, quotesPagePath, type QuoteSummary } from '@shop/contracts';
import { useBreadcrumbs, useDocumentHead, useFormatDay, useFormatEur, useT } from '@shop/state';
import { Button } from '@shop/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { myQuotesQuery } from '../../api/quotes';
import { accountCrumb } from '../profile/account-crumb';
import { AccountListState } from '../profile/account-list-state';
import { useCurrentUser } from '../profile/use-current-user';
import { quoteStatusText } from './quote-status';
import '../../components/account.css';
import './quotes.css';

function QuoteItem({ quote }: { quote: QuoteSummary }) {
  const t = useT();
  const eur = useFormatEur();
  const day = useFormatDay();
  return (
    <li className="quote-list__item" data-testid="quote-list-item" data-status={quote.status}>
      <div className="quote-list__head">
        <Link to={quotePagePath(quote.uuid)} className="quote-list__number">
          {quote.number}
        </Link>
        <span className={`quote-list__status quote-list__status--${quote.status}`}>
          {t(quoteStatusText[quote.status])}
        </span>
      </div>
      <dl className="quote-list__facts">
        <div>
          <dt>{t('account.quotes.requested_on')}</dt>
          <dd>{day(quote.created_at.slice(0, 10))}</dd>
        </div>
        <div>
          <dt>{t('account.quotes.products')}</dt>
          <dd>{quote.lines}</dd>
        </div>
        {quote.total !== null ? (
          <div>
            <dt>{t('account.quotes.total')}</dt>
            <dd>{eur(quote.total)}</dd>
          </div>
        ) : null}
        {quote.valid_until ? (
          <div>
            <dt>{t('account.quotes.valid_until')}</dt>
            <dd>{day(quote.valid_until)}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/**
 * /quotes (QuotesPage of mf_account/app): the signed-in buyer's quote requests, newest first, each
 * with its status, the quoted total and validity once priced, and a link to the quote's page.
 */
export function QuotesPage() {
  const t = useT();
  useDocumentHead(t('head.quotes.title'), t('head.quotes.description'));
  useBreadcrumbs([accountCrumb(t), { label: t('account.quotes.title'), href: quotesPagePath }]);
  const { loggedIn, consent } = useCurrentUser();
  const list = useInfiniteQuery(myQuotesQuery(loggedIn && consent));

  const content = (
    <AccountListState
      consent={consent}
      loggedIn={loggedIn}
      list={list}
      path={quotesPagePath}
      loginHint="account.quotes.login_hint"
      loadFailed="account.quotes.load_failed"
    >
      {({ pages }) => {
        const quotes = pages.flatMap((page) => page.quotes);
        if (quotes.length === 0)
          return (
            <p className="profile-card__text" data-testid="quote-list-empty">
              {t('account.quotes.empty')}
            </p>
          );
        return (
          <>
            <ul className="quote-list" data-testid="quote-list">
              {quotes.map((quote) => (
                <QuoteItem key={quote.uuid} quote={quote} />
              ))}
            </ul>
            {list.hasNextPage ? (
              <Button
                variant="secondary"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
                data-testid="quote-list-more"
              >
                {t('account.quotes.more')}
              </Button>
            ) : null}
          </>
        );
      }}
    </AccountListState>
  );

  return (
    <section className="ui-container quotes-page" data-testid="quotes-page" data-remote="account">
      <h1 className="quotes-page__title">{t('account.quotes.title')}</h1>
      {content}
    </section>
  );
}

export default QuotesPage;
