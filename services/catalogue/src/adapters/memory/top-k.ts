/**
 * The k documents with the highest keys, offered one by one: a bounded min-heap, so a page of 24
 * out of 30,000 matches costs no full sort. A caller that computes each key inline (the search,
 * while it gathers its candidates) offers them itself, with no function call per document.
 */
export class TopK {
  private readonly docs: Uint32Array;
  private readonly keys: Float64Array;
  private filled = 0;

  constructor(readonly k: number) {
    this.docs = new Uint32Array(Math.max(0, k));
    this.keys = new Float64Array(Math.max(0, k));
  }

  offer(doc: number, key: number): void {
    const { docs, keys } = this;
    if (this.filled < docs.length) {
      let at = this.filled++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (keys[parent]! <= key) break;
        docs[at] = docs[parent]!;
        keys[at] = keys[parent]!;
        at = parent;
      }
      docs[at] = doc;
      keys[at] = key;
    } else if (docs.length > 0 && key > keys[0]!) {
      docs[0] = doc;
      keys[0] = key;
      this.siftDown();
    }
  }

  /** The documents offered with the highest keys, highest first. */
  highestFirst(): number[] {
    const order = Array.from({ length: this.filled }, (_, i) => i).sort((a, b) => this.keys[b]! - this.keys[a]!);
    return order.map((i) => this.docs[i]!);
  }

  private siftDown() {
    const { docs, keys, filled } = this;
    let at = 0;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let smallest = at;
      if (left < filled && keys[left]! < keys[smallest]!) smallest = left;
      if (right < filled && keys[right]! < keys[smallest]!) smallest = right;
      if (smallest === at) return;
      const d = docs[at]!;
      const k = keys[at]!;
      docs[at] = docs[smallest]!;
      keys[at] = keys[smallest]!;
      docs[smallest] = d;
      keys[smallest] = k;
      at = smallest;
    }
  }
}

/** The k of `count` candidates with the highest keys, highest first. */
export function topK(candidates: Uint32Array, count: number, key: (doc: number) => number, k: number): number[] {
  const top = new TopK(Math.min(k, count));
  for (let i = 0; i < count; i++) top.offer(candidates[i]!, key(candidates[i]!));
  return top.highestFirst();
}
