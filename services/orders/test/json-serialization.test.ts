import { OrderSchema, type Order } from '@shop/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  jsonSchemaSerializerCompiler,
  orderHeaderJson,
  orderLineJson,
  PublicOrderSchema,
  publicOrderBytes,
} from '../src/shared/json-serialization';
import { emptyCart } from './fixtures';
import { buildOrders } from './helper';

/** An order's answer as text (the serializer answers its UTF-8 bytes). */
const publicOrderJson = (o: Order) => publicOrderBytes(o).toString('utf8');

const compile = (
  schema: unknown,
  compiler: typeof jsonSchemaSerializerCompiler | typeof serializerCompiler = jsonSchemaSerializerCompiler,
) =>
  (compiler as typeof jsonSchemaSerializerCompiler)({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

const order: Order = {
  ...emptyCart({ id: 7, user_id: 3 }),
  items: [
    {
      id: 1,
      code: 'A-1',
      variant_id: 11,
      quantity: 2,
      price: 1250,
      discount: 50,
      fullTitle: 'Verkkoaita "1230" – ä/ö',
      reference: 'x\ny',
    },
  ],
  breakdown: {
    goods: 2500,
    discounts: { order_line: 0, volume: 50, whole_order: 0, personal: { cents: 10, percent: 2, end_date: null } },
    freight: 4900,
    packaging: 1500,
    vat: { kind: 'domestic', rate_percent: 25.5 },
  },
  delivery: { type: 'own_freight', own_freight: { contractNumber: 'C-1' }, problem: null },
  form: { name: 'Anna', shipping: { city: 'Espoo' }, additionalEmails: ['a@b.fi'] },
  personal_discounts: [{ threshold: 0, discount_percent: 2, start_date: null, end_date: null }],
};

describe('response serializer (fast-json-stringify from the zod response schema)', () => {
  it('writes the same JSON document as the zod serializer for an order', () => {
    const fast = compile(OrderSchema)(order);
    expect(JSON.parse(fast)).toEqual(JSON.parse(compile(OrderSchema, serializerCompiler)(order)));
    expect(OrderSchema.parse(JSON.parse(fast))).toEqual(order);
  });

  it('writes only the properties the schema declares', () => {
    const leaky = { ...order, internal_note: 'not for buyers', items: [{ ...order.items[0]!, cost_price: 1 }] };
    const written = JSON.parse(compile(OrderSchema)(leaky));
    expect(written).not.toHaveProperty('internal_note');
    expect(written.items[0]).not.toHaveProperty('cost_price');
  });

  it('keeps the zod serializer for a schema JSON Schema cannot express', () => {
    const schema = z.object({ at: z.date() });
    expect(compile(schema)({ at: new Date('2026-01-01T00:00:00Z') })).toBe(
      compile(schema, serializerCompiler)({ at: new Date('2026-01-01T00:00:00Z') }),
    );
  });

  it('writes the lines frozen; the answer is the stored header and lines less access, with variants', async () => {
    const copy = structuredClone(order);
    const text = publicOrderJson(copy);
    expect(Object.isFrozen(copy.items[0])).toBe(true);
    expect(publicOrderJson(copy)).toBe(text);

    const { app, dir, catalogue } = await buildOrders();
    catalogue.put(101, { sale_price: 12_900 });
    const res = await app.inject({
      method: 'POST',
      url: '/orders/add',
      payload: { variantId: 101, amount: 1, isProduction: true },
    });
    const db = new Database(join(dir, 'orders.sqlite'), { readonly: true });
    const uuid = res.json().uuid;
    const header = db.prepare('SELECT doc FROM orders WHERE uuid = ?').pluck().get(uuid) as string;
    const lines = db.prepare('SELECT doc FROM order_lines WHERE order_uuid = ? ORDER BY position').pluck().all(uuid);
    db.close();
    const { access, ...rest } = JSON.parse(header);
    expect(rest.items).toEqual([]);
    rest.items = (lines as string[]).map((l) => JSON.parse(l));
    expect(access.browser).toMatch(/^[0-9a-f]{64}$/);
    // The variant as shown is the answer's, never stored (cart-view.ts).
    const answered = res.json();
    expect(answered.items[0].variant).toMatchObject({ id: 101, sale_price: 12_900 });
    expect(rest.items[0].variant).toBeUndefined();
    const { variant: _variant, ...line } = answered.items[0];
    expect(JSON.stringify({ ...answered, items: [line] })).toBe(JSON.stringify(rest));
    expect(res.body).not.toContain('access');
    await app.close();
  });
});

describe("an answer from its lines' encoded texts", () => {
  it('answers a kept line anew once its price moved in the catalogue', async () => {
    const { app, catalogue } = await buildOrders();
    catalogue.put(101, { sale_price: 12_900 });
    catalogue.put(102, { sale_price: 500 });
    const first = await app.inject({
      method: 'POST',
      url: '/orders/add',
      payload: { variantId: 101, amount: 1, isProduction: true },
    });
    const uuid = first.json().uuid;
    catalogue.put(101, { sale_price: 9_900 });
    const next = await app.inject({
      method: 'POST',
      url: '/orders/add',
      payload: { uuid, variantId: 102, amount: 1, isProduction: true },
    });
    const [moved, added] = next.json().items;
    expect(moved).toMatchObject({ variant_id: 101, price: 9_900, variant: { sale_price: 9_900 } });
    expect(added).toMatchObject({ variant_id: 102, price: 500 });
    expect(next.json().total_price).toBe(10_400);
    await app.close();
  });
});

/** Carts as the service writes them: nulls, both kinds of own freight, dated discounts, a sent order's fields. */
const representative: Order[] = [
  emptyCart(),
  { ...order, access: { browser: 'a'.repeat(64) } },
  {
    ...order,
    id: null,
    breakdown: { ...order.breakdown!, discounts: { ...order.breakdown!.discounts, personal: null } },
    delivery: {
      type: 'own_freight',
      own_freight: { carrierPhone: '+358401234567', carrierName: 'Kuljetus Oy' },
      problem: null,
    },
    personal_discounts: [{ threshold: 10_000, discount_percent: 5, start_date: '2026-01-01', end_date: '2026-12-31' }],
  },
  {
    ...order,
    order_number: 'NB-100001',
    order_status: 'payment_failed',
    completed_at: '2026-11-23T10:00:00.000Z',
    paymentmethod: { name: 'card' },
    payment: {
      provider: 'stripe',
      id: 'cs_2',
      status: 'pending',
      url: 'https://pay.example/2',
      attempts: [{ provider: 'stripe', id: 'cs_1', status: 'declined', url: 'https://pay.example/1' }],
    },
    vat_check: { vat_id: 'FI12345678', country: 'FI', status: 'confirmed', checked_at: '2026-11-23T09:00:00.000Z' },
    delivery: { type: 'worksite_fence_line', own_freight: null, problem: 'worksite_outside_area' },
    access: {
      browser: 'b'.repeat(64),
      confirmations: [{ hash: 'c'.repeat(64), expires_at: '2026-11-24T10:00:00.000Z' }],
    },
  },
];

describe('an order written once for its response and its stored document', () => {
  it.each(representative.map((o, i) => [i, o] as const))(
    'writes cart %i as JSON.stringify writes the contract-validated order',
    (_, o) => {
      const copy = structuredClone(o);
      expect(publicOrderJson(copy)).toBe(JSON.stringify(PublicOrderSchema.parse(copy)));
      const stored = {
        ...JSON.parse(orderHeaderJson(copy)),
        items: copy.items.map((i) => JSON.parse(orderLineJson(i))),
      };
      expect(stored).toEqual(JSON.parse(JSON.stringify(OrderSchema.parse(copy))));
    },
  );

  it('writes the lines a change kept, and the one it added, as the contract-validated order', () => {
    const first = structuredClone(representative[2]!);
    publicOrderJson(first);
    const line = { ...first.items[0]!, id: 2, variant_id: 12, fullTitle: 'Portti "P-1"', reference: '' };
    const next = { ...first, items: [...first.items, line], length: 3 };
    expect(publicOrderJson(next)).toBe(JSON.stringify(PublicOrderSchema.parse(next)));
  });

  it('stores the header without lines, the access hashes in front, and answers it without them', () => {
    const copy = structuredClone(representative[3]!);
    const stored = orderHeaderJson(copy);
    const withoutLines = publicOrderJson({ ...copy, items: [] });
    expect(stored).toBe(`{"access":${JSON.stringify(copy.access)},${withoutLines.slice(1)}`);
    expect(publicOrderJson(copy)).not.toContain('access');
  });

  it('writes nullable and constrained values without validating them on the way out', () => {
    // Before, fast-json-stringify validated every anyOf (each `.nullable()`) with ajv on each
    // write, and refused what the output rules rejected: an id of 0 threw instead of being written.
    const odd = { ...emptyCart(), id: 0, user_id: null };
    expect(JSON.parse(publicOrderJson(odd))).toMatchObject({ id: 0, user_id: null });
  });
});
