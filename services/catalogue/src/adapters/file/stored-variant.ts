import type { Availability } from '@shop/contracts';
import type { CatalogueVariant } from '../../domain';

/** What every variant holds at hand after a start: what listings, lookups and prices read of each. */
export type VariantFields = Pick<
  CatalogueVariant,
  'id' | 'productId' | 'supplierId' | 'code' | 'sale_price' | 'availability' | 'hidden' | 'sorting' | 'parts'
>;

/** What is parsed from a variant's bytes on first use: everything but its `VariantFields`. */
const parsedFields = ['title', 'min_order', 'volume_tiers', 'delivery_estimate', 'attributes', 'pictures'] as const;

/**
 * A variant read from the data file without parsing its record: the fields of `VariantFields`
 * are its own (and change as the record would), the rest are parsed from the record's bytes on
 * first use and kept. A start of a large catalogue then parses the few records it shows, not all.
 */
export class StoredVariant implements CatalogueVariant {
  static {
    for (const field of parsedFields)
      Object.defineProperty(this.prototype, field, {
        get(this: StoredVariant) {
          return this.record()[field];
        },
      });
  }

  // Getters of the prototype (its static block): declared, so no field of the object hides them.
  declare readonly title: CatalogueVariant['title'];
  declare readonly min_order: CatalogueVariant['min_order'];
  declare readonly volume_tiers: CatalogueVariant['volume_tiers'];
  declare readonly delivery_estimate: CatalogueVariant['delivery_estimate'];
  declare readonly attributes: CatalogueVariant['attributes'];
  declare readonly pictures: CatalogueVariant['pictures'];
  id: number;
  productId: number;
  supplierId: number;
  code: string;
  sale_price: number;
  availability: Availability;
  hidden: boolean;
  sorting: number;
  parts: CatalogueVariant['parts'];
  private parsed: CatalogueVariant | undefined;

  constructor(
    fields: VariantFields,
    private readonly bytes: Buffer,
    private readonly start: number,
    private readonly end: number,
  ) {
    ({
      id: this.id,
      productId: this.productId,
      supplierId: this.supplierId,
      code: this.code,
      sale_price: this.sale_price,
      availability: this.availability,
      hidden: this.hidden,
      sorting: this.sorting,
      parts: this.parts,
    } = fields);
  }

  /** The whole record as the data file holds it, with this variant's own fields as they are now. */
  toJSON(): CatalogueVariant {
    const { id, productId, supplierId, code, sale_price, availability, hidden, sorting, parts } = this;
    return { ...this.record(), id, productId, supplierId, code, sale_price, availability, hidden, sorting, parts };
  }

  private record(): CatalogueVariant {
    return (this.parsed ??= JSON.parse(this.bytes.toString('utf8', this.start, this.end)) as CatalogueVariant);
  }
}
