import { byFacetValue } from '../src/domain/facet-value-order';

const ordered = (values: (string | number)[]) =>
  values
    .map((value) => ({ value }))
    .sort(byFacetValue)
    .map((v) => v.value);

describe('byFacetValue', () => {
  it('orders numbers by value and text naturally, its numbers as numbers', () => {
    expect(ordered([100, 8, 25])).toEqual([8, 25, 100]);
    expect(ordered(['M10', 'M8', 'M12'])).toEqual(['M8', 'M10', 'M12']);
    expect(ordered(['RAL 9010', 'RAL 7016', 'RAL 6005'])).toEqual(['RAL 6005', 'RAL 7016', 'RAL 9010']);
  });

  it('orders text by letters before case, as localeCompare in English did', () => {
    const values = ['zinc', 'Aluminium', 'steel', 'S355', 'S235'];
    expect(ordered(values)).toEqual(
      [...values].sort((a, b) => String(a).localeCompare(String(b), 'en', { numeric: true })),
    );
  });
});
