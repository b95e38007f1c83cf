import type { Variant, VariantRowProps } from '@shop/contracts';
import { useFormatEur, useLocale, useT } from '@shop/state';
import { ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { rankedVariantsQuery } from '../../api/listing';
import { listPicture, titleParts } from '../variant-info/variant-texts';
import './variant-rows.css';

/** Variants a row holds: more than fit on a wide screen (8), so every width has something to scroll to. */
export const rowLength = 12;

function CardPicture({ variant }: { variant: Variant }) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  const picture = listPicture(variant.variant_pictures);
  return picture && !broken ? (
    <img className="variant-row__picture" src={picture.url} alt="" loading="lazy" onError={() => setBroken(true)} />
  ) : (
    <span className="variant-row__picture variant-row__picture--none">{t('catalogue.no_picture')}</span>
  );
}

/** The product's name, then what sets this variant apart (a space between, for the link's name). */
function CardTitle({ variant }: { variant: Variant }) {
  const { name, distinction } = titleParts(variant);
  return (
    <>
      <span className="variant-row__title">{name}</span> <span className="variant-row__distinction">{distinction}</span>
    </>
  );
}

/** Which ends of the row have more to scroll to (the buttons show only there). */
function useScrollEnds() {
  const ref = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ back: false, on: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const back = el.scrollLeft > 1;
    const on = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEnds((prev) => (prev.back === back && prev.on === on ? prev : { back, on }));
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return { ref, ends, measure };
}

/**
 * One row of ranked variants for the front page (VariantRows of mf_catalogue/app): picture,
 * title and price without VAT, linking to the variant page. 8 cards fit a wide screen, 4.5 a
 * tablet and 3.5 a phone: the half card says the row scrolls sideways. Skeleton cards of the
 * same size stand in while it loads, so nothing below moves.
 */
export function VariantRow({ list, labelledBy }: VariantRowProps) {
  const t = useT();
  const locale = useLocale();
  const formatEur = useFormatEur();
  const query = useQuery(rankedVariantsQuery(locale, list, rowLength));
  const { ref, ends, measure } = useScrollEnds();
  useEffect(measure, [query.data, measure]);

  const scroll = (direction: 1 | -1) => {
    const el = ref.current;
    // Most of a screen at a time, so the card cut at the edge comes into full view.
    el?.scrollBy({ left: direction * el.clientWidth * 0.85, behavior: 'smooth' });
  };

  if (query.isError) {
    return (
      <div className="variant-row variant-row--error" data-testid={`variant-row-${list}`} data-remote="catalogue">
        <ErrorMessage
          message={t('catalogue.row_error')}
          retryLabel={t('remote.retry')}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (query.data && query.data.length === 0) {
    return (
      <p className="variant-row variant-row--empty" data-testid={`variant-row-${list}`} data-remote="catalogue">
        {t('catalogue.row_empty')}
      </p>
    );
  }
  return (
    <div
      className="variant-row"
      data-testid={`variant-row-${list}`}
      data-remote="catalogue"
      aria-busy={query.isPending}
    >
      <ul
        className="variant-row__list"
        ref={ref}
        onScroll={measure}
        aria-labelledby={labelledBy}
        data-testid="variant-row-list"
      >
        {query.isPending
          ? Array.from({ length: rowLength }, (_, index) => (
              <li key={index} className="variant-row__item" data-testid="variant-row-skeleton">
                <Skeleton className="variant-row__skeleton" height="100%" />
              </li>
            ))
          : query.data.map((variant) => (
              <li key={variant.id} className="variant-row__item">
                <Link
                  to={`/variant/${variant.id}`}
                  className="variant-row__card"
                  data-testid="variant-row-card"
                  title={variant.title}
                >
                  <CardPicture variant={variant} />
                  <CardTitle variant={variant} />
                  <span className="variant-row__price">
                    <span className="variant-row__amount">{formatEur(variant.sale_price)}</span>
                    <span className="variant-row__vat">{t('product.without_vat')}</span>
                  </span>
                </Link>
              </li>
            ))}
      </ul>
      {ends.back ? (
        <button
          type="button"
          className="variant-row__scroll variant-row__scroll--back"
          onClick={() => scroll(-1)}
          aria-label={t('catalogue.row_previous')}
        >
          ‹
        </button>
      ) : null}
      {ends.on ? (
        <button
          type="button"
          className="variant-row__scroll variant-row__scroll--on"
          onClick={() => scroll(1)}
          aria-label={t('catalogue.row_next')}
        >
          ›
        </button>
      ) : null}
    </div>
  );
}

export default VariantRow;
