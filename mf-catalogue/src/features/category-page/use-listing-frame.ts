import type { Category, CategoryRef, Variant } from '@shop/contracts';
import { type Breadcrumb, useT } from '@shop/state';
import type { ListingScope } from '../../api/listing';
import { useCategoryDetail, useRootCategories } from './use-listing-queries';

/** What frames a listing: its heading, icon, breadcrumb trail and the row of subcategories. */
export interface ListingFrame {
  title: string;
  iconUrl: string | null;
  /** False while the title is still unknown (a skeleton stands in). */
  ready: boolean;
  showIcon: boolean;
  trail: Breadcrumb[];
  subcategories: Category[];
  /** True until the subcategories are known: their row keeps its room meanwhile. */
  subcategoriesPending: boolean;
  subcategoriesLabel?: string;
}

/**
 * The frame of a listing. A category's comes from the category call (title, ancestors,
 * subcategories); until it answers, or if it fails, the root categories of the menu (usually
 * cached already) or the listed variants name the category, so the heading does not wait for it.
 * /shop's frame is the whole catalogue with the root categories as its subcategory row.
 */
export function useListingFrame(scope: ListingScope, listed: Variant[] | undefined): ListingFrame {
  const t = useT();
  const detail = useCategoryDetail(scope);
  const roots = useRootCategories();
  const shop = { label: t('catalogue.listing_shop_title'), href: '/shop' };

  if (scope.kind === 'all') {
    return {
      title: t('catalogue.listing_all_title'),
      iconUrl: null,
      ready: true,
      showIcon: false,
      trail: [shop],
      subcategories: roots.data ?? [],
      subcategoriesPending: roots.isPending,
      subcategoriesLabel: t('home.categories'),
    };
  }
  const { slug } = scope;
  const root = roots.data?.find((c) => c.slug === slug);
  const listedChain = listed?.find((v) => v.product_categories.some((c) => c.slug === slug))?.product_categories;
  const listedAt = listedChain?.findIndex((c) => c.slug === slug) ?? -1;
  const title = detail.data?.title ?? root?.title ?? listedChain?.[listedAt]?.title ?? '';
  // The variants name the category's ancestors too (root first), so the trail is whole even without the category call.
  const ancestors: CategoryRef[] =
    detail.data?.ancestors ?? (listedChain && listedAt > 0 ? listedChain.slice(0, listedAt) : []);
  return {
    title,
    iconUrl: detail.data?.iconPicture?.url ?? root?.iconPicture?.url ?? null,
    ready: title !== '',
    showIcon: true,
    trail: title
      ? [
          shop,
          ...ancestors.map((a) => ({ label: a.title, href: `/categories/${a.slug}` })),
          { label: title, href: `/categories/${slug}` },
        ]
      : [shop],
    subcategories: detail.data?.children ?? [],
    subcategoriesPending: detail.isPending,
  };
}
