import { contractPriceRowLimit, type ContractPrice } from '@shop/contracts';

/** What is wrong with one field of one row (row 1 is the header, so the first price is row 2). */
export interface PriceListIssue {
  row: number;
  field: keyof ContractPrice | 'file';
  reason: string;
}

export type PriceListParse = { ok: true; rows: ContractPrice[] } | { ok: false; issues: PriceListIssue[] };

const columns = ['code', 'price', 'valid_from', 'valid_to', 'min_quantity'] as const;
/** More refusals than this say nothing more to an operator fixing a file; the answer stays small. */
const issueLimit = 100;

/** One line's fields: `;` or `,` between them, a field in double quotes may hold either ("" is a quote). */
function fieldsOf(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) {
      fields.push(field.trim());
      field = '';
    } else field += char;
  }
  fields.push(field.trim());
  return fields;
}

/**
 * Cents of `12,50`, `12.5` or `12`: at most two decimals, above zero, no thousands separators, under
 * ten million euros (so a line of the most pieces a cart takes stays an exact integer of cents).
 */
function centsOf(text: string): number | string {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return text.includes('-') ? 'contract_prices.error.price_positive' : 'contract_prices.error.price_format';
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : 'contract_prices.error.price_positive';
}

function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

function rowOf(fields: string[], row: number, issues: PriceListIssue[]): ContractPrice | null {
  const before = issues.length;
  const refuse = (field: PriceListIssue['field'], reason: string) => issues.push({ row, field, reason });
  if (fields.length !== columns.length) refuse('file', 'contract_prices.error.columns');
  const [code = '', priceText = '', from = '', to = '', minText = ''] = fields;
  if (code === '') refuse('code', 'validation.required');
  else if (code.length > 64) refuse('code', 'validation.too_long');
  const price = centsOf(priceText);
  if (typeof price === 'string') refuse('price', priceText === '' ? 'validation.required' : price);
  for (const [field, text] of [
    ['valid_from', from],
    ['valid_to', to],
  ] as const)
    if (text !== '' && !isDay(text)) refuse(field, 'contract_prices.error.date_format');
  if (from !== '' && to !== '' && isDay(from) && isDay(to) && to < from)
    refuse('valid_to', 'contract_prices.error.ends_before_start');
  const minQuantity = minText === '' ? 1 : Number(minText);
  if (!/^\d*$/.test(minText) || !Number.isInteger(minQuantity) || minQuantity < 1 || minQuantity > 100_000)
    refuse('min_quantity', 'contract_prices.error.min_quantity');
  if (issues.length > before) return null;
  return { code, price: price as number, valid_from: from || null, valid_to: to || null, min_quantity: minQuantity };
}

/** Two rows of one code and minimum quantity whose days overlap: pricing could not tell which applies. */
function overlaps(a: ContractPrice, b: ContractPrice): boolean {
  return (
    (a.valid_to ?? '9999-12-31') >= (b.valid_from ?? '0000-01-01') &&
    (b.valid_to ?? '9999-12-31') >= (a.valid_from ?? '0000-01-01')
  );
}

function overlapIssues(rows: { price: ContractPrice; row: number }[]): PriceListIssue[] {
  const issues: PriceListIssue[] = [];
  const byKey = new Map<string, ContractPrice[]>();
  for (const { price, row } of rows) {
    const key = `${price.code}\u0000${price.min_quantity}`;
    const same = byKey.get(key) ?? [];
    if (same.some((other) => overlaps(other, price)))
      issues.push({ row, field: 'valid_from', reason: 'contract_prices.error.overlaps' });
    same.push(price);
    byKey.set(key, same);
  }
  return issues;
}

/**
 * A price list file, all or nothing: the rows when every row is right, else every row's every
 * problem (up to a hundred) with its row number as a spreadsheet counts it.
 */
export function parsePriceListCsv(text: string): PriceListParse {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  const header = lines[0] ?? '';
  const delimiter = header.includes(';') ? ';' : ',';
  const names = fieldsOf(header, delimiter).map((name) => name.toLowerCase());
  if (names.join() !== columns.join())
    return { ok: false, issues: [{ row: 1, field: 'file', reason: 'contract_prices.error.header' }] };
  if (lines.length < 2)
    return { ok: false, issues: [{ row: 1, field: 'file', reason: 'contract_prices.error.empty' }] };
  if (lines.length - 1 > contractPriceRowLimit)
    return {
      ok: false,
      issues: [{ row: contractPriceRowLimit + 2, field: 'file', reason: 'contract_prices.error.too_many_rows' }],
    };
  const issues: PriceListIssue[] = [];
  const rows: { price: ContractPrice; row: number }[] = [];
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === '') return;
    const price = rowOf(fieldsOf(line, delimiter), index + 2, issues);
    if (price) rows.push({ price, row: index + 2 });
  });
  if (issues.length === 0) issues.push(...overlapIssues(rows));
  return issues.length > 0
    ? { ok: false, issues: issues.slice(0, issueLimit) }
    : { ok: true, rows: rows.map((r) => r.price) };
}
