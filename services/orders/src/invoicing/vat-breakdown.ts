import type { InvoiceLine, VatBreakdownRow, VatCategory } from '@shop/contracts';
import { percentOf } from '../domain/pricing/discounts';
import type { VatTreatment } from '../domain/pricing/vat';

/** The EN 16931 category of a treatment of the project's VAT rules (domain/pricing/vat.ts). */
export function vatCategoryOf(treatment: VatTreatment): VatCategory {
  if (treatment.kind === 'reverse_charge') return 'K';
  if (treatment.kind === 'export') return 'G';
  return 'S';
}

/** The wording a treatment puts on the invoice (the message `doc.<note>`), null where VAT is charged. */
export function vatNoteOf(treatment: VatTreatment): 'reverse_charge' | 'export' | null {
  return treatment.kind === 'reverse_charge' || treatment.kind === 'export' ? treatment.kind : null;
}

/**
 * VAT per category and rate: the lines' nets summed, and the VAT of each sum rounded once to the
 * cent, as the order's pricing rounds it (percentOf), so an invoice of a whole order carries the
 * order's VAT.
 */
export function vatBreakdown(lines: readonly InvoiceLine[]): VatBreakdownRow[] {
  const rows = new Map<string, VatBreakdownRow>();
  for (const line of lines) {
    const key = `${line.vat_category}:${line.vat_rate_percent}`;
    const row = rows.get(key) ?? {
      category: line.vat_category,
      rate_percent: line.vat_rate_percent,
      taxable: 0,
      vat: 0,
    };
    rows.set(key, { ...row, taxable: row.taxable + line.net });
  }
  return [...rows.values()]
    .map((row) => ({ ...row, vat: percentOf(row.taxable, row.rate_percent) }))
    .sort((a, b) => b.rate_percent - a.rate_percent || a.category.localeCompare(b.category));
}
