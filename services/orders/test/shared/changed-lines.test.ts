import type { CartItem } from '@shop/contracts';
import { changedLines } from '../../src/shared/changed-lines';

const line = (id: number, quantity = 1): CartItem => ({
  id,
  code: `C-${id}`,
  variant_id: id,
  quantity,
  price: 100,
  discount: 0,
  fullTitle: `L${id}`,
  reference: '',
});

describe('changedLines (which lines a cart change wrote)', () => {
  const before = [line(1), line(2), line(3)];

  it('names the lines that are new objects and the ones appended, not those kept', () => {
    expect(changedLines(before, [before[0]!, line(2, 5), before[2]!, line(4)])).toEqual([1, 3]);
    expect(changedLines(before, before)).toEqual([]);
  });

  it('names no position when lines were removed or reordered: then every line is written', () => {
    expect(changedLines(before, [before[0]!, before[2]!])).toBeUndefined();
    expect(changedLines(before, [before[1]!, before[0]!, before[2]!])).toBeUndefined();
  });
});
