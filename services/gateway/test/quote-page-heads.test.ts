import { sharedTestGateway } from './helper';

const page = (locale: string) => ({ accept: 'text/html', cookie: `locale=${locale}` });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const gateway = sharedTestGateway();

// A quote carries a buyer's prices and opens by session or a secret link (docs/orders.md, "Quotes").
describe('the quote pages', () => {
  it('serve the buyer’s quote page in the reader’s language, kept out of search engines', async () => {
    const { app } = gateway();
    const res = await app.inject({
      method: 'GET',
      url: '/quote/8b0c3a57-5f0e-4d0e-9f59-0d7f3e0d2a11',
      headers: page('fi'),
    });
    expect([res.statusCode, titleOf(res.body)]).toEqual([200, 'Tarjouksesi | Nordbau']);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const unknown = await app.inject({ method: 'GET', url: '/quote/not-a-quote', headers: page('de') });
    expect(unknown.statusCode).toBe(404);
  });

  it('serve the seller’s pricing page, kept out of search engines and robots', async () => {
    const { app } = gateway();
    const res = await app.inject({ method: 'GET', url: '/quote-pricing', headers: page('de') });
    expect([res.statusCode, titleOf(res.body)]).toEqual([200, 'Angebotsanfrage kalkulieren | Nordbau']);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /quote/');
    expect(robots.body).toContain('Disallow: /quote-pricing');
  });
});
