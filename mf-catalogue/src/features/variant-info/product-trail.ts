import type { Variant } from '@shop/contracts';
import type { Breadcrumb } from '@shop/state';

/** Breadcrumbs of a product: every category from the root down to its own, then the product. */
export function productTrail(variant: Pick<Variant, 'product_categories' | 'products'>): Breadcrumb[] {
  return [
    ...variant.product_categories.map((category) => ({ label: category.title, href: `/categories/${category.slug}` })),
    { label: variant.products.title, href: `/products/${variant.products.slug}` },
  ];
}
