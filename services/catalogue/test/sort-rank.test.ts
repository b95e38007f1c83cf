import type { CatalogueVariant } from '../src/domain';
import { titleRank } from '../src/adapters/memory/indexed';

const variant = (id: number, de: string) => ({ id, title: { de } }) as unknown as CatalogueVariant;
const orderOf = (variants: CatalogueVariant[]) => {
  const rank = titleRank(variants, 'de');
  return variants
    .map((v, doc) => [rank[doc]!, v.id] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, id]) => id);
};

describe('titleRank', () => {
  it('orders titles naturally in the language, a shared title by id', () => {
    expect(
      orderOf([variant(4, 'Mutter M10'), variant(3, 'Mutter M8'), variant(1, 'Mutter M10'), variant(2, 'Bolzen')]),
    ).toEqual([2, 3, 1, 4]);
  });

  it('takes titles that differ only in case or accents as one, ordered by id', () => {
    expect(orderOf([variant(9, 'Zaun'), variant(5, 'ZAUN'), variant(7, 'zaun'), variant(1, 'Blech')])).toEqual([
      1, 5, 7, 9,
    ]);
  });
});
