import { LruMap } from '../../../src/shared/adapters/lru-map';

describe('LruMap', () => {
  it('holds at most its capacity, forgetting the least recently used entry first', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([1, undefined, 3, 2]);
    map.set('a', 10); // replacing counts as use
    map.set('d', 4);
    expect([map.get('a'), map.get('c'), map.get('d')]).toEqual([10, undefined, 4]);
  });

  it('holds nothing with capacity 0, and can be emptied', () => {
    const none = new LruMap<string, number>(0);
    none.set('a', 1);
    expect(none.get('a')).toBeUndefined();
    const map = new LruMap<string, number>(5);
    map.set('a', 1);
    map.delete('a');
    map.set('b', 2);
    map.clear();
    expect([map.get('a'), map.get('b'), map.size]).toEqual([undefined, undefined, 0]);
  });

  it('refuses a capacity that is not a whole number', () => {
    expect(() => new LruMap(-1)).toThrow();
    expect(() => new LruMap(1.5)).toThrow();
  });
});
