import type { Variant } from '@shop/contracts';
import { useFormatEur, useT } from '@shop/state';
import { Skeleton } from '@shop/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { pageSize, type ListingView } from './url-state';
import { availabilityText, useDeliveryText, listPicture, titleParts } from '../variant-info/variant-texts';

interface VariantListProps {
  variants: Variant[];
  view: ListingView;
  onVariantClick: (variant: Variant, position: number) => void;
  firstPosition: number;
}

/** Rows below the first screen load their pictures lazily; the first ones are needed at once. */
const eagerPictures = 4;

function VariantPicture({ variant, size, position }: { variant: Variant; size: number; position: number }) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  const picture = listPicture(variant.variant_pictures);
  return picture && !broken ? (
    <img
      className="variant-picture"
      src={picture.url}
      alt=""
      width={size}
      height={size}
      loading={position < eagerPictures ? 'eager' : 'lazy'}
      onError={() => setBroken(true)}
    />
  ) : (
    <span className="variant-picture variant-picture--none" style={{ width: size, height: size }}>
      {t('catalogue.no_picture')}
    </span>
  );
}

function Availability({ variant }: { variant: Variant }) {
  const t = useT();
  return (
    <span
      className={`variant-availability variant-availability--${variant.availability}`}
      data-testid="variant-availability"
    >
      {availabilityText(t, variant.availability)}
    </span>
  );
}

/** The product's name (cut at two lines if it must be) and, whole, what sets this variant apart. */
function CardTitle({ variant }: { variant: Variant }) {
  const { name, distinction } = titleParts(variant);
  return (
    <>
      <span className="variant-card__name">{name}</span>
      {distinction ? (
        <span className="variant-card__distinction" data-testid="variant-distinction">
          {' '}
          {distinction}
        </span>
      ) : null}
    </>
  );
}

export function VariantList({ variants, view, onVariantClick, firstPosition }: VariantListProps) {
  const t = useT();
  const deliveryText = useDeliveryText();
  const formatEur = useFormatEur();

  if (view === 'table') {
    return (
      <div className="listing-table__scroll">
        <table className="listing-table" data-testid="variant-table">
          <thead>
            <tr>
              <th scope="col" className="listing-table__picture-col">
                <span className="ui-visually-hidden">{t('catalogue.col_product')}</span>
              </th>
              <th scope="col">{t('catalogue.col_product')}</th>
              <th scope="col">{t('product.code')}</th>
              <th scope="col" className="listing-table__num">
                {t('product.price_without_vat')}
              </th>
              <th scope="col">{t('product.availability')}</th>
            </tr>
          </thead>
          <tbody>
            {variants.map((variant, index) => (
              <tr key={variant.id} className="listing-table__row" data-testid="variant-row">
                <td>
                  <VariantPicture variant={variant} size={48} position={index} />
                </td>
                <td className="listing-table__title">
                  <Link
                    to={`/variant/${variant.id}`}
                    onClick={() => onVariantClick(variant, firstPosition + index)}
                    data-testid="variant-link"
                  >
                    {variant.title}
                  </Link>
                </td>
                <td className="listing-table__code">{variant.code}</td>
                <td className="listing-table__num" data-testid="variant-price">
                  {formatEur(variant.sale_price)}
                </td>
                <td>
                  <Availability variant={variant} />
                  <span className="variant-delivery">{deliveryText(variant.delivery_estimate)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <ul className="variant-grid" data-testid="variant-grid">
      {variants.map((variant, index) => (
        <li key={variant.id} className="variant-card" data-testid="variant-card">
          <VariantPicture variant={variant} size={160} position={index} />
          <Link
            className="variant-card__title"
            to={`/variant/${variant.id}`}
            onClick={() => onVariantClick(variant, firstPosition + index)}
            data-testid="variant-link"
          >
            <CardTitle variant={variant} />
          </Link>
          <span className="variant-card__code">{t('catalogue.code', { code: variant.code })}</span>
          <span className="variant-card__price" data-testid="variant-price">
            {t('catalogue.price_excl_vat', { price: formatEur(variant.sale_price) })}
          </span>
          <Availability variant={variant} />
          <span className="variant-delivery">{deliveryText(variant.delivery_estimate)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Same boxes and heights as the real rows and cards, so nothing moves when the list arrives. */
export function VariantListSkeleton({ view }: { view: ListingView }) {
  return view === 'table' ? (
    <div className="variant-skeleton-table" aria-busy="true" data-testid="variants-loading">
      {Array.from({ length: pageSize }, (_, index) => (
        <Skeleton key={index} height="var(--variant-row-height)" className="variant-skeleton" />
      ))}
    </div>
  ) : (
    <ul className="variant-grid" aria-busy="true" data-testid="variants-loading">
      {Array.from({ length: pageSize }, (_, index) => (
        <li key={index} className="variant-grid__skeleton-item">
          <Skeleton height="var(--variant-card-height)" className="variant-skeleton" />
        </li>
      ))}
    </ul>
  );
}
