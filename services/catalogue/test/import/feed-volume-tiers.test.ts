import { buildCategoryTree } from '@shop/catalogue-schema';
import { readCsv, readJsonLines } from '../../src/import/read-feed';
import { mergeFeed } from '../../src/import/merge-feed';
import { readVariantPrices } from '../../src/domain/read-variants';
import { storedCatalogue } from '../catalogue-source.contract';

const header =
  'sku;product;category;product_title.de;title.de;price_cents;min_order;stock;delivery.kind;delivery.days;volume_tiers';
const row = (sku: string, tiers: string) =>
  `${sku};bauzaun-mit-staffel;temporary-fences;Bauzaun;Bauzaun ${sku};3990;5;available;from;2;${tiers}`;

describe('volume tiers in a supplier’s feed', () => {
  it('are read from CSV as pieces*percent (a decimal comma too), and a record without them has none', () => {
    const feed = readCsv([header, row('BZ-T1', '20*4|100*7,5'), row('BZ-T2', '')].join('\n'));
    expect(feed.problems).toEqual([]);
    expect(feed.lines.map((line) => line.record.volume_tiers)).toEqual([
      [
        { min_quantity: 20, percent: 4 },
        { min_quantity: 100, percent: 7.5 },
      ],
      [],
    ]);
  });

  it('refuse a record whose tiers do not rise, give nothing or are not numbers, naming the line and the field', () => {
    const feed = readCsv([header, row('BZ-T1', '100*7|20*4'), row('BZ-T2', '20*0'), row('BZ-T3', 'many*4')].join('\n'));
    expect(feed.lines).toEqual([]);
    expect(feed.problems).toEqual([
      {
        line: 2,
        sku: 'BZ-T1',
        message: 'volume_tiers: each tier must start at more pieces and give more than the one before',
      },
      { line: 3, sku: 'BZ-T2', message: 'volume_tiers.0.percent: must be more than 0' },
      { line: 4, sku: 'BZ-T3', message: expect.stringMatching(/^volume_tiers\.0\.min_quantity: /) },
    ]);
  });

  it('reach the stored variant and what the orders service reads of it; a variant without them keeps none', () => {
    const stored = storedCatalogue(150);
    const supplier = stored.suppliers[0]!.slug;
    const record = (sku: string, volume_tiers?: object[]) =>
      JSON.stringify({
        sku,
        supplier,
        product: 'bauzaun-mit-staffel',
        category: 'temporary-fences',
        product_title: { de: 'Bauzaun' },
        title: { de: `Bauzaun ${sku}` },
        price_cents: 3990,
        stock: 'available',
        delivery: { kind: 'from', days: 2 },
        ...(volume_tiers ? { volume_tiers } : {}),
      });
    const tiers = [{ min_quantity: 20, percent: 4 }];
    const feed = readJsonLines([record('BZ-T1', tiers), record('BZ-T2')].join('\n'));
    const merged = mergeFeed(stored, feed.lines, buildCategoryTree());
    if (!merged.ok) throw new Error(JSON.stringify(merged.problems));
    const [withTiers, without] = merged.catalogue.variants.slice(-2);
    expect(withTiers).toMatchObject({ code: 'BZ-T1', volume_tiers: tiers });
    expect(without).not.toHaveProperty('volume_tiers');
    const catalogue = { store: { variant: (id: number) => merged.catalogue.variants.find((v) => v.id === id) } };
    const prices = readVariantPrices(catalogue as never, [withTiers!.id, without!.id], 'de');
    expect(prices.get(withTiers!.id)!.volume_tiers).toEqual(tiers);
    expect(prices.get(without!.id)).not.toHaveProperty('volume_tiers');
  });
});
