import type { Availability, DeliveryEstimate, Picture, Variant } from '@shop/contracts';
import { useCountT, useFormatNumber, useT, type Translate } from '@shop/state';

/**
 * How the whole catalogue words a variant's availability, delivery estimate and picture: lists, search and product
 * pages alike.
 */
const availabilityKeys = {
  available: 'catalogue.availability_available',
  not_available: 'catalogue.availability_not_available',
  out_of_stock: 'catalogue.availability_out_of_stock',
} as const;

export const availabilityText = (t: Translate, availability: Availability): string => t(availabilityKeys[availability]);

/**
 * The four delivery wordings of the shop, "1 working day" and "3 working days" alike; the service
 * says which one a variant uses.
 */
export function useDeliveryText(): (estimate: DeliveryEstimate) => string {
  const t = useT();
  const tc = useCountT();
  const { number } = useFormatNumber();
  return (estimate) => {
    switch (estimate.kind) {
      case 'from':
        return tc('catalogue.delivery_from', estimate.days);
      case 'upTo':
        return tc('catalogue.delivery_up_to', estimate.days);
      case 'exactly':
        return tc('catalogue.delivery_exactly', estimate.days);
      case 'range':
        return t('catalogue.delivery_range', { min: number(estimate.min), max: number(estimate.max) });
    }
  };
}

/** The picture a list shows: the main one, otherwise the first. */
export const listPicture = (pictures: Picture[]): Picture | undefined => pictures.find((p) => p.is_main) ?? pictures[0];

/**
 * A variant's title as its product's name and what sets it apart from the product's other
 * variants (its own attribute values, which its title adds after the product's): on a card the
 * name may be cut, the distinction never. A title that does not start with the product's stays whole.
 */
export function titleParts(variant: Pick<Variant, 'title' | 'products'>): { name: string; distinction: string } {
  const product = variant.products.title.trim();
  if (!product || !variant.title.startsWith(product)) return { name: variant.title, distinction: '' };
  return { name: product, distinction: variant.title.slice(product.length).replace(/^[\s,;:–-]+/, '') };
}
