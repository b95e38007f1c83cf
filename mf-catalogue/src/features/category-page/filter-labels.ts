import type { Facet, FilterValue } from '@shop/contracts';
import type { Translate } from '@shop/state';

/** How a number of a facet reads: euros for prices (the service counts cents), otherwise with its unit. */
export function formatFacetNumber(
  facet: Pick<Facet, 'unit'> | undefined,
  value: number,
  formatEur: (cents: number) => string,
): string {
  if (facet?.unit === 'cent') return formatEur(value);
  return facet?.unit ? `${value} ${facet.unit}` : String(value);
}

/** The text of a chosen filter's chip: the facet's label with the value's label or the range. */
export function chipText(
  t: Translate,
  key: string,
  value: FilterValue,
  facet: Facet | undefined,
  formatEur: (cents: number) => string,
): string {
  const label = facet?.label ?? key;
  if (typeof value === 'object') {
    const min = value.min === undefined ? undefined : formatFacetNumber(facet, value.min, formatEur);
    const max = value.max === undefined ? undefined : formatFacetNumber(facet, value.max, formatEur);
    if (min !== undefined && max !== undefined) return t('catalogue.range_chip', { label, min, max });
    return min !== undefined
      ? t('catalogue.range_chip_min', { label, min })
      : t('catalogue.range_chip_max', { label, max: max ?? '' });
  }
  const known = facet?.values.find((v) => v.value === value);
  return `${label}: ${known?.label ?? String(value)}`;
}
