import type { Quote } from '@shop/contracts';
import { seller } from '@shop/contracts';
import { describeQuoteDocument } from '../../src/documents/quote-document';
import { loadPricingConfig } from '../../src/shared/pricing/pricing-config';
import { addDays, checkAcceptable, checkQuoteCartValid, priceQuote, statusOf } from '../../src/quotes/quote-state';

const pricing = loadPricingConfig();
const requested: Quote = {
  uuid: '8b0c3a57-5f0e-4d0e-9f59-0d7f3e0d2a11',
  number: 'Q-100007',
  state: 'requested',
  locale: 'fi',
  created_at: '2026-11-23T08:00:00.000Z',
  user_id: null,
  buyer: { name: 'Anna Virtanen', email: 'anna@rakennus-oy.fi', company: 'Rakennus Oy', phone: '' },
  note: '',
  lines: [
    { variant_id: 1, code: 'DSM-656', title: 'Kaksoislankamatto 6/5/6', quantity: 3, list_price: 2_450 },
    { variant_id: 2, code: 'ZP-100', title: 'Aitatolppa 100 cm', quantity: 7, list_price: 1_990 },
  ],
  pricing: null,
  rounds: [],
  accepted: null,
};
const ctx = { today: '2026-11-23', now: new Date('2026-11-23T09:00:00Z'), pricing };
const prices = {
  lines: [
    { variant_id: 1, unit_price: 1_999 },
    { variant_id: 2, unit_price: 1_333 },
  ],
  valid_until: '2026-12-31',
  comment: '',
};

describe('the quote state machine', () => {
  it('prices a requested quote per line with VAT on the goods, rounded to cents', () => {
    const priced = priceQuote(requested, prices, ctx);
    expect(priced.state).toBe('priced');
    expect(priced.pricing).toMatchObject({
      lines: [
        { variant_id: 1, unit_price: 1_999, net: 5_997 },
        { variant_id: 2, unit_price: 1_333, net: 9_331 },
      ],
      goods: 15_328,
      vat_rate_percent: 25.5,
      vat: 3_909,
      total: 19_237,
    });
  });

  it('gives no volume or order discount on quoted prices, however large the order', () => {
    const big = { ...requested, lines: requested.lines.map((line) => ({ ...line, quantity: 5_000 })) };
    const priced = priceQuote(big, prices, ctx);
    expect(priced.pricing!.goods).toBe(5_000 * 1_999 + 5_000 * 1_333);
  });

  it('takes a validity from tomorrow to 90 days ahead, and no other', () => {
    expect(() => priceQuote(requested, { ...prices, valid_until: '2026-11-24' }, ctx)).not.toThrow();
    expect(() => priceQuote(requested, { ...prices, valid_until: addDays('2026-11-23', 90) }, ctx)).not.toThrow();
    for (const day of ['2026-11-23', '2026-11-01', addDays('2026-11-23', 91), '2026-02-30'])
      expect(() => priceQuote(requested, { ...prices, valid_until: day }, ctx)).toThrow(
        expect.objectContaining({ statusCode: 400, issues: [expect.objectContaining({ field: 'valid_until' })] }),
      );
  });

  it('refuses pricing a quote twice', () => {
    const priced = priceQuote(requested, prices, ctx);
    expect(() => priceQuote(priced, prices, ctx)).toThrow(expect.objectContaining({ statusCode: 409 }));
  });

  it('reads a priced quote as expired from the day after its validity, and refuses accepting it then', () => {
    const priced = priceQuote(requested, prices, ctx);
    expect(statusOf(priced, '2026-12-31')).toBe('priced');
    expect(() => checkAcceptable(priced, '2026-12-31')).not.toThrow();
    expect(statusOf(priced, '2027-01-01')).toBe('expired');
    expect(() => checkAcceptable(priced, '2027-01-01')).toThrow(
      expect.objectContaining({ messageKey: 'quote.expired' }),
    );
  });

  it('accepts only a priced quote, once', () => {
    expect(() => checkAcceptable(requested, '2026-11-23')).toThrow(
      expect.objectContaining({ messageKey: 'quote.not_priced' }),
    );
    const acceptedQuote = { ...priceQuote(requested, prices, ctx), state: 'accepted' as const };
    expect(statusOf(acceptedQuote, '2027-06-01')).toBe('accepted');
    expect(() => checkAcceptable(acceptedQuote, '2026-11-23')).toThrow(
      expect.objectContaining({ statusCode: 409, messageKey: 'quote.already_accepted' }),
    );
  });

  it('refuses completing a quote’s cart after the validity date', () => {
    const cart = { quote: { uuid: requested.uuid, number: 'Q-100007', valid_until: '2026-11-30', lines: [] } };
    expect(() => checkQuoteCartValid(cart as never, '2026-11-30')).not.toThrow();
    expect(() => checkQuoteCartValid(cart as never, '2026-12-01')).toThrow(
      expect.objectContaining({ statusCode: 409 }),
    );
  });
});

describe('the quote PDF', () => {
  it('prints the lines at the seller’s prices, VAT and total in the quote’s language, with the link', () => {
    const priced = priceQuote(requested, { ...prices, comment: 'Toimitus työmaalle sisältyy.' }, ctx);
    const doc = describeQuoteDocument(priced, seller, 'https://shop.example/quote/x');
    expect(doc.title).toBe('Tarjous');
    expect(doc.lines).toEqual([
      {
        code: 'DSM-656',
        title: 'Kaksoislankamatto 6/5/6',
        quantity: '3',
        unitPrice: '19,99\u00a0€',
        net: '59,97\u00a0€',
      },
      { code: 'ZP-100', title: 'Aitatolppa 100 cm', quantity: '7', unitPrice: '13,33\u00a0€', net: '93,31\u00a0€' },
    ]);
    expect([doc.goods, doc.vatLabel, doc.vat, doc.total]).toEqual([
      '153,28\u00a0€',
      'ALV 25,5 %',
      '39,09\u00a0€',
      '192,37\u00a0€',
    ]);
    expect(doc.validUntil).toBe('31.12.2026');
    expect(doc.comment).toBe('Toimitus työmaalle sisältyy.');
    expect(describeQuoteDocument(priced, seller, 'x', 'de')).toMatchObject({
      title: 'Angebot',
      total: '192,37\u00a0€',
    });
  });
});
