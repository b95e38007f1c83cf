import {
  BlogListResponseSchema,
  BlogPostSchema,
  CountriesResponseSchema,
  FaqResponseSchema,
  PromotionSchema,
  PromotionTextSchema,
  StaticContentResponseSchema,
  locales,
} from '@shop/contracts';
import { buildCatalogue } from '../helper';

let app: Awaited<ReturnType<typeof buildCatalogue>>['app'];
beforeAll(async () => {
  ({ app } = await buildCatalogue());
});
afterAll(async () => app.close());

const get = (url: string, locale: string) => app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });

describe('static content', () => {
  it.each(locales)('GET /static answers every information page in %s, the legal notice only in de', async (locale) => {
    const body = StaticContentResponseSchema.parse((await get('/static', locale)).json());
    const slugs = body.pages.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['about', 'terms', 'privacy', 'supplierInfo']));
    expect(slugs.includes('legal')).toBe(locale === 'de');
    expect(body.pages.every((p) => p.locale === locale && p.blocks.length > 0)).toBe(true);
    expect(body.reviews.length).toBeGreaterThanOrEqual(3);
  });

  it('texts differ by language', async () => {
    const de = StaticContentResponseSchema.parse((await get('/static', 'de')).json());
    const fi = StaticContentResponseSchema.parse((await get('/static', 'fi')).json());
    expect(de.pages.find((p) => p.slug === 'terms')!.title).toBe('Lieferbedingungen');
    expect(fi.pages.find((p) => p.slug === 'terms')!.title).toBe('Toimitusehdot');
  });

  it.each(locales)('GET /static/promotion and /promotion-text in %s', async (locale) => {
    const promotion = PromotionSchema.parse((await get('/static/promotion', locale)).json());
    expect(promotion.ctaPath).toBe('/categories/fences');
    PromotionTextSchema.parse((await get('/static/promotion-text', locale)).json());
  });

  it.each(locales)('GET /faq has at least 8 entries in %s', async (locale) => {
    const faq = FaqResponseSchema.parse((await get('/faq', locale)).json());
    expect(faq.length).toBeGreaterThanOrEqual(8);
  });

  it('GET /countries lists EU countries with VAT rates, named in the language', async () => {
    const fi = CountriesResponseSchema.parse((await get('/countries', 'fi')).json());
    expect(fi.map((c) => c.code)).toEqual(expect.arrayContaining(['FI', 'DE', 'EE', 'SE', 'LV', 'PL']));
    expect(fi.find((c) => c.code === 'DE')).toMatchObject({ name: 'Saksa', vatRate: 19, euMember: true });
    const de = CountriesResponseSchema.parse((await get('/countries', 'de')).json());
    expect(de.find((c) => c.code === 'FI')!.name).toBe('Finnland');
  });
});

describe('blogs', () => {
  it('GET /blogs/all pages the posts, newest first, and counts them', async () => {
    const all = BlogListResponseSchema.parse((await get('/blogs/all', 'en')).json());
    expect(all.count).toBeGreaterThanOrEqual(6);
    expect(all.posts.map((p) => p.slug)).toContain('co2');
    const dates = all.posts.map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = BlogListResponseSchema.parse((await get('/blogs/all?range=[2,2]', 'en')).json());
    expect(page.posts.map((p) => p.slug)).toEqual(all.posts.slice(2, 4).map((p) => p.slug));
    expect((await get('/blogs/all?range=[0,-1]', 'en')).statusCode).toBe(400);
  });

  it.each(locales)('GET /blogs/co2 answers the article in %s', async (locale) => {
    const post = BlogPostSchema.parse((await get('/blogs/co2', locale)).json());
    expect(post.blocks.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown post', async () => {
    expect((await get('/blogs/nope', 'de')).statusCode).toBe(404);
  });
});
