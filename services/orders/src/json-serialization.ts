import {
  CartItemSchema,
  OrderAccessSchema,
  OrderSchema,
  PublicOrderSchema,
  type CartItem,
  type Order,
} from '@shop/contracts';
import type { FastifySerializerCompiler } from 'fastify';
import { compileJsonStringify, fastJsonSerializerCompiler } from '@shop/service-kit';
import { deepFreeze } from './deep-freeze';

/**
 * Every JSON text the orders service writes from a zod schema: the order as the store keeps it
 * (its header and each line), the order as a response carries it, and every other response. All
 * of them are compiled once by fast-json-stringify from the zod schema (service-kit's
 * json-serialization says what that keeps and what it drops); a line is written once, for every
 * response and its stored row alike.
 */

/**
 * A string built piece by piece (as fast-json-stringify builds its text) is a V8 rope: a tree of
 * its thousands of pieces, copied into one flat string only when something reads it whole, and
 * flattening a rope does not flatten the ropes inside it. A cart's text is its lines' remembered
 * texts, so every answer walked each line's pieces again (in Buffer.byteLength, when Fastify sends
 * it): ~10 % of the event loop under add-to-cart. Converting to a number reads the string whole,
 * which makes V8 flatten it in place; the text stays the same string.
 */
function flattened(text: string): string {
  Number(text);
  return text;
}

/**
 * Written once per frozen object: the text cannot go stale because the object cannot change
 * after it was written. Kept flat: it is a piece of many later texts.
 */
function rememberedPerObject<T extends object>(stringify: (value: T) => string): (value: T) => string {
  const written = new WeakMap<T, string>();
  return (value) => {
    let json = written.get(value);
    if (json === undefined) {
      json = flattened(stringify(deepFreeze(value)));
      written.set(value, json);
    }
    return json;
  };
}

export { PublicOrderSchema };
const accessJson = compileJsonStringify(OrderAccessSchema)!;

/**
 * An order as the browser gets it: without `access`, the hashes of the secrets that open it (a
 * response goes to caches, logs and browser extensions; the hashes are nobody's business there).
 */
export const publicOrderJson = rememberedPerObject(writePublicOrder);

const orderWithoutItemsJson = compileJsonStringify(PublicOrderSchema.omit({ items: true }))!;
/**
 * One line of an order, as answers carry it and the store keeps it (a row per line). A change
 * keeps the lines it does not touch (the same frozen objects, see repriceOrder), so each line is
 * written once, not again at every change of its cart: a cart's answer is its lines' remembered
 * texts put together.
 */
export const orderLineJson = rememberedPerObject<CartItem>(compileJsonStringify(CartItemSchema)!);

function writePublicOrder(order: Order): string {
  let items = '';
  for (const item of order.items) items += (items === '' ? '' : ',') + orderLineJson(item);
  return withItems(order, items);
}

/** The order's fields but its lines, with `items` holding the lines' texts given. */
function withItems(order: Order, items: string): string {
  const rest = orderWithoutItemsJson(order);
  // In the schema's order `items` comes right before `order_status`, which is required: always written.
  const at = rest.indexOf(',"order_status":');
  return `${rest.slice(0, at)},"items":[${items}]${rest.slice(at)}`;
}

/**
 * The order's header as the store keeps it: every field of OrderSchema, `access` in front, and
 * `items` empty, as the lines are stored one by one (orderLineJson), so a change writes the lines
 * it changed and this, not the whole order.
 */
export function orderHeaderJson(order: Order): string {
  const text = withItems(order, '');
  // The text is an object with its required fields (`{"id":...`): never `{}`.
  return order.access === undefined ? text : `{"access":${accessJson(order.access)},${text.slice(1)}`;
}

/**
 * The orders service's serializer compiler: an order answers publicOrderJson, any other schema its
 * compiled fast-json-stringify; a schema JSON Schema cannot express keeps the zod serializer.
 */
export const jsonSchemaSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  if (route.schema === OrderSchema) return publicOrderJson;
  return fastJsonSerializerCompiler(route);
};
