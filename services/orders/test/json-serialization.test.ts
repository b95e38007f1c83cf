import { OrderSchema, type Order } from '@shop/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { jsonSchemaSerializerCompiler, orderJson } from '../src/json-serialization';
import { emptyCart } from './fixtures';
import { buildOrders } from './helper';

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

  it('writes an order once: frozen, the same text for the store and the response, less the access hashes', async () => {
    const copy = structuredClone(order);
    const text = orderJson(copy);
    expect(Object.isFrozen(copy) && Object.isFrozen(copy.items[0])).toBe(true);
    expect(orderJson(copy)).toBe(text);

    const { app, dir, catalogue } = await buildOrders();
    catalogue.put(101, { sale_price: 12_900 });
    const res = await app.inject({
      method: 'POST',
      url: '/orders/add',
      payload: { variantId: 101, amount: 1, isProduction: true },
    });
    const db = new Database(join(dir, 'orders.sqlite'), { readonly: true });
    const stored = db.prepare('SELECT doc FROM orders WHERE uuid = ?').pluck().get(res.json().uuid) as string;
    db.close();
    const { access, ...rest } = JSON.parse(stored);
    expect(access.browser).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body).toBe(JSON.stringify(rest));
    expect(res.body).not.toContain('access');
    await app.close();
  });
});
