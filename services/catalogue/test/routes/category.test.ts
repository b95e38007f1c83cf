import { RootCategoriesResponseSchema } from '@shop/contracts';
import { buildCatalogue } from '../helper';

describe('GET /category/rootCategories', () => {
  it('answers the seeded root categories, valid by the contract, in the locale of the request', async () => {
    const { app } = await buildCatalogue();
    const res = await app.inject({ method: 'GET', url: '/category/rootCategories', headers: { 'x-locale': 'fi' } });
    expect(res.statusCode).toBe(200);
    const body = RootCategoriesResponseSchema.parse(res.json());
    expect(body.length).toBeGreaterThanOrEqual(8);
    expect(body.every((c) => c.parentid === null)).toBe(true);
    expect(body[0]).toMatchObject({ slug: 'fences', title: 'Aidat ja aitaelementit' });
    await app.close();
  });

  it('falls back to German for an unsupported locale', async () => {
    const { app } = await buildCatalogue();
    const res = await app.inject({ method: 'GET', url: '/category/rootCategories', headers: { 'x-locale': 'sv' } });
    expect(res.json()[0].title).toBe('Zäune und Zaunelemente');
    await app.close();
  });

  it('serves the icon each category links to as SVG', async () => {
    const { app } = await buildCatalogue();
    const [first] = (await app.inject({ method: 'GET', url: '/category/rootCategories' })).json();
    const icon = await app.inject({ method: 'GET', url: first.iconPicture.url });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toContain('<svg');
    expect((await app.inject({ method: 'GET', url: '/static/images/categories/nope.svg' })).statusCode).toBe(404);
    await app.close();
  });
});
