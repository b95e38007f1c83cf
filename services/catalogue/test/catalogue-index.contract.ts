import type { CatalogueCategory } from '../src/domain';
import type { CatalogueIndex } from '../src/ports/catalogue-index';

const category = (over: Partial<CatalogueCategory>): CatalogueCategory => ({
  categoryid: 1,
  parentid: null,
  slug: 'fences',
  title: { de: 'Zäune', fi: 'Aidat', en: 'Fences', et: 'Aiad' },
  iconUrl: '/static/images/categories/fences.svg',
  sorting: 0,
  variantCount: 0,
  ...over,
});

/** What every CatalogueIndex adapter must do; run by each adapter's test file. */
export function catalogueIndexContract(create: () => Promise<CatalogueIndex>, destroy: (i: CatalogueIndex) => Promise<void>) {
  let index: CatalogueIndex;
  beforeEach(async () => {
    index = await create();
  });
  afterEach(async () => destroy(index));

  it('lists only root categories, in the curated order, titled in the asked language', async () => {
    await index.replaceCategories([
      category({ categoryid: 2, slug: 'gates', sorting: 1, title: { de: 'Tore', fi: 'Portit', en: 'Gates', et: 'Väravad' } }),
      category({ categoryid: 1, slug: 'fences', sorting: 0 }),
      category({ categoryid: 3, parentid: 1, slug: 'welded-mesh-panels', sorting: 0 }),
    ]);
    const fi = await index.rootCategories('fi');
    expect(fi.map((c) => [c.slug, c.title])).toEqual([
      ['fences', 'Aidat'],
      ['gates', 'Portit'],
    ]);
    expect(fi[0]).toMatchObject({ parentid: null, iconPicture: { url: '/static/images/categories/fences.svg' } });
    expect(fi[0]?.category_pictures).toEqual([{ url: '/static/images/categories/fences.svg', is_icon: true }]);
  });

  it('replaces the previous catalogue instead of merging into it', async () => {
    await index.replaceCategories([category({ categoryid: 1, slug: 'fences' })]);
    await index.replaceCategories([category({ categoryid: 9, slug: 'pipes' })]);
    expect((await index.rootCategories('en')).map((c) => c.slug)).toEqual(['pipes']);
  });
}
