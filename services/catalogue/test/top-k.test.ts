import { TopK, topK } from '../src/adapters/memory/top-k';

describe('top-k selection', () => {
  it('keeps the k documents with the highest keys, highest first, whatever order they are offered in', () => {
    const keys = [5, 1, 9, 3, 7, 2, 8];
    const top = new TopK(3);
    keys.forEach((key, doc) => top.offer(doc, key));
    expect(top.highestFirst()).toEqual([2, 6, 4]);
  });

  it('returns every document offered when fewer than k come, and none when k is 0', () => {
    const few = new TopK(5);
    few.offer(7, 1);
    few.offer(3, 2);
    expect(few.highestFirst()).toEqual([3, 7]);
    const none = new TopK(0);
    none.offer(1, 10);
    expect(none.highestFirst()).toEqual([]);
  });

  it('selects from an array of candidates by a key function, only the first count of them', () => {
    const candidates = Uint32Array.from([4, 0, 3, 1, 2, 9]);
    expect(topK(candidates, 5, (doc) => -doc, 2)).toEqual([0, 1]);
  });
});
