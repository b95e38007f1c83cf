import { CamtRefused, parseCamt054 } from '../../src/receivables/camt054';
import { camtFile } from './camt-files';

const referencePayments = camtFile('camt054-001-02-reference-payments');
const creditTransfers = camtFile('camt054-001-08-credit-transfers');

/** The reason a file is refused with: its message key and what fills it in. */
function refusal(xml: string) {
  try {
    parseCamt054(xml);
  } catch (error) {
    if (error instanceof CamtRefused) return { key: error.messageKey, params: error.params };
    throw error;
  }
  throw new Error('the file was taken');
}

describe('reading a camt.054 bank notification', () => {
  it('takes each payment of a Finnish bank’s batched reference payments (001.02), no debit or pending credit', () => {
    expect(parseCamt054(referencePayments)).toEqual({
      version: 'camt.054.001.02',
      credits: [
        {
          amount: 225_385,
          booking_date: '2026-12-10',
          bank_reference: '261210593497K12001',
          // The bank pads a national reference with zeros to 20 digits.
          reference: '1012',
          debtor: 'RAKENNUS OY',
        },
        {
          amount: 100_000,
          booking_date: '2026-12-10',
          bank_reference: '261210593497K12002',
          reference: 'RF711025',
          debtor: 'BAU GMBH',
        },
        {
          amount: 5_000,
          booking_date: '2026-12-10',
          bank_reference: '261210593497K12003',
          reference: '1999',
          debtor: 'TUNTEMATON MAKSAJA OY',
        },
      ],
    });
  });

  it('takes SEPA transfers (001.08): the entry’s archive id, the debtor’s party name, a reference as printed', () => {
    expect(parseCamt054(creditTransfers)).toEqual({
      version: 'camt.054.001.08',
      credits: [
        {
          amount: 79_590,
          booking_date: '2026-12-11',
          bank_reference: '20261211NDEA0512-01',
          reference: 'RF711025',
          debtor: 'Bau GmbH',
        },
        {
          amount: 230_000,
          booking_date: '2026-12-11',
          bank_reference: '20261211NDEA0512-02',
          reference: 'RF111038',
          debtor: 'Rakennus Oy',
        },
        {
          amount: 31_000,
          booking_date: '2026-12-11',
          bank_reference: '20261211NDEA0512-03',
          // Only free text ("Lasku INV-000003"): no reference to match by.
          reference: null,
          debtor: 'Metsä Rakennus Ky',
        },
      ],
    });
  });

  it('names each payment of a batch without archive ids of their own by the entry’s id and its place', () => {
    const batch = referencePayments.replace(/<Refs>\s*<AcctSvcrRef>[^<]+<\/AcctSvcrRef>\s*<\/Refs>/g, '');
    expect(parseCamt054(batch).credits.map((credit) => credit.bank_reference)).toEqual([
      '20261210NDEA0417/1',
      '20261210NDEA0417/2',
      '20261210NDEA0417/3',
    ]);
  });

  it('refuses what is no well-formed XML, naming the line', () => {
    expect(refusal(referencePayments.replace('</BookgDt>', '</BookingDate>'))).toMatchObject({
      key: 'receivables.camt_not_xml',
      params: { line: 38 },
    });
  });

  it('refuses a file that declares a DOCTYPE, without expanding its entities', () => {
    const withEntity = referencePayments.replace(
      '<Document',
      '<!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<Document',
    );
    expect(refusal(withEntity)).toEqual({ key: 'receivables.camt_doctype', params: {} });
  });

  it('refuses another message (a camt.053 statement) and a version it does not read', () => {
    expect(refusal(creditTransfers.replace('xsd:camt.054.001.08', 'xsd:camt.053.001.08')).key).toBe(
      'receivables.camt_not_camt054',
    );
    expect(refusal('<?xml version="1.0"?><Invoice/>').key).toBe('receivables.camt_not_camt054');
    expect(refusal(creditTransfers.replace('xsd:camt.054.001.08', 'xsd:camt.054.001.01'))).toEqual({
      key: 'receivables.camt_version',
      params: { version: '001.01' },
    });
  });

  it('refuses a credit in another currency, an amount no bank writes, no booking date or no archive id', () => {
    expect(refusal(creditTransfers.replace(/Ccy="EUR">2300\.00/g, 'Ccy="SEK">2300.00'))).toEqual({
      key: 'receivables.camt_currency',
      params: { entry: 2, currency: 'SEK' },
    });
    expect(refusal(creditTransfers.replace(/>310\.00</g, '>310,00<'))).toEqual({
      key: 'receivables.camt_amount',
      params: { entry: 3, amount: '310,00' },
    });
    expect(refusal(creditTransfers.replace(/<BookgDt>\s*<Dt>2026-12-11<\/Dt>\s*<\/BookgDt>/, ''))).toEqual({
      key: 'receivables.camt_no_date',
      params: { entry: 1 },
    });
    expect(refusal(creditTransfers.replace('<AcctSvcrRef>20261211NDEA0512-02</AcctSvcrRef>', ''))).toEqual({
      key: 'receivables.camt_no_reference',
      params: { entry: 2 },
    });
  });
});
