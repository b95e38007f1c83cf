import { availabilities } from '@shop/contracts';
import type { CatalogueVariant } from '../../domain';
import { decodeChecked, encodeChecked, type Stale } from './checked-snapshot';
import type { VariantsAt } from './locate-variants';
import { StoredVariant } from './stored-variant';

/** Bump it with any change to what a table holds: a table of another format is rebuilt, never read. */
export const variantTableFormat = 1;
const kind = { magic: 'NBVARTAB', format: variantTableFormat };

/**
 * The fields of `VariantFields` of every variant of one data file, column-wise, and where each
 * record is in the file's bytes: what a start needs of the variants without parsing them.
 */
export interface VariantTable {
  at: VariantsAt;
  ids: Uint32Array;
  productIds: Uint32Array;
  supplierIds: Uint32Array;
  salePrices: Float64Array;
  sortings: Float64Array;
  /** Index in `availabilities` (contracts). */
  availabilities: Uint8Array;
  hidden: Uint8Array;
  codes: string[];
  /** The sets among them: document, then its parts. */
  sets: [number, CatalogueVariant['parts']][];
}

/** The table of these records, parsed from the data file's bytes at `at`. */
export function variantTableOf(variants: readonly CatalogueVariant[], at: VariantsAt): VariantTable {
  if (at.starts.length !== variants.length) throw new Error('the data file does not hold the variants read from it');
  return {
    at,
    ids: Uint32Array.from(variants, (v) => v.id),
    productIds: Uint32Array.from(variants, (v) => v.productId),
    supplierIds: Uint32Array.from(variants, (v) => v.supplierId),
    salePrices: Float64Array.from(variants, (v) => v.sale_price),
    sortings: Float64Array.from(variants, (v) => v.sorting),
    availabilities: Uint8Array.from(variants, (v) => availabilities.indexOf(v.availability)),
    hidden: Uint8Array.from(variants, (v) => (v.hidden ? 1 : 0)),
    codes: variants.map((v) => v.code),
    sets: variants.flatMap((v, doc) => (v.parts.length > 0 ? [[doc, v.parts] as VariantTable['sets'][number]] : [])),
  };
}

/** The variants of the data file `bytes`, each record parsed on first use (stored-variant.ts). */
export function storedVariantsOf(table: VariantTable, bytes: Buffer): StoredVariant[] {
  const parts = new Map(table.sets);
  const { starts, ends } = table.at;
  return Array.from(
    table.ids,
    (id, doc) =>
      new StoredVariant(
        {
          id,
          productId: table.productIds[doc]!,
          supplierId: table.supplierIds[doc]!,
          code: table.codes[doc]!,
          sale_price: table.salePrices[doc]!,
          availability: availabilities[table.availabilities[doc]!]!,
          hidden: table.hidden[doc] === 1,
          sorting: table.sortings[doc]!,
          parts: parts.get(doc) ?? [],
        },
        bytes,
        starts[doc]!,
        ends[doc]!,
      ),
  );
}

/** The table as a checked snapshot of the data file whose SHA-256 is `fingerprint`. */
export const encodeVariantTable = (fingerprint: string, table: VariantTable) => encodeChecked(kind, fingerprint, table);

export function decodeVariantTable(bytes: Buffer, fingerprint: string): { table: VariantTable } | { stale: Stale } {
  const found = decodeChecked<VariantTable>(bytes, kind, fingerprint);
  return 'value' in found ? { table: found.value } : found;
}
