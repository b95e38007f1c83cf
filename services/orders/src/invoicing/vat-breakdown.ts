import type { DocumentAllowance, DocumentCharge, InvoiceLine, VatBreakdownRow, VatCategory } from '@shop/contracts';
import { percentOf } from '../shared/pricing/discounts';
import type { VatTreatment } from '../shared/pricing/vat';

/** The EN 16931 category of a treatment of the project's VAT rules (shared/pricing/vat.ts). */
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
 * VAT per category and rate: the lines' nets less the allowances plus the charges at that category
 * and rate (EN 16931 BT-116), and the VAT of each sum rounded once to the cent, as the order's
 * pricing rounds it (percentOf), so an invoice of a whole order carries the order's VAT.
 */
export function vatBreakdown(
  lines: readonly InvoiceLine[],
  allowances: readonly DocumentAllowance[] = [],
  charges: readonly DocumentCharge[] = [],
): VatBreakdownRow[] {
  const rows = new Map<string, VatBreakdownRow>();
  const add = (item: { vat_category: VatCategory; vat_rate_percent: number }, cents: number) => {
    const key = `${item.vat_category}:${item.vat_rate_percent}`;
    const row = rows.get(key) ?? {
      category: item.vat_category,
      rate_percent: item.vat_rate_percent,
      taxable: 0,
      vat: 0,
    };
    rows.set(key, { ...row, taxable: row.taxable + cents });
  };
  for (const line of lines) add(line, line.net);
  for (const allowance of allowances) add(allowance, -allowance.amount);
  for (const charge of charges) add(charge, charge.amount);
  return [...rows.values()]
    .map((row) => ({ ...row, vat: percentOf(row.taxable, row.rate_percent) }))
    .sort((a, b) => b.rate_percent - a.rate_percent || a.category.localeCompare(b.category));
}
