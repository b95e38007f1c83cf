import { demoCatalogue } from '@shop/infra';
import { sharedTestGateway } from './helper';

const page = (locale: string) => ({ accept: 'text/html', cookie: `locale=${locale}` });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

const gateway = sharedTestGateway();
const supplier = demoCatalogue().suppliers[2]!;

describe('the heads of a supplier’s own page and the back office’s operations pages', () => {
  it('names the supplier in the title and description, in the reader’s language, and indexes it', async () => {
    const { app } = gateway();
    const de = await app.inject({ method: 'GET', url: `/supplier/${supplier.slug}`, headers: page('de') });
    expect(de.statusCode).toBe(200);
    expect(titleOf(de.body)).toBe(`${supplier.name} – Lieferant | Nordbau`);
    expect(descriptionOf(de.body)).toBe(
      `Produkte von ${supplier.name} aus ${supplier.city} bei Nordbau: Preise, Verfügbarkeit und Lieferzeiten.`,
    );
    expect(de.body).not.toContain('<meta name="robots"');
    const fi = await app.inject({ method: 'GET', url: `/supplier/${supplier.slug}`, headers: page('fi') });
    expect(titleOf(fi.body)).toBe(`${supplier.name} – toimittaja | Nordbau`);
  });

  it('answers 404 for a supplier the catalogue does not have', async () => {
    const { app } = gateway();
    const res = await app.inject({ method: 'GET', url: '/supplier/no-such-supplier', headers: page('en') });
    expect(res.statusCode).toBe(404);
  });

  it('keeps the back office’s pages out of search engines', async () => {
    const { app } = gateway();
    for (const [url, title] of [
      ['/backoffice/dead-letters', 'Unzustellbare Ereignisse | Nordbau'],
      ['/backoffice/suppliers', 'Lieferantendaten | Nordbau'],
    ]) {
      const res = await app.inject({ method: 'GET', url: url!, headers: page('de') });
      expect([url, res.statusCode, titleOf(res.body)]).toEqual([url, 200, title]);
      expect(res.body).toContain('noindex');
    }
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /backoffice');
  });
});
