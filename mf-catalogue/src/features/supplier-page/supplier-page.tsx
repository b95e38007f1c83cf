import type { SupplierProfile } from '@shop/contracts';
import { isApiError, useCountT, useDocumentHead, useLocale, useT } from '@shop/state';
import { ErrorMessage, Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { listingSearch } from '../../api/listing';
import { supplierProfileQuery } from '../../api/suppliers';
import { ListingResults } from '../category-page/listing-results';
import { Pager } from '../category-page/pager';
import { useListedVariants } from '../category-page/use-listing-queries';
import { useListingState } from '../category-page/use-listing-state';
import { pageSize } from '../category-page/url-state';
import '../category-page/category-page.css';
import './supplier-page.css';

/** Who the supplier is: name, place, since when, its usual lead time and its own words. */
function SupplierHeader({ supplier }: { supplier: SupplierProfile }) {
  const t = useT();
  const tc = useCountT();
  return (
    <header className="supplier-page__header">
      <h1 className="supplier-page__title">{supplier.name}</h1>
      <p className="supplier-page__facts">
        <span>
          {supplier.city}, {supplier.country}
        </span>
        <span>{t('supplier_page.since', { year: supplier.founded })}</span>
        <span>{tc('supplier_page.lead_time', supplier.lead_time_days)}</span>
      </p>
      <p className="supplier-page__info">{supplier.info}</p>
    </header>
  );
}

/** The supplier's products: the catalogue's listing with its `supplier` filter, paged in the address. */
function SupplierProducts({ supplier }: { supplier: SupplierProfile }) {
  const t = useT();
  const [state, update] = useListingState();
  const f = { supplier: supplier.slug };
  const list = useListedVariants({ kind: 'all' }, { ...state, f });
  const count = list.data?.count;
  const pages = count === undefined ? 0 : Math.max(1, Math.ceil(count / pageSize));
  return (
    <section className="supplier-page__products" aria-labelledby="supplier-products">
      <div className="supplier-page__products-head">
        <h2 id="supplier-products" className="supplier-page__subtitle">
          {t('supplier_page.products', { name: supplier.name })}
          {count !== undefined ? <span className="supplier-page__count"> ({count})</span> : null}
        </h2>
        <Link className="supplier-page__shop-link" to={`/shop${listingSearch({ f })}`} data-testid="supplier-in-shop">
          {t('supplier_page.filter_in_shop')}
        </Link>
      </div>
      <ListingResults
        list={list}
        state={{ ...state, f }}
        shown={list.data !== undefined && !list.isPlaceholderData}
        onVariantClick={() => undefined}
      />
      <Pager page={state.page} pages={pages} onPage={(page) => update({ page })} />
    </section>
  );
}

/**
 * /supplier/:slug (SupplierPage of mf_catalogue/app): a supplier's own page (SPEC 2, issue 18): who it
 * is and its products, which are the catalogue's listing filtered by it.
 */
export function SupplierPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const locale = useLocale();
  const supplier = useQuery(supplierProfileQuery(locale, slug));
  const data = supplier.data;
  useDocumentHead(
    data ? t('head.supplier.title', { name: data.name }) : undefined,
    data ? t('head.supplier.description', { name: data.name, city: data.city }) : undefined,
  );

  let body;
  if (supplier.isError && isApiError(supplier.error) && supplier.error.status === 404)
    body = <ErrorMessage message={t('supplier_page.not_found')} testId="supplier-not-found" />;
  else if (supplier.isError)
    body = (
      <ErrorMessage
        message={t('supplier_page.load_failed')}
        retryLabel={t('remote.retry')}
        onRetry={() => void supplier.refetch()}
      />
    );
  else if (!data) body = <Skeleton height={160} />;
  else
    body = (
      <>
        <SupplierHeader supplier={data} />
        <SupplierProducts supplier={data} />
      </>
    );
  return (
    <div className="ui-container supplier-page" data-testid="supplier-page" data-remote="catalogue">
      {body}
    </div>
  );
}

export default SupplierPage;
