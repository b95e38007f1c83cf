import { Column, compileFilter, countFacets } from '../src/adapters/memory/columns';
import { docOf } from '../src/adapters/memory/indexed';
import { docsOf, groupDocsByKey } from '../src/adapters/memory/doc-groups';

const everyDoc = (size: number) => Uint32Array.from({ length: size }, (_, doc) => doc);

describe('Column', () => {
  it('filters a faceted number by range through its value ids', () => {
    const heights = Column.empty('height_mm', 4, { numeric: true, faceted: true });
    [800, 1200, 2000].forEach((height, doc) => heights.set(doc, height));
    const test = compileFilter(heights, { min: 1000, max: 2000 });
    expect([0, 1, 2, 3].filter(test)).toEqual([1, 2]);
    expect(heights.numbers).toBeNull();
  });

  it("gives a faceted number's range from the values counted, not from documents without one", () => {
    const heights = Column.empty('height_mm', 4, { numeric: true, faceted: true });
    [800, 1200, 2000].forEach((height, doc) => heights.set(doc, height));
    const { facets } = countFacets(everyDoc(4), (doc) => doc !== 2, [heights], []);
    expect(facets[0]!.range).toEqual({ min: 800, max: 1200 });
  });

  it('keeps every value apart past 255 of them, its ids widened to two bytes', () => {
    const lengths = Column.empty('length_mm', 300, { numeric: false, faceted: true });
    expect(lengths.ids).toBeInstanceOf(Uint8Array);
    for (let doc = 0; doc < 300; doc++) lengths.set(doc, `L${doc}`);
    expect(lengths.ids).toBeInstanceOf(Uint16Array);
    expect([0, 255, 299].map((doc) => lengths.values[lengths.ids![doc]! - 1])).toEqual(['L0', 'L255', 'L299']);
  });
});

describe('groupDocsByKey', () => {
  const keys = [7, 3, 7, 9, 3, 7];
  const groups = groupDocsByKey(keys.length, (doc) => keys[doc]!);

  it("gives each key's documents in document order", () => {
    expect([3, 7, 9].map((key) => [...docsOf(groups, key)])).toEqual([[1, 4], [0, 2, 5], [3]]);
  });

  it('gives no documents for a key without any', () => {
    expect([1, 5, 10].map((key) => docsOf(groups, key).length)).toEqual([0, 0, 0]);
  });
});

describe('docOf', () => {
  it("finds a variant's document whatever order the records come in, and none for an unknown id", () => {
    const variants = [{ id: 30 }, { id: 10 }, { id: 20 }];
    const byId = Uint32Array.from([1, 2, 0]);
    expect([10, 20, 30, 15].map((id) => docOf({ byId, variants: variants as never }, id))).toEqual([
      1,
      2,
      0,
      undefined,
    ]);
  });
});
