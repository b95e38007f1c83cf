import type { Receivable } from '@shop/contracts';
import { receivablesCsv } from '../../src/receivables/receivables-csv';

const item: Receivable = {
  uuid: '0b8f7e6d-5c4b-4a39-8281-7f6e5d4c3b2a',
  number: 'INV-000007',
  issue_date: '2026-11-01',
  due_date: '2026-12-01',
  buyer: 'Rakennus Oy',
  buyer_email: 'ostot@rakennus-oy.fi',
  company_id: null,
  reference: '1070',
  gross: 225_385,
  paid: 230_000,
  credited: 0,
  open: -4_615,
  status: 'paid',
};
const lineOf = (changed: Partial<Receivable>) => receivablesCsv([{ ...item, ...changed }]).split('\r\n')[1];

describe('the receivables CSV', () => {
  it('writes euros with a dot and a sign, an empty company for a private buyer', () => {
    expect(lineOf({})).toBe(
      'INV-000007,2026-11-01,2026-12-01,Rakennus Oy,ostot@rakennus-oy.fi,,1070,2253.85,2300.00,-46.15,paid',
    );
    expect(lineOf({ gross: 5, paid: 0, open: 5 })).toContain(',0.05,0.00,0.05,');
  });

  it('quotes a field with a comma, a quote or a line break', () => {
    expect(lineOf({ buyer: 'Bau "Nord", GmbH\nHamburg' })).toContain(',"Bau ""Nord"", GmbH\nHamburg",');
  });

  it('opens a buyer’s text that a spreadsheet would run as a formula with an apostrophe', () => {
    expect(lineOf({ buyer: '=HYPERLINK("http://evil.example","Click")' })).toContain(
      `,"'=HYPERLINK(""http://evil.example"",""Click"")",`,
    );
    expect(lineOf({ buyer: '+358 Oy', buyer_email: '@x' })).toContain(",'+358 Oy,'@x,");
    expect(lineOf({ buyer: '-1+1' })).toContain(",'-1+1,");
  });
});
