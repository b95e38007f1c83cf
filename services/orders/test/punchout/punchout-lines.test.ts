import type { CartItem, Order } from '@shop/contracts';
import { decimalAmount, punchoutLines } from '../../src/punchout/punchout-lines';
import { ociFields } from '../../src/punchout/oci-fields';

const item = (over: Partial<CartItem>): CartItem => ({
  id: 1,
  code: 'NB-1',
  variant_id: 1,
  quantity: 1,
  price: 1_000,
  discount: 0,
  fullTitle: 'Doppelstabmattenzaun',
  reference: '',
  ...over,
});
const cart = (items: CartItem[], totalPrice: number) => ({ items, total_price: totalPrice }) as Order;

describe('punch-out lines: the cart as the purchasing system takes it back', () => {
  it('shares the whole-order and personal discounts among the lines, so they add up to the goods charged', () => {
    const lines = punchoutLines(
      cart(
        [
          item({ id: 1, quantity: 3, price: 3_333, discount: 0 }),
          item({ id: 2, code: 'NB-2', quantity: 1, price: 5_000, discount: 500 }),
        ],
        // 9,999 + 4,500 = 14,499 of goods, less 145 of order-level discounts.
        14_354,
      ),
    );
    const charged = lines.reduce((sum, l) => sum + l.priceCents * (l.quantity / l.priceUnit), 0);
    expect(charged).toBe(14_354);
  });

  it('prices per piece when the net divides into cents, else for the whole quantity', () => {
    const [even, odd] = punchoutLines(
      cart([item({ quantity: 4, price: 2_500 }), item({ id: 2, quantity: 3, price: 1_000, discount: 1 })], 12_999),
    );
    expect(even).toMatchObject({ priceCents: 2_500, priceUnit: 1 });
    expect(odd).toMatchObject({ priceCents: 2_999, priceUnit: 3 });
  });

  it('takes the lead time as the catalogue\u2019s longest estimate, in days, and the unit as C62 pieces', () => {
    const variant = {
      description: 'Verzinkt und pulverbeschichtet.',
      supplier: { id: 1, name: 'Teräsaita Oy', slug: 'terasaita-oy' },
      delivery_estimate: { kind: 'range', min: 3, max: 5 },
    } as CartItem['variant'];
    const [line] = punchoutLines(cart([item({ variant })], 1_000));
    expect(line).toMatchObject({ leadTimeDays: 5, unit: 'C62', supplier: 'Teräsaita Oy', currency: 'EUR' });
  });

  it('writes money with a decimal point and two places', () => {
    expect([decimalAmount(123_456), decimalAmount(5), decimalAmount(0)]).toEqual(['1234.56', '0.05', '0.00']);
  });
});

describe('OCI 5.0 fields', () => {
  const [line] = punchoutLines(
    cart(
      [
        item({
          quantity: 12,
          price: 4_990,
          code: 'DFT-003548',
          fullTitle: 'Doppelflügeltor schwer, feuerverzinkt und pulverbeschichtet, 3000 mm',
          variant: {
            description:
              'Zweiflügeliges Einfahrtstor passend zu Stabmattenzäunen, mit Schloss und Bodenriegel. '.repeat(3),
            supplier: { id: 26, name: 'Pirkan Rauta Oy', slug: 'pirkan-rauta-oy' },
            delivery_estimate: { kind: 'upTo', days: 7 },
          } as CartItem['variant'],
        }),
      ],
      59_880,
    ),
  );
  const fields = ociFields([line!, line!]);
  const value = (name: string) => fields.find(([n]) => n === name)?.[1];

  it('names each field NEW_ITEM-<FIELD>[n], counting lines from 1', () => {
    expect(value('NEW_ITEM-QUANTITY[1]')).toBe('12');
    expect(value('NEW_ITEM-QUANTITY[2]')).toBe('12');
    expect(value('NEW_ITEM-UNIT[1]')).toBe('C62');
    expect(value('NEW_ITEM-PRICE[1]')).toBe('49.90');
    expect(value('NEW_ITEM-PRICEUNIT[1]')).toBe('1');
    expect(value('NEW_ITEM-CURRENCY[1]')).toBe('EUR');
    expect(value('NEW_ITEM-LEADTIME[1]')).toBe('7');
    expect(value('NEW_ITEM-VENDORMAT[1]')).toBe('DFT-003548');
    expect(value('NEW_ITEM-EXT_PRODUCT_ID[1]')).toBe('DFT-003548');
    expect(value('NEW_ITEM-MATNR[1]')).toBe('');
    expect(value('NEW_ITEM-MATGROUP[1]')).toBe('');
  });

  it('cuts the description to OCI\u2019s 40 characters and gives the whole text as long-text lines of 132', () => {
    expect(value('NEW_ITEM-DESCRIPTION[1]')).toBe('Doppelflügeltor schwer, feuerverzinkt un');
    const longText = fields.filter(([n]) => n === 'NEW_ITEM-LONGTEXT_1:132[]').map(([, v]) => v);
    expect(longText.length).toBeGreaterThan(1);
    expect(longText.every((l) => l.length <= 132)).toBe(true);
    expect(longText.join(' ')).toContain(
      'Doppelflügeltor schwer, feuerverzinkt und pulverbeschichtet, 3000 mm. Zweiflügeliges',
    );
  });
});
