/**
 * An order limit as typed: empty is no limit; "1 200,50" and "1200.50" are the same euros. NaN
 * for anything else, which the contract's rule then refuses with its message.
 */
export function parseLimit(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (compact === '') return null;
  return /^\d+([.,]\d{1,2})?$/.test(compact) ? Number(compact.replace(',', '.')) : Number.NaN;
}
