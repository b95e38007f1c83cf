import { supplierPagePath } from '@shop/contracts';
import { isApiError, track, useAuthStore, useBreadcrumbs, useFormatEur, useLocale, useT } from '@shop/state';
import { ErrorMessage, HydrateWhenVisible, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { priceTiersQuery } from '../../api/pricing';
import { variantDetailQuery } from '../../api/product-variants';
import { ParentSets } from '../variant-info/parent-sets';
import { SetParts } from '../variant-info/set-parts';
import { SimilarProductRequest } from '../variant-info/similar-product-request';
import { productTrail } from '../variant-info/product-trail';
import { useProductHead } from '../variant-info/use-product-head';
import { VariantPurchase } from '../variant-info/variant-purchase';
import { availabilityText, useDeliveryText } from '../variant-info/variant-texts';
import '../variant-info/variant-info.css';
import { ImageViewer } from './image-viewer';
import { VariantNotFound } from './variant-not-found';

/**
 * /variant/{id}: one variant with pictures, attributes, set parts and add to cart (VariantPage of mf_catalogue/app).
 */
export function VariantPage() {
  const { id = '' } = useParams();
  const variantId = Number(id);
  const valid = Number.isInteger(variantId) && variantId > 0;
  const t = useT();
  const deliveryText = useDeliveryText();
  const eur = useFormatEur();
  const locale = useLocale();
  const {
    data: variant,
    isPending,
    isError,
    error,
    refetch,
  } = useQuery({ ...variantDetailQuery(variantId, locale), enabled: valid });
  // Asked beside the variant and shown with it, so the list does not push the page down later;
  // without it the page still works.
  const tiers = useQuery(priceTiersQuery(useAuthStore((state) => state.loggedIn)));
  const notFound = !valid || (isApiError(error) && error.status === 404);
  useBreadcrumbs(
    variant
      ? [...productTrail(variant), { label: variant.title, href: `/variant/${variant.id}` }]
      : notFound
        ? [{ label: t('catalogue.variant_not_found'), href: `/variant/${id}` }]
        : [],
  );
  useProductHead(variant?.title, variant?.supplier.name);
  const [requesting, setRequesting] = useState(false);

  if (notFound) return <VariantNotFound />;
  if (isError) {
    return (
      <div className="catalogue-page ui-container" data-testid="variant-page" data-remote="catalogue">
        <ErrorMessage message={t('variant.load_error')} retryLabel={t('remote.retry')} onRetry={() => void refetch()} />
      </div>
    );
  }
  return (
    <div className="catalogue-page ui-container" data-testid="variant-page" data-remote="catalogue">
      {isPending || tiers.isPending ? (
        <div className="variant-layout" aria-busy="true" data-testid="variant-page-loading">
          <Skeleton className="variant-layout__picture-skeleton" height={360} />
          <div>
            <Skeleton height={36} />
            <Skeleton className="catalogue-page__skeleton-line" height={200} />
          </div>
        </div>
      ) : (
        <>
          <div className="variant-layout">
            <ImageViewer pictures={variant.variant_pictures} alt={variant.title} />
            <div className="variant-layout__info">
              <h1 className="catalogue-page__title">{variant.title}</h1>
              <p className="catalogue-page__meta">
                {t('product.code')}: <span className="variant-table__code">{variant.code}</span> ·{' '}
                {t('product.supplier')}:{' '}
                <Link to={supplierPagePath(variant.supplier.slug)}>
                  <strong>{variant.supplier.name}</strong>
                </Link>
              </p>
              <p className="variant-layout__price">
                {eur(variant.sale_price)} <span className="variant-layout__vat">{t('product.without_vat')}</span>
              </p>
              <dl className="variant-facts">
                <dt>{t('product.availability')}</dt>
                <dd>
                  <span className={`availability availability--${variant.availability}`}>
                    {availabilityText(t, variant.availability)}
                  </span>
                </dd>
                <dt>{t('product.delivery')}</dt>
                <dd>{deliveryText(variant.delivery_estimate)}</dd>
                <dt>{t('product.min_order')}</dt>
                <dd>{variant.min_order}</dd>
              </dl>
              <VariantPurchase variant={variant} tiers={tiers.data} onRequestSimilar={() => setRequesting(true)} />
              <p className="variant-layout__product">
                <Link
                  to={`/products/${variant.products.slug}`}
                  onClick={() => void track('Product Clicked', { product: variant.products.slug, from: 'variant' })}
                >
                  {t('variant.all_variants', { product: variant.products.title })}
                </Link>
              </p>
            </div>
          </div>
          {requesting ? <SimilarProductRequest variant={variant} onClose={() => setRequesting(false)} /> : null}
          {/* Below the purchase: hydrated when seen. */}
          <HydrateWhenVisible>
            {variant.description ? <p className="catalogue-page__description">{variant.description}</p> : null}
            {variant.attributes.length > 0 ? (
              <section className="catalogue-section">
                <h2 className="catalogue-section__title">{t('variant.attributes')}</h2>
                <table className="attribute-table" data-testid="attributes">
                  <tbody>
                    {variant.attributes.map((attribute) => (
                      <tr key={attribute.key}>
                        <th scope="row">{attribute.label}</th>
                        <td>{attribute.display}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ) : null}
            {variant.parts.length > 0 ? (
              <section className="catalogue-section" data-testid="sets">
                <h2 className="catalogue-section__title">{t('product.set_contents')}</h2>
                <SetParts parts={variant.parts} />
              </section>
            ) : null}
            <ParentSets arg={String(variant.id)} />
          </HydrateWhenVisible>
        </>
      )}
    </div>
  );
}

export default VariantPage;
