import type { Locale, VariantDetail } from '@shop/contracts';
import { CatalogueVariantClient } from '../../../src/shared/adapters/http-variant-catalogue';

const detail = (id: number, locale: Locale): VariantDetail => ({
  id,
  code: `NB-${id}`,
  title: `${locale} ${id}`,
  sale_price: 4_990,
  min_order: 1,
  supplier: { id: 1, name: 'Teräsaita Oy', slug: 'terasaita-oy' },
  availability: 'available',
  description: '',
  delivery_estimate: { kind: 'exactly', days: 2 },
  products: { id: 1, slug: 'p', title: 'P' },
  product_categories: [],
  variant_pictures: [{ id: 1, url: '/images/p.svg', is_main: true }],
  attributes: [],
  hidden: false,
  parts: [],
});

describe('CatalogueVariantClient', () => {
  function client() {
    const asked: string[] = [];
    let now = 0;
    const catalogue = new CatalogueVariantClient(
      async (path, locale) => {
        asked.push(`${locale} ${path}`);
        const id = Number(path.split('/').pop());
        return id === 404 ? { status: 404, body: null } : { status: 200, body: detail(id, locale) };
      },
      () => now,
    );
    return { catalogue, asked, later: (ms: number) => (now += ms) };
  }

  it('answers the variants as shown from the requests it made for their prices, a few seconds long', async () => {
    const { catalogue, asked, later } = client();
    const prices = await catalogue.getVariants([7, 8, 404], 'fi');
    expect([...prices.values()]).toEqual([
      { id: 7, code: 'NB-7', title: 'fi 7', sale_price: 4_990, min_order: 1, availability: 'available' },
      { id: 8, code: 'NB-8', title: 'fi 8', sale_price: 4_990, min_order: 1, availability: 'available' },
    ]);
    const shown = await catalogue.showVariants([7, 8], 'fi');
    expect(shown.get(7)).toMatchObject({ title: 'fi 7', variant_pictures: [{ url: '/images/p.svg' }], parts: [] });
    expect(asked).toEqual(['fi /productVariant/7', 'fi /productVariant/8', 'fi /productVariant/404']);
    // Another language, or after the few seconds, is asked again.
    await catalogue.showVariants([7], 'en');
    later(10_001);
    await catalogue.showVariants([8], 'fi');
    expect(asked.slice(3)).toEqual(['en /productVariant/7', 'fi /productVariant/8']);
  });

  it('never prices from what it kept: every price read asks the catalogue', async () => {
    const { catalogue, asked } = client();
    await catalogue.getVariants([7], 'fi');
    await catalogue.getVariants([7], 'fi');
    expect(asked).toEqual(['fi /productVariant/7', 'fi /productVariant/7']);
  });
});
