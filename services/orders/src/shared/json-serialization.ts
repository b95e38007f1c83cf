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
 * json-serialization says what that keeps and what it drops); a line is written once for its
 * stored row and once as each answer shows it.
 */

/**
 * A string built piece by piece (as fast-json-stringify builds its text) is a V8 rope: a tree of
 * its thousands of pieces, copied into one flat string only when something reads it whole, and
 * flattening a rope does not flatten the ropes inside it. A stored line's text is a piece of every
 * whole-order write of its cart, so it is kept flat. Converting to a number reads the string
 * whole, which makes V8 flatten it in place; the text stays the same string.
 */
function flattened(text: string): string {
  Number(text);
  return text;
}

/**
 * Written once per frozen object: the result cannot go stale because the object cannot change
 * after it was written.
 */
function rememberedPerObject<T extends object, R>(write: (value: T) => R): (value: T) => R {
  const written = new WeakMap<T, R>();
  return (value) => {
    let result = written.get(value);
    if (result === undefined) {
      result = write(deepFreeze(value));
      written.set(value, result);
    }
    return result;
  };
}

export { PublicOrderSchema };
const accessJson = compileJsonStringify(OrderAccessSchema)!;
const orderWithoutItemsJson = compileJsonStringify(PublicOrderSchema.omit({ items: true }))!;
const lineJson = compileJsonStringify(CartItemSchema)!;

/**
 * One line of an order as the store keeps it (a row per line). A change keeps the lines it does
 * not touch (the same frozen objects, see repriceOrder), so each line is written once, not again
 * at every change of its cart. Kept flat: the store hands it to its writer thread whole.
 */
export const orderLineJson = rememberedPerObject<CartItem, string>((item) => flattened(lineJson(item)));

/**
 * One line as answers carry it, in UTF-8 with a comma in front (`,{...}`): encoded once per line
 * shown (cart-view.ts answers an unchanged line as the same object), so an answer copies its
 * lines' bytes and encodes only its header. As one string, a 500-line answer (~590 KB) was
 * concatenated, flattened, measured and encoded to UTF-8 again at every change: over a third of
 * an add's event loop (docs/decisions/2026-11-30-cart-answer-bytes.md).
 */
const separatedLineBytes = rememberedPerObject<CartItem, Buffer>((item) => Buffer.from(`,${lineJson(item)}`));

/**
 * An order as the browser gets it, in UTF-8: without `access`, the hashes of the secrets that
 * open it (a response goes to caches, logs and browser extensions; the hashes are nobody's
 * business there). Each answer is a new object (CartView), so only its lines are remembered.
 */
export function publicOrderBytes(order: Order): Buffer {
  const { before, after } = aroundItems(order);
  const parts: Buffer[] = [Buffer.from(`${before},"items":[`)];
  for (let i = 0; i < order.items.length; i++) {
    const line = separatedLineBytes(order.items[i]!);
    parts.push(i === 0 ? line.subarray(1) : line);
  }
  parts.push(Buffer.from(`]${after}`));
  return Buffer.concat(parts);
}

/** The order's fields but its lines, as the text before and after where `items` goes. */
function aroundItems(order: Order): { before: string; after: string } {
  const rest = orderWithoutItemsJson(order);
  // In the schema's order `items` comes right before `order_status`, which is required: always written.
  const at = rest.indexOf(',"order_status":');
  return { before: rest.slice(0, at), after: rest.slice(at) };
}

/**
 * The order's header as the store keeps it: every field of OrderSchema, `access` in front, and
 * `items` empty, as the lines are stored one by one (orderLineJson), so a change writes the lines
 * it changed and this, not the whole order.
 */
export function orderHeaderJson(order: Order): string {
  const { before, after } = aroundItems(order);
  const text = `${before},"items":[]${after}`;
  // The text is an object with its required fields (`{"id":...`): never `{}`.
  return order.access === undefined ? text : `{"access":${accessJson(order.access)},${text.slice(1)}`;
}

/**
 * The orders service's serializer compiler: an order answers publicOrderBytes, any other schema its
 * compiled fast-json-stringify; a schema JSON Schema cannot express keeps the zod serializer.
 */
export const jsonSchemaSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  // Fastify sends a Buffer as it is (its serializer's type says string only).
  if (route.schema === OrderSchema) return publicOrderBytes as unknown as (data: unknown) => string;
  return fastJsonSerializerCompiler(route);
};
