import { locales } from '@shop/contracts';
import { buildCategoryTree, categoryIconSvg, elasticTemplates, productPictureSvg } from '../src';

describe('category tree and search templates', () => {
  it('keeps fences first among at least 8 root categories', () => {
    const roots = buildCategoryTree().filter((c) => c.parentid === null);
    expect(roots.length).toBeGreaterThanOrEqual(8);
    expect(roots[0]).toMatchObject({
      slug: 'fences',
      title: { de: 'Zäune und Zaunelemente', fi: 'Aidat ja aitaelementit' },
    });
  });

  it('analyses category titles per language', () => {
    const analyzers = Object.keys(elasticTemplates.categories.settings.analysis.analyzer);
    for (const l of locales) expect(analyzers).toEqual(expect.arrayContaining([`${l}_text`, `${l}_ngram`]));
    expect(analyzers).toContain('folded');
  });

  it("searches variants by the embedded engine's words, in every language", () => {
    const { words } = elasticTemplates.variants.mappings.properties;
    for (const l of locales) expect(words.properties.title.properties[l].analyzer).toBe('words');
    expect(Object.keys(words.properties.category.properties)).toEqual([...locales]);
    expect(words.properties.supplier.analyzer).toBe('words');
  });
});

describe('generated pictures', () => {
  it('are well-formed SVG (no attribute twice on an element), or browsers refuse to show them', () => {
    for (const svg of [productPictureSvg('fence', 1), productPictureSvg('pipe', 3), categoryIconSvg('gate')]) {
      for (const tag of svg.match(/<[a-z]+\s[^>]*>/g) ?? []) {
        const names = [...tag.matchAll(/\s([a-z-]+)=/g)].map((m) => m[1]);
        expect(new Set(names).size).toBe(names.length);
      }
    }
  });
});
