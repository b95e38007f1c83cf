const quote = 0x22;
const backslash = 0x5c;
const colon = 0x3a;
const open = new Set([0x7b, 0x5b]);
const close = new Set([0x7d, 0x5d]);
const variantsKey = Buffer.from('"variants"');

/** Where the data file's variants are: its top-level `variants` array and each record in it, [start, end). */
export interface VariantsAt {
  array: [number, number];
  starts: Uint32Array;
  ends: Uint32Array;
}

/**
 * The byte ranges of the `variants` array of a data file's JSON and of each of its records,
 * found by scanning the bytes (strings skipped, nesting counted): JSON.parse tells nothing of
 * where a value was. UTF-8 bytes of characters past ASCII never look like quotes or brackets.
 */
export function locateVariants(bytes: Buffer): VariantsAt {
  let depth = 0;
  let at = 0;
  for (; at < bytes.length; at++) {
    const c = bytes[at]!;
    if (c === quote) {
      const key = at;
      at = endOfString(bytes, at);
      if (depth === 1 && bytes.subarray(key, at + 1).equals(variantsKey)) {
        const next = skipSpace(bytes, at + 1);
        if (bytes[next] === colon) {
          at = skipSpace(bytes, next + 1);
          break;
        }
      }
    } else if (open.has(c)) depth++;
    else if (close.has(c)) depth--;
  }
  if (bytes[at] !== 0x5b) throw new Error('the data file has no variants array');
  const arrayStart = at;
  const starts: number[] = [];
  const ends: number[] = [];
  depth = 0;
  for (at++; at < bytes.length; at++) {
    const c = bytes[at]!;
    if (c === quote) at = endOfString(bytes, at);
    else if (open.has(c)) {
      if (depth++ === 0) starts.push(at);
    } else if (close.has(c)) {
      if (depth === 0) break;
      if (--depth === 0) ends.push(at + 1);
    }
  }
  return { array: [arrayStart, at + 1], starts: Uint32Array.from(starts), ends: Uint32Array.from(ends) };
}

/** The index of the quote closing the string opened at `at`. */
function endOfString(bytes: Buffer, at: number): number {
  for (let i = at + 1; i < bytes.length; i++) {
    if (bytes[i] === backslash) i++;
    else if (bytes[i] === quote) return i;
  }
  throw new Error('the data file ends inside a string');
}

function skipSpace(bytes: Buffer, at: number): number {
  while (at < bytes.length && (bytes[at] === 0x20 || bytes[at] === 0x0a || bytes[at] === 0x0d || bytes[at] === 0x09))
    at++;
  return at;
}
