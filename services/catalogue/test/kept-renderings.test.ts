import { KeptRenderings } from '../src/domain/kept-renderings';
import { buildCatalogueWithData } from './helper';

describe('KeptRenderings', () => {
  it('renders a variant once per language while it is kept, and keeps at most as many as told', async () => {
    const { app, catalogue, data } = await buildCatalogueWithData();
    const rendered: string[] = [];
    const kept = new KeptRenderings(
      catalogue.store,
      (variant, locale) => {
        rendered.push(`${locale} ${variant.id}`);
        return variant.title[locale];
      },
      2,
    );
    const [a, b, c] = data.variants.map((v) => v.id);
    expect(kept.get(a!, 'de')).toBe(data.variants[0]!.title.de);
    kept.get(a!, 'de');
    kept.get(a!, 'fi');
    expect(rendered).toEqual([`de ${a}`, `fi ${a}`]);
    kept.get(b!, 'de');
    kept.get(c!, 'de');
    kept.get(a!, 'fi');
    expect(rendered.slice(2)).toEqual([`de ${b}`, `de ${c}`, `fi ${a}`]);
    expect(kept.get(99_999_999, 'de')).toBeUndefined();
    await app.close();
  });
});
