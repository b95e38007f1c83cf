/**
 * How deep a JSON body may nest. The shop's deepest call body (an order with its addresses and
 * lines) is four levels; 32 leaves room for any form while keeping recursive code that walks a
 * body (validation, serialization, logging) far from the stack limit.
 */
export const maxJsonNesting = 32;

/**
 * Whether a JSON text opens more than `limit` objects or arrays inside each other, counted in one
 * pass over the characters (brackets inside strings are not counted), without parsing it.
 */
export function jsonNestingDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}
