import { parsePriceListCsv } from '../../src/contract-prices/price-list-csv';

const header = 'code;price;valid_from;valid_to;min_quantity';

describe('a CSV price list', () => {
  it('reads semicolons with decimal commas, a BOM, CRLF lines and empty optional fields', () => {
    const lines = [
      `\uFEFF${header}`,
      'DSM-656;21,90;2026-12-01;2027-06-30;1',
      'DSM-656;19,5;2026-12-01;2027-06-30;100',
      'ZP-100;16;;;',
      '',
    ];
    const csv = lines.join('\r\n');
    expect(parsePriceListCsv(csv)).toEqual({
      ok: true,
      rows: [
        { code: 'DSM-656', price: 2_190, valid_from: '2026-12-01', valid_to: '2027-06-30', min_quantity: 1 },
        { code: 'DSM-656', price: 1_950, valid_from: '2026-12-01', valid_to: '2027-06-30', min_quantity: 100 },
        { code: 'ZP-100', price: 1_600, valid_from: null, valid_to: null, min_quantity: 1 },
      ],
    });
  });

  it('reads commas with decimal points, or decimal commas in quotes', () => {
    const csv = 'code,price,valid_from,valid_to,min_quantity\nDSM-656,21.90,,,1\n"ZP-100","16,05",,,5\n';
    expect(parsePriceListCsv(csv)).toEqual({
      ok: true,
      rows: [
        { code: 'DSM-656', price: 2_190, valid_from: null, valid_to: null, min_quantity: 1 },
        { code: 'ZP-100', price: 1_605, valid_from: null, valid_to: null, min_quantity: 5 },
      ],
    });
  });

  it('refuses the whole file, naming every bad row (as a spreadsheet numbers it), field and reason', () => {
    const csv = [
      header,
      'DSM-656;21,90;2026-12-01;2027-06-30;1',
      ';12,999;2026-02-30;;0',
      'ZP-100;-5;2027-01-10;2027-01-01;1,5',
      'KT-1;0;;;',
      'KT-2;1.234,50;;;',
      'KT-4;10000000;;;',
      'KT-3;12;;',
    ].join('\n');
    expect(parsePriceListCsv(csv)).toEqual({
      ok: false,
      issues: [
        { row: 3, field: 'code', reason: 'validation.required' },
        { row: 3, field: 'price', reason: 'contract_prices.error.price_format' },
        { row: 3, field: 'valid_from', reason: 'contract_prices.error.date_format' },
        { row: 3, field: 'min_quantity', reason: 'contract_prices.error.min_quantity' },
        { row: 4, field: 'price', reason: 'contract_prices.error.price_positive' },
        { row: 4, field: 'valid_to', reason: 'contract_prices.error.ends_before_start' },
        { row: 4, field: 'min_quantity', reason: 'contract_prices.error.min_quantity' },
        { row: 5, field: 'price', reason: 'contract_prices.error.price_positive' },
        { row: 6, field: 'price', reason: 'contract_prices.error.price_format' },
        { row: 7, field: 'price', reason: 'contract_prices.error.price_format' },
        { row: 8, field: 'file', reason: 'contract_prices.error.columns' },
      ],
    });
  });

  it('refuses two rows of one code and minimum quantity on overlapping days; adjoining ones are fine', () => {
    const csv = [
      header,
      'DSM-656;21,90;2026-12-01;2026-12-31;1',
      'DSM-656;22,90;2027-01-01;;1',
      'DSM-656;19,90;2026-12-01;2026-12-31;100',
      'DSM-656;20,90;2026-12-31;2027-01-31;1',
    ].join('\n');
    expect(parsePriceListCsv(csv)).toEqual({
      ok: false,
      issues: [{ row: 5, field: 'valid_from', reason: 'contract_prices.error.overlaps' }],
    });
  });

  it('refuses a file without the header, without rows, or with more than 20,000 rows', () => {
    expect(parsePriceListCsv('DSM-656;21,90;;;1\n')).toEqual({
      ok: false,
      issues: [{ row: 1, field: 'file', reason: 'contract_prices.error.header' }],
    });
    expect(parsePriceListCsv(`${header}\n\n`)).toMatchObject({ issues: [{ reason: 'contract_prices.error.empty' }] });
    const many = [header, ...Array.from({ length: 20_001 }, (_, i) => `C-${i};1;;;1`)].join('\n');
    expect(parsePriceListCsv(many)).toMatchObject({ issues: [{ reason: 'contract_prices.error.too_many_rows' }] });
  });
});
