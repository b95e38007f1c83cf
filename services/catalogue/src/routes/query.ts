import {
  FiltersParamSchema,
  IdsParamSchema,
  RangeParamSchema,
  SearchTermSchema,
  SortParamSchema,
} from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import { z } from 'zod';

/** Query strings shared by the listing calls, with the shop's defaults. */
export const filtersQuery = FiltersParamSchema.optional().transform((f) => f ?? {});
export const rangeQuery = (take: number) =>
  RangeParamSchema.optional().transform((r) => r ?? ([0, take] as [number, number]));
export const sortQuery = SortParamSchema.optional().transform(
  (s) => s ?? { field: 'sorting' as const, direction: 'asc' as const },
);
export const idsQuery = IdsParamSchema;
export const showHiddenQuery = z
  .enum(['true', 'false', '1', '0'], { error: 'validation.invalid' })
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * Hidden variants are for the back office, and the shop has no operator role yet: the public
 * listing calls refuse `showHidden=true` (403) instead of quietly listing them, so a client that
 * relies on it learns at once. Until then the listings never include hidden variants.
 */
export function refuseHidden(showHidden: boolean): false {
  if (showHidden) throw new HttpError(403, 'FORBIDDEN', 'catalogue.hidden_not_public');
  return false;
}

/** A search term from the path; the shop writes spaces as underscores there. */
export const pathTermSchema = z
  .string()
  .transform((t) => t.replace(/_/g, ' '))
  .pipe(SearchTermSchema);
