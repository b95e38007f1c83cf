import { numberFormat } from '@shop/i18n';
import { useCountT, useLocale, useT } from '@shop/state';
import { useQuery } from '@tanstack/react-query';
import { staticContentQuery } from '../../api/content';

const shownReviews = 2;

/** Finnish footer: the shop's customer rating and the latest reviews (from GET /static). */
export function ReviewWidget() {
  const t = useT();
  const tc = useCountT();
  const locale = useLocale();
  const { data } = useQuery(staticContentQuery(locale));
  const reviews = data?.reviews ?? [];
  if (reviews.length === 0) return null;
  const score = numberFormat(locale, { maximumFractionDigits: 1 }).format(
    reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length,
  );
  return (
    <section className="review-widget" data-testid="review-widget">
      <h2 className="footer__heading">{t('footer.reviews_title')}</h2>
      <p className="review-widget__score">
        <span aria-hidden="true">★★★★★</span> {tc('footer.reviews_score', reviews.length, { score })}
      </p>
      {reviews.slice(0, shownReviews).map((review) => (
        <blockquote key={review.id} className="review-widget__quote">
          <p>“{review.text}”</p>
          <footer>
            {review.author}, {review.company}
          </footer>
        </blockquote>
      ))}
    </section>
  );
}
