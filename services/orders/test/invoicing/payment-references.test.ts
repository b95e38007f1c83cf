import { bankBarcode } from '../../src/invoicing/bank-barcode';
import {
  creditorReference,
  isCreditorReference,
  printedCreditorReference,
} from '../../src/invoicing/creditor-reference';
import { finnishReference, isFinnishReference, printedFinnishReference } from '../../src/invoicing/finnish-reference';

/**
 * The example invoices of Finanssiala's Pankkiviivakoodi-opas (bank barcode guide, version 5.3):
 * account, amount, national reference, its RF form, due date, and the published codes of version 4
 * and version 5.
 */
const guideExamples = [
  [
    'FI79 4405 2020 0360 82',
    488315,
    '86851 62596 19897',
    'RF09 8685 1625 9619 897',
    '2010-06-12',
    '479440520200360820048831500000000868516259619897100612',
    '579440520200360820048831509000000868516259619897100612',
  ],
  [
    'FI02 5000 4640 0013 02',
    69380,
    '69 87567 20834 35364',
    'RF02 6987 5672 0834',
    '2011-07-24',
    '402500046400013020006938000000069875672083435364110724',
    '502500046400013020006938002000000000698756720834110724',
  ],
  [
    'FI15 6601 0001 5306 41',
    744454,
    '7 75847 47906 47489',
    'RF84 7758 4747 9064 7489',
    '2019-12-19',
    '415660100015306410074445400000007758474790647489191219',
    '515660100015306410074445484000007758474790647489191219',
  ],
  [
    'FI16 8000 1400 0502 67',
    93585,
    '78 77767 96566 28687',
    'RF60 7877 7679 6566 2868 7',
    null,
    '416800014000502670009358500000078777679656628687000000',
    '516800014000502670009358560000078777679656628687000000',
  ],
  [
    'FI73 3131 3001 0000 58',
    0,
    '8 68624',
    'RF10 8686 24',
    '2013-08-09',
    '473313130010000580000000000000000000000000868624130809',
    '573313130010000580000000010000000000000000868624130809',
  ],
  [
    'FI83 3301 0001 1007 75',
    15000020,
    '92125 37425 25398 97737',
    'RF71 9212 5374 2525 3989 7737',
    '2016-05-25',
    '483330100011007751500002000092125374252539897737160525',
    '583330100011007751500002071092125374252539897737160525',
  ],
  [
    'FI39 3636 3002 0924 92',
    103,
    '5907 38390',
    'RF66 5907 3839 0',
    '2023-03-11',
    '439363630020924920000010300000000000000590738390230311',
    '539363630020924920000010366000000000000590738390230311',
  ],
  [
    'FI92 3939 0001 0033 91',
    2,
    '13 57914',
    'RF95 1357 914',
    '2099-12-24',
    '492393900010033910000000200000000000000001357914991224',
    '592393900010033910000000295000000000000001357914991224',
  ],
] as const;

const compact = (reference: string) => reference.replace(/\s/g, '');

describe('Finnish reference number (check digit 7-3-1)', () => {
  it.each(guideExamples)('gives %s the check digit the guide prints (%#)', (_iban, _amount, national) => {
    const reference = compact(national);
    expect(finnishReference(reference.slice(0, -1))).toBe(reference);
    expect(isFinnishReference(national)).toBe(true);
  });

  it('refuses a wrong check digit, a base too short or too long, and a base starting with 0', () => {
    expect(isFinnishReference('868516259619898')).toBe(false);
    expect(isFinnishReference('0868516259619897')).toBe(false);
    expect(() => finnishReference('12')).toThrow(RangeError);
    expect(() => finnishReference('1'.repeat(20))).toThrow(RangeError);
    expect(() => finnishReference('012')).toThrow(RangeError);
  });

  it('prints in groups of five from the right', () => {
    expect(printedFinnishReference('69875672083435364')).toBe('69 87567 20834 35364');
  });
});

describe('RF creditor reference (ISO 11649)', () => {
  it('gives the standard example its check digits', () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(isCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isCreditorReference('RF18000000000539007547034')).toBe(true);
  });

  it.each(guideExamples)('accepts the RF reference of %s and prints it as the guide does (%#)', (_i, _a, _n, rf) => {
    expect(isCreditorReference(rf)).toBe(true);
    expect(printedCreditorReference(compact(rf))).toBe(rf);
  });

  // The guide's RF references are its national ones behind "RF" and check digits, but for example 2.
  const sameBody = guideExamples.filter(([, , national, rf]) => compact(rf).slice(4) === compact(national));
  it.each(sameBody)("turns the national reference of %s into the guide's RF form (%#)", (_i, _a, national, rf) => {
    expect(sameBody).toHaveLength(7);
    expect(creditorReference(compact(national))).toBe(compact(rf));
  });

  it('refuses wrong check digits and references that are too long or hold other characters', () => {
    expect(isCreditorReference('RF19539007547034')).toBe(false);
    expect(() => creditorReference('1'.repeat(22))).toThrow(RangeError);
    expect(() => creditorReference('12-34')).toThrow(RangeError);
  });
});

describe('Finnish bank barcode (virtuaaliviivakoodi)', () => {
  it.each(guideExamples)('writes version 4 for %s as the guide does (%#)', (iban, amount, national, _rf, due, v4) => {
    expect(bankBarcode({ iban, amount, reference: national, dueDate: due })).toBe(v4);
  });

  it.each(guideExamples)('writes version 5 for %s as the guide does (%#)', (iban, amount, _n, rf, due, _v4, v5) => {
    expect(bankBarcode({ iban, amount, reference: rf, dueDate: due })).toBe(v5);
  });

  it('leaves the amount zero from 1,000,000 EUR on, for the payer to type', () => {
    const code = bankBarcode({
      iban: 'FI79 4405 2020 0360 82',
      amount: 100_000_000,
      reference: '86851 62596 19897',
      dueDate: null,
    });
    expect(code.slice(17, 25)).toBe('00000000');
  });

  it('refuses a foreign IBAN and a reference of neither kind', () => {
    const payment = { iban: 'FI79 4405 2020 0360 82', amount: 100, reference: '86851 62596 19897', dueDate: null };
    expect(() => bankBarcode({ ...payment, iban: 'DE89 3704 0044 0532 0130 00' })).toThrow(RangeError);
    expect(() => bankBarcode({ ...payment, reference: '86851 62596 19898' })).toThrow(RangeError);
  });
});
