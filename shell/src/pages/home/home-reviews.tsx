import { useLocale, useT } from '@shop/state';
import { Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { staticContentQuery } from '../../api/content';
import { HomeSection } from './home-section';

/** Placeholders while GET /static loads: as many as the shop usually has. */
const placeholderCount = 5;

/**
 * What customers say (the reviews of GET /static, shared with the footer's review widget
 * through the cache). Fixed card heights, so the placeholders take the same room.
 */
export function HomeReviews() {
  const t = useT();
  const locale = useLocale();
  const reviews = useQuery({ ...staticContentQuery(locale), select: (data) => data.reviews });
  // Reviews are a nice-to-have: on failure or with none the section is left out.
  if (reviews.isError || reviews.data?.length === 0) return null;
  return (
    <HomeSection id="reviews" title={t('home.reviews_title')} className="home__section--last">
      {/* Scrolls sideways on phones: focusable, so a keyboard can scroll it too. */}
      <ul
        className="home-reviews"
        aria-busy={reviews.isPending}
        aria-labelledby="home-reviews-title"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box is reached by keyboard only so
        tabIndex={0}
      >
        {reviews.isPending
          ? Array.from({ length: placeholderCount }, (_, index) => (
              <li key={index} className="home-reviews__item">
                <Skeleton className="home-reviews__skeleton" height="100%" />
              </li>
            ))
          : reviews.data.map((review) => (
              <li key={review.id} className="home-reviews__item" data-testid="home-review">
                <figure className="home-review">
                  <span
                    className="home-review__stars"
                    role="img"
                    aria-label={t('home.review_rating', { rating: review.rating })}
                  >
                    {'★'.repeat(review.rating)}
                    <span className="home-review__stars-off">{'★'.repeat(5 - review.rating)}</span>
                  </span>
                  <blockquote className="home-review__text">“{review.text}”</blockquote>
                  <figcaption className="home-review__author">
                    <strong>{review.author}</strong>
                    <span>{review.company}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
      </ul>
    </HomeSection>
  );
}
