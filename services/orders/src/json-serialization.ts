import { OrderSchema, type Order } from '@shop/contracts';
import type { FastifySerializerCompiler } from 'fastify';
import build from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { deepFreeze } from './deep-freeze';

/**
 * Every JSON text the orders service writes from a zod schema: the order as the store keeps it,
 * the order as a response carries it, and every other response. All of them are compiled once by
 * fast-json-stringify (the serializer Fastify uses for JSON Schema routes) from the zod schema
 * turned into JSON Schema.
 *
 * What stays: only the properties the schema declares are written (an unexpected field on an
 * object never leaves the service), in the schema's types. What goes: the check of each value
 * against the schema's rules (an int that is positive, a uuid's format...) on the way out, which
 * fastify-type-provider-zod's serializer does with a full zod encode of each response: about
 * 50 µs for a cart of ten lines against about 7 µs. The handlers answer typed orders the domain
 * built from validated input; the schema is still the contract for the input, for the docs and
 * for the tests, which parse responses with it.
 */

/**
 * A function writing values of a zod schema as JSON. Null when JSON Schema cannot express the
 * schema (a transform, a codec, a date).
 */
export function compileJsonStringify(schema: ZodType): ((value: unknown) => string) | null {
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
  delete jsonSchema.$schema;
  return build(jsonSchema as unknown as Parameters<typeof build>[0]);
}

/**
 * Written once per frozen order object: the text cannot go stale because the object cannot change
 * after it was written.
 */
function rememberedPerOrder(stringify: (value: unknown) => string): (order: Order) => string {
  const written = new WeakMap<Order, string>();
  return (order) => {
    let json = written.get(order);
    if (json === undefined) {
      json = stringify(deepFreeze(order));
      written.set(order, json);
    }
    return json;
  };
}

/**
 * An order as the store keeps it (every field of OrderSchema). The response to the same change is
 * the same text when the order has no `access` (a cart change answers the cart it stored), so
 * such a change is serialized once instead of twice.
 */
export const orderJson = rememberedPerOrder(compileJsonStringify(OrderSchema)!);

/** An order as responses carry it: every field but `access`. */
export const PublicOrderSchema = OrderSchema.omit({ access: true });
const publicJsonOfOrderWithAccess = rememberedPerOrder(compileJsonStringify(PublicOrderSchema)!);

/**
 * An order as the browser gets it: without `access`, the hashes of the secrets that open it (a
 * response goes to caches, logs and browser extensions; the hashes are nobody's business there).
 * An order without access (a shared basket, an order stored before access existed) answers the
 * text the store wrote.
 */
export function publicOrderJson(order: Order): string {
  return order.access === undefined ? orderJson(order) : publicJsonOfOrderWithAccess(order);
}

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * The orders service's serializer compiler: an order answers publicOrderJson, any other schema its
 * compiled fast-json-stringify; a schema JSON Schema cannot express keeps the zod serializer.
 */
export const jsonSchemaSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  if (route.schema === OrderSchema) return publicOrderJson;
  return compileJsonStringify(route.schema as ZodType) ?? zodSerializerCompiler(route as RouteSchema);
};
