import { OrderSchema, type Order } from '@shop/contracts';
import { compileJsonStringify } from './json-stringify';

const stringifyOrder = compileJsonStringify(OrderSchema);
if (!stringifyOrder) throw new Error('OrderSchema must be expressible in JSON Schema');
const written = new WeakMap<Order, string>();

/**
 * An order as JSON, written once per order object: the store keeps this text as the row's
 * document and the response to the same change is the same text (a cart change answers the cart
 * it stored), so each change is serialized once instead of twice. The text is remembered for the
 * object only because the object is frozen first: it cannot change after it was written.
 * The text has exactly OrderSchema's properties (see compileJsonStringify).
 */
export function orderJson(order: Order): string {
  let json = written.get(order);
  if (json === undefined) {
    json = stringifyOrder!(deepFreeze(order));
    written.set(order, json);
  }
  return json;
}

/** Makes an object and everything in it read-only (orders shared by the store's cache and its readers). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
