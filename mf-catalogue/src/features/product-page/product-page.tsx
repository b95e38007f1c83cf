import { supplierPagePath, type Variant } from '@shop/contracts';
import { track, useAuthStore, useBreadcrumbs, useFormatEur, useLocale, useT } from '@shop/state';
import { ErrorMessage, HydrateWhenVisible, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { priceTiersQuery } from '../../api/pricing';
import { productSetsQuery, productVariantsQuery } from '../../api/product-variants';
import { PriceTierList } from '../price-tiers/price-tier-list';
import { tiersFor } from '../price-tiers/tiers-for';
import { ParentSets } from '../variant-info/parent-sets';
import { SetParts } from '../variant-info/set-parts';
import { SimilarProductRequest } from '../variant-info/similar-product-request';
import { productTrail } from '../variant-info/product-trail';
import { useProductHead } from '../variant-info/use-product-head';
import { VariantPurchase } from '../variant-info/variant-purchase';
import { availabilityText, useDeliveryText } from '../variant-info/variant-texts';
import '../variant-info/variant-info.css';

/**
 * /products/{slug}: the product's variants as a table with quantity and add to cart (ProductPage of mf_catalogue/app).
 */
export function ProductPage() {
  const { slug = '' } = useParams();
  const t = useT();
  const locale = useLocale();
  const { data, isPending, isError, refetch } = useQuery(productVariantsQuery(slug, locale));
  // Asked beside the variants and shown with them, so the list does not push the table down later.
  const tiers = useQuery(priceTiersQuery(useAuthStore((state) => state.loggedIn)));
  const first = data?.variants[0];
  useBreadcrumbs(first ? productTrail(first) : []);
  useProductHead(first?.products.title, first?.supplier.name);
  const [requestFor, setRequestFor] = useState<Variant | null>(null);
  const shown = data?.variants.length ?? 0;
  useEffect(() => {
    if (shown > 0) void track('Variant List Viewed', { product: slug, count: shown });
  }, [slug, shown]);

  return (
    <div className="catalogue-page ui-container" data-testid="product-page" data-remote="catalogue">
      {isPending || tiers.isPending ? (
        <ProductPageSkeleton />
      ) : isError ? (
        <ErrorMessage message={t('product.load_error')} retryLabel={t('remote.retry')} onRetry={() => void refetch()} />
      ) : !first ? (
        <p className="catalogue-page__empty">{t('product.no_variants')}</p>
      ) : (
        <>
          <header className="catalogue-page__header">
            <h1 className="catalogue-page__title">{first.products.title}</h1>
            <p className="catalogue-page__meta">
              {t('product.supplier')}:{' '}
              <Link to={supplierPagePath(first.supplier.slug)} data-testid="supplier">
                <strong>{first.supplier.name}</strong>
              </Link>
            </p>
            {first.description ? <p className="catalogue-page__description">{first.description}</p> : null}
          </header>
          {/* Tiers are per variant: the product lists its first's (a product's variants share them as a rule). */}
          {tiers.data ? <PriceTierList tiers={tiersFor(tiers.data, first)} /> : null}
          <VariantTable variants={data.variants} onRequestSimilar={setRequestFor} />
          {requestFor ? (
            <SimilarProductRequest key={requestFor.id} variant={requestFor} onClose={() => setRequestFor(null)} />
          ) : null}
          <HydrateWhenVisible>
            <SetsOfVariants slug={slug} />
            <ParentSets arg={slug} />
          </HydrateWhenVisible>
        </>
      )}
    </div>
  );
}

function VariantTable({
  variants,
  onRequestSimilar,
}: {
  variants: Variant[];
  onRequestSimilar: (variant: Variant) => void;
}) {
  const t = useT();
  const deliveryText = useDeliveryText();
  const eur = useFormatEur();
  return (
    <div className="variant-table__scroll">
      <table className="variant-table" data-testid="variant-table">
        <caption className="ui-visually-hidden">{t('product.variants')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product.code')}</th>
            <th scope="col">{t('product.title')}</th>
            <th scope="col" className="variant-table__number">
              {t('product.price_without_vat')}
            </th>
            <th scope="col">{t('product.availability')}</th>
            <th scope="col">{t('product.delivery')}</th>
            <th scope="col" className="variant-table__number">
              {t('product.min_order')}
            </th>
            <th scope="col">{t('product.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => (
            <tr key={variant.id} data-testid="variant-row">
              <td data-label={t('product.code')} className="variant-table__code">
                {variant.code}
              </td>
              <td data-label={t('product.title')}>
                <Link
                  to={`/variant/${variant.id}`}
                  onClick={() => void track('Variant Clicked', { variant_id: variant.id, from: 'product' })}
                >
                  {variant.title}
                </Link>
              </td>
              <td data-label={t('product.price_without_vat')} className="variant-table__number variant-table__price">
                {eur(variant.sale_price)}
              </td>
              <td data-label={t('product.availability')}>
                <span className={`availability availability--${variant.availability}`}>
                  {availabilityText(t, variant.availability)}
                </span>
              </td>
              <td data-label={t('product.delivery')}>{deliveryText(variant.delivery_estimate)}</td>
              <td data-label={t('product.min_order')} className="variant-table__number">
                {variant.min_order}
              </td>
              <td className="variant-table__buy">
                {/* A row's quantity, price and button hydrate when seen: on a phone most rows are below the fold. */}
                <HydrateWhenVisible>
                  <VariantPurchase variant={variant} onRequestSimilar={() => onRequestSimilar(variant)} />
                </HydrateWhenVisible>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The product's variants that are sets, with their parts: one call for the whole product (asking every
 * variant's detail was up to 100 calls at mount, the page's longest task after its first paint).
 */
function SetsOfVariants({ slug }: { slug: string }) {
  const t = useT();
  const locale = useLocale();
  const { data: sets = [] } = useQuery(productSetsQuery(slug, locale));
  if (sets.length === 0) return null;
  return (
    <section className="catalogue-section" data-testid="sets">
      <h2 className="catalogue-section__title">{t('product.set_contents')}</h2>
      {sets.map((set) => (
        <div key={set.id} className="set-block">
          <h3 className="set-block__title">
            <Link to={`/variant/${set.id}`}>{set.title}</Link> <span className="set-parts__code">{set.code}</span>
          </h3>
          <SetParts parts={set.parts} />
        </div>
      ))}
    </section>
  );
}

/** Title, supplier line and table rows at their final heights, so nothing moves when data arrives. */
function ProductPageSkeleton() {
  return (
    <div aria-busy="true" data-testid="product-page-loading">
      <Skeleton height={36} width="60%" />
      <Skeleton className="catalogue-page__skeleton-line" height={20} width="30%" />
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="catalogue-page__skeleton-line" height={56} />
      ))}
    </div>
  );
}

export default ProductPage;
