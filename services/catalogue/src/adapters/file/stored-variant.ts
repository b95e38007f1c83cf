import type { Availability } from '@shop/contracts';
import type { CatalogueVariant } from '../../domain';

/** What every variant holds at hand after a start: what listings, lookups and prices read of each. */
export type VariantFields = Pick<
  CatalogueVariant,
  'id' | 'productId' | 'supplierId' | 'code' | 'sale_price' | 'availability' | 'hidden' | 'sorting' | 'parts'
>;

/**
 * A variant read from the data file without parsing its record: the fields of `VariantFields`
 * are its own (and change as the record would), the rest are parsed from the record's bytes on
 * first use and kept. A start of a large catalogue then parses the few records it shows, not all.
 */
export class StoredVariant implements CatalogueVariant {
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

  get title() {
    return this.record().title;
  }

  get min_order() {
    return this.record().min_order;
  }

  get volume_tiers() {
    return this.record().volume_tiers;
  }

  get delivery_estimate() {
    return this.record().delivery_estimate;
  }

  get attributes() {
    return this.record().attributes;
  }

  get pictures() {
    return this.record().pictures;
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
