/**
 * The k items with the highest keys, highest first, from `count` candidates. A bounded min-heap
 * keeps this O(n log k), so a page of 5 out of 30,000 matches costs no full sort.
 */
export function topK(candidates: Uint32Array, count: number, key: (doc: number) => number, k: number): number[] {
  const size = Math.min(k, count);
  if (size <= 0) return [];
  const heapDocs = new Uint32Array(size);
  const heapKeys = new Float64Array(size);
  let filled = 0;
  for (let i = 0; i < count; i++) {
    const doc = candidates[i]!;
    const value = key(doc);
    if (filled < size) {
      let at = filled++;
      heapDocs[at] = doc;
      heapKeys[at] = value;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (heapKeys[parent]! <= value) break;
        heapDocs[at] = heapDocs[parent]!;
        heapKeys[at] = heapKeys[parent]!;
        heapDocs[parent] = doc;
        heapKeys[parent] = value;
        at = parent;
      }
    } else if (value > heapKeys[0]!) {
      heapDocs[0] = doc;
      heapKeys[0] = value;
      siftDown(heapDocs, heapKeys, size);
    }
  }
  const order = Array.from({ length: filled }, (_, i) => i).sort((a, b) => heapKeys[b]! - heapKeys[a]!);
  return order.map((i) => heapDocs[i]!);
}

function siftDown(docs: Uint32Array, keys: Float64Array, size: number) {
  let at = 0;
  for (;;) {
    const left = at * 2 + 1;
    const right = left + 1;
    let smallest = at;
    if (left < size && keys[left]! < keys[smallest]!) smallest = left;
    if (right < size && keys[right]! < keys[smallest]!) smallest = right;
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
