import type { Order } from '@shop/contracts';
import { aroundItems, lineJson } from '../shared/json-serialization';
import { deepFreeze } from '../shared/deep-freeze';

/** An answer's bytes (publicOrderBytes') and where each of its lines' JSON is in them. */
export interface AnswerBytes {
  readonly bytes: Buffer;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
}

const comma = 0x2c;

/**
 * `answer`'s bytes, built from the last answer of its cart: line `i` is the bytes of line
 * `from[i]` of `last` when that is 0 or more (the same line object, shown with the same variant:
 * cart-view.ts), else written anew. A run of lines kept in their order is copied as one range,
 * commas and all, so an add to a 500-line cart writes one line's JSON and copies the rest once into
 * a buffer allocated at its known length, instead of looking up and copying each line's bytes
 * (docs/decisions/2026-12-01-cart-answer-line-fragments.md). The bytes are those of the answer
 * serialized from scratch (test/cart/kept-answers.test.ts).
 */
export function answerBytes(answer: Order, from: Int32Array, last: AnswerBytes | undefined): AnswerBytes {
  const { before, after } = aroundItems(answer);
  const head = `${before},"items":[`;
  const tail = `]${after}`;
  const count = answer.items.length;
  const starts = new Int32Array(count);
  const ends = new Int32Array(count);
  const written: Buffer[] = [];
  let at = Buffer.byteLength(head);
  for (let i = 0; i < count; i++) {
    if (i > 0) at++;
    starts[i] = at;
    const j = from[i]!;
    if (j >= 0) at += last!.ends[j]! - last!.starts[j]!;
    else {
      // Frozen: the next answer copies these bytes for as long as it finds this object.
      const line = Buffer.from(lineJson(deepFreeze(answer.items[i]!)));
      written.push(line);
      at += line.length;
    }
    ends[i] = at;
  }
  const bytes = Buffer.allocUnsafe(at + Buffer.byteLength(tail));
  bytes.write(head, 0);
  let next = 0;
  for (let i = 0; i < count; i++) {
    if (i > 0) bytes[starts[i]! - 1] = comma;
    const j = from[i]!;
    if (j < 0) {
      written[next++]!.copy(bytes, starts[i]);
      continue;
    }
    let k = i;
    while (k + 1 < count && from[k + 1] === from[k]! + 1) k++;
    last!.bytes.copy(bytes, starts[i], last!.starts[j], last!.ends[from[k]!]);
    i = k;
  }
  bytes.write(tail, at);
  return { bytes, starts, ends };
}
