import { findDeclaredPage, RemotePagesSchema, type Locale } from '@shop/contracts';
import type { CatalogueLookup } from '../src/catalogue-lookup';
import { pageHead } from '../src/page-heads';
import { declaredPages } from './helper';

/** mf-catalogue's category page as its release declares it (head: the category looked up). */
const categoryPage = findDeclaredPage(
  { catalogue: RemotePagesSchema.parse(declaredPages.catalogue).pages },
  '/categories/fences',
);

/** A catalogue that knows one category, Fences, with as many products as the test says. */
const lookupWith = (count: number): CatalogueLookup => ({
  category: async (slug) => (slug === 'fences' ? { title: 'Fences', count } : null),
  product: async () => null,
  variant: async () => null,
  variantIdWithCode: async () => null,
  supplier: async () => null,
  blogPost: async () => null,
  rootCategorySlugs: async () => ['fences'],
  blogSlugs: async () => [],
});

/*
 * The same texts mf-catalogue's category page sets as its head after client-side navigation
 * (mf-catalogue/test/category-page.test.tsx): both come from @shop/i18n's translateCount.
 */
describe('the category head the server sends', () => {
  it.each([
    ['de', 1, 'Fences: 1 Produkt eines geprüften Lieferanten, Lieferung in 1-3 Werktagen.'],
    ['de', 1200, 'Fences: 1.200 Produkte geprüfter Lieferanten, Lieferung in 1-3 Werktagen.'],
    ['fi', 1, 'Fences: 1 tuote tarkastetulta toimittajalta, toimitus 1-3 arkipäivässä.'],
    ['fi', 1200, 'Fences: 1\u00a0200 tuotetta tarkastetuilta toimittajilta, toimitus 1-3 arkipäivässä.'],
    ['en', 1, 'Fences: 1 product from a verified supplier, delivered in 1-3 working days.'],
    ['en', 1200, 'Fences: 1,200 products from verified suppliers, delivered in 1-3 working days.'],
    ['et', 1, 'Fences: 1 toode kontrollitud tarnijalt, tarne 1-3 tööpäevaga.'],
    ['et', 3, 'Fences: 3 toodet kontrollitud tarnijatelt, tarne 1-3 tööpäevaga.'],
  ] as const)('in %s with %d products: the form and number format of the language', async (locale, count, text) => {
    const head = await pageHead(
      '/categories/fences',
      locale as Locale,
      lookupWith(count),
      new URLSearchParams(),
      categoryPage,
    );
    expect([head.status, head.description]).toEqual([200, text]);
  });
});
