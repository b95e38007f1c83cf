import { OrderSchema, type Order } from '@shop/contracts';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { compileJsonStringify } from '../json-stringify';
import { deepFreeze, orderJson } from '../order-json';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Writes responses with fast-json-stringify (Fastify's own serializer) compiled once per route
 * from the zod response schema, instead of fastify-type-provider-zod's serializer, which runs a
 * full zod encode (every check of the schema) of each response before JSON.stringify: about
 * 50 µs for a cart of ten lines against about 7 µs. An order answers the text the store wrote
 * for it when there is one (orderJson).
 *
 * What stays: only the properties the schema declares are written (an unexpected field on an
 * object never leaves the service), in the schema's types. What goes: the check of each value
 * against the schema's rules (an int that is positive, a uuid's format...) on the way out. The
 * handlers answer typed orders the domain built from validated input; the schema is still the
 * contract for the input, for the docs and for the tests, which parse responses with it.
 * A schema JSON Schema cannot express (a transform, a codec, a date) keeps the zod serializer.
 */
export const jsonSchemaSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  if (route.schema === OrderSchema) return publicOrderJson;
  return compileJsonStringify(route.schema as ZodType) ?? zodSerializerCompiler(route as RouteSchema);
};

/** An order as responses carry it: every field but `access`. */
export const PublicOrderSchema = OrderSchema.omit({ access: true });
const stringifyPublicOrder = compileJsonStringify(PublicOrderSchema)!;
const publicText = new WeakMap<Order, string>();

/**
 * An order as the browser gets it: without `access`, the hashes of the secrets that open it (a
 * response goes to caches, logs and browser extensions; the hashes are nobody's business there).
 * An order without access (a shared basket, an order stored before access existed) answers the
 * text the store wrote; one with it is written once more, remembered per (frozen) order object.
 */
function publicOrderJson(order: Order): string {
  if (order.access === undefined) return orderJson(order);
  let json = publicText.get(order);
  if (json === undefined) {
    json = stringifyPublicOrder(deepFreeze(order));
    publicText.set(order, json);
  }
  return json;
}
