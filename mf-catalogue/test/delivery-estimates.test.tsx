import type { DeliveryEstimate, Locale } from '@shop/contracts';
import { useLocaleStore } from '@shop/state';
import { renderHook } from '@testing-library/react';
import { useDeliveryText } from '../src/features/variant-info/variant-texts';

const wordings = (locale: Locale, estimates: DeliveryEstimate[]) => {
  useLocaleStore.setState({ locale });
  const { result, unmount } = renderHook(() => useDeliveryText());
  const texts = estimates.map(result.current);
  unmount();
  return texts;
};

describe('delivery estimates', () => {
  it('are singular for one working day and plural for more, in German', () => {
    expect(
      wordings('de', [
        { kind: 'exactly', days: 1 },
        { kind: 'exactly', days: 3 },
        { kind: 'from', days: 1 },
        { kind: 'upTo', days: 5 },
      ]),
    ).toEqual([
      'Lieferung in 1 Werktag',
      'Lieferung in 3 Werktagen',
      'Lieferung ab 1 Werktag',
      'Lieferung innerhalb von 5 Werktagen',
    ]);
  });

  it('are singular for one working day and plural for more, in English and Finnish', () => {
    expect(
      wordings('en', [
        { kind: 'upTo', days: 1 },
        { kind: 'exactly', days: 2 },
      ]),
    ).toEqual(['Delivery within 1 working day', 'Delivery in 2 working days']);
    expect(
      wordings('fi', [
        { kind: 'from', days: 1 },
        { kind: 'from', days: 10 },
      ]),
    ).toEqual(['Toimitus alkaen 1 arkipäivä', 'Toimitus alkaen 10 arkipäivää']);
  });
});
