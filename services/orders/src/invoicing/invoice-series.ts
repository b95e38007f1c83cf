import type { Invoice } from '@shop/contracts';

/** The numbering series of each kind of document: invoices and credit notes each run without gap. */
export const seriesOf: Record<Invoice['kind'], string> = { invoice: 'INV', credit_note: 'CRN' };

/** The number printed on a document: its series and its sequence of at least six digits (INV-000042). */
export function documentNumber(series: string, sequence: number): string {
  return `${series}-${String(sequence).padStart(6, '0')}`;
}
