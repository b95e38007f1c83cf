import type { Receivable } from '@shop/contracts';
import { commaDialect, csvBom, csvEuros, csvLine, csvText } from '../shared/csv-format';

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
  const text = (value: string) => csvText(value, commaDialect);
  const euros = (cents: number) => csvEuros(cents, commaDialect);
  const rows = items.map((item) =>
    csvLine(
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
      ],
      commaDialect,
    ),
  );
  return [csvBom, csvLine(columns, commaDialect), ...rows].join('');
}
