import type { Receivable } from '@shop/contracts';

const columns = [
  'number',
  'issue_date',
  'due_date',
  'buyer',
  'buyer_email',
  'company',
  'reference',
  'gross',
  'paid',
  'open',
  'status',
] as const;

/**
 * The open items as CSV for accounting (RFC 4180, comma-separated, CRLF lines, a BOM so that
 * spreadsheets read it as UTF-8): amounts in euros with a dot (2253.85), days as YYYY-MM-DD.
 */
export function receivablesCsv(items: readonly Receivable[]): string {
  const rows = items.map((item) =>
    [
      text(item.number),
      item.issue_date,
      item.due_date,
      text(item.buyer),
      text(item.buyer_email),
      text(item.company_id ?? ''),
      item.reference,
      euros(item.gross),
      euros(item.paid),
      euros(item.open),
      item.status,
    ].join(','),
  );
  return `\uFEFF${[columns.join(','), ...rows].join('\r\n')}\r\n`;
}

/**
 * A text field, quoted when it must be. Buyers write their own names: one starting with = + - @
 * (or a tab or CR) would run as a formula in a spreadsheet, so it is opened with an apostrophe.
 */
function text(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
