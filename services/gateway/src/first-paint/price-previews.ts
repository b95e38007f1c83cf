import {
  apiCalls,
  callPath,
  embeddedCallKey,
  pricePreviewParams,
  startingQuantity,
  VariantSchema,
} from '@shop/contracts';
import { z } from 'zod';
import type { FirstRenderCall } from './page-calls';

const RowSchema = VariantSchema.pick({ id: true, min_order: true, availability: true });

/** Where a page's purchase rows come from: the answer of one of its first calls, and how to read it. */
export interface PurchaseRows {
  path: string;
  rows: z.ZodType<Array<z.infer<typeof RowSchema>>>;
}

/** A product page's rows: every variant its listing answers (the table shows them all). */
export const productRows = (path: string): PurchaseRows => ({
  path,
  rows: z.object({ variants: z.array(RowSchema) }).transform((answer) => answer.variants),
});

/** A variant page's one row. */
export const variantRow = (path: string): PurchaseRows => ({
  path,
  rows: RowSchema.transform((row) => [row]),
});

/**
 * How many rows of a page get their preview in the first paint. A page request must not fan out into
 * a call per variant of a large product (up to 100 rows, each an HTTP call to the orders service in
 * production): the first rows cover a screen and the products of a few variants whole; the rows
 * beyond ask for their own previews, as every row did before.
 */
export const embeddedPreviewRows = 24;

/**
 * The price preview each purchase row of an available variant asks for when it mounts (its variant
 * at its starting quantity, with the buyer's cart when they have one), asked as the buyer: VAT from
 * their cart, their personal discounts. `cart` must be the requester's own (see firstRenderCalls).
 */
export function pricePreviewCalls(
  source: PurchaseRows,
  cart: string | null,
  answered: Readonly<Record<string, unknown>>,
): FirstRenderCall[] {
  const rows = source.rows.safeParse(answered[embeddedCallKey(source.path)]);
  if (!rows.success) return [];
  // Only a row that can be bought shows a price for its quantity (mf-catalogue's VariantPurchase).
  const purchasable = rows.data.filter((row) => row.availability === 'available');
  return purchasable.slice(0, embeddedPreviewRows).map((row) => ({
    path: callPath(apiCalls.orders.pricePreview, {}, pricePreviewParams(row.id, startingQuantity(row), cart)),
    asBuyer: true,
  }));
}
