import { quotePagePath, type OrderQuote } from '@shop/contracts';
import { useFormatDay, useT } from '@shop/state';
import { Link } from 'react-router-dom';
import './quote.css';

/** Above a quote's cart: its lines and prices are the quote's, until its validity date. */
export function QuoteCartNote({ quote }: { quote: OrderQuote }) {
  const t = useT();
  const day = useFormatDay();
  return (
    <p className="quote-note" role="note" data-testid="quote-cart-note">
      {t('quote.locked_cart', { number: quote.number, date: day(quote.valid_until) })}{' '}
      <Link to={quotePagePath(quote.uuid)}>{t('quote.view_link', { number: quote.number })}</Link>
    </p>
  );
}
