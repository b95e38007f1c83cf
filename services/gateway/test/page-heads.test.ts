import { buildTestGateway, sharedTestGateway } from './helper';

const page = (locale: string) => ({ accept: 'text/html', cookie: `locale=${locale}` });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

// One gateway for the tests that need no configuration of their own: building one per test took
// this suite past jest's 5 s timeout on a busy machine.
const gateway = sharedTestGateway();

describe('page heads in the served HTML', () => {
  it('gives every information page a title and description in the locale of the cookie', async () => {
    const { app } = gateway();
    const expected: Record<string, string> = {
      '/about': 'Über uns | Nordbau',
      '/faq': 'Häufige Fragen | Nordbau',
      '/contact': 'Kontakt und Angebotsanfrage | Nordbau',
    };
    for (const [url, title] of Object.entries(expected)) {
      const res = await app.inject({ method: 'GET', url, headers: page('de') });
      expect([url, res.statusCode, titleOf(res.body)]).toEqual([url, 200, title]);
      expect(descriptionOf(res.body)?.length).toBeGreaterThan(10);
    }
    const fi = await app.inject({ method: 'GET', url: '/terms', headers: page('fi') });
    expect(titleOf(fi.body)).toBe('Toimitusehdot | Nordbau');
    expect(fi.body).toContain('<html lang="fi"');
  });

  it('follows Accept-Language without a cookie', async () => {
    const { app } = gateway();
    const res = await app.inject({
      method: 'GET',
      url: '/privacy',
      headers: { accept: 'text/html', 'accept-language': 'et-EE,et;q=0.9' },
    });
    expect(titleOf(res.body)).toBe('Privaatsuspoliitika | Nordbau');
  });

  it('names the search term in the search page head, escaped, with no replacement patterns expanded', async () => {
    const { app } = gateway();
    const zaun = await app.inject({ method: 'GET', url: '/new_search?search=zaun', headers: page('de') });
    expect(titleOf(zaun.body)).toBe('Suche: zaun | Nordbau');
    expect(descriptionOf(zaun.body)).toContain('zaun');
    const tricky = await app.inject({
      method: 'GET',
      url: `/new_search?search=${encodeURIComponent("$' <b>&")}`,
      headers: page('en'),
    });
    expect(titleOf(tricky.body)).toBe('Search: $&#39; &lt;b&gt;&amp; | Nordbau');
    expect(tricky.body.match(/<title>/g)).toHaveLength(1);
    const bare = await app.inject({ method: 'GET', url: '/new_search', headers: page('en') });
    expect(titleOf(bare.body)).toBe('Search results | Nordbau');
  });

  it('fills category heads from the catalogue and answers 404 for a missing category', async () => {
    const { app } = gateway();
    const res = await app.inject({ method: 'GET', url: '/categories/fences', headers: page('en') });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Fences and fence panels | Nordbau');
    const missing = await app.inject({ method: 'GET', url: '/categories/no-such-category', headers: page('en') });
    expect([missing.statusCode, titleOf(missing.body)]).toEqual([404, 'Page not found | Nordbau']);
  });

  it('serves /legal in German only', async () => {
    const { app } = gateway();
    expect(titleOf((await app.inject({ method: 'GET', url: '/legal', headers: page('de') })).body)).toBe(
      'Impressum | Nordbau',
    );
    expect((await app.inject({ method: 'GET', url: '/legal', headers: page('fi') })).statusCode).toBe(404);
  });

  it('serves the app shell at /_app with 200, its own head and noindex, and keeps robots out of it', async () => {
    const { app } = gateway();
    const res = await app.inject({ method: 'GET', url: '/_app', headers: page('fi') });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Nordbau – rakennus- ja teollisuustuotteet');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const about = await app.inject({ method: 'GET', url: '/about', headers: page('fi') });
    expect([about.headers['x-robots-tag'], about.body.includes('<meta name="robots"')]).toEqual([undefined, false]);
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /_app');
  });

  it("serves the supplier's purchase-order page with its head, noindex, and keeps robots out of it", async () => {
    const { app } = gateway();
    const res = await app.inject({ method: 'GET', url: '/supplier-order', headers: page('fi') });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Ostotilaus | Nordbau');
    expect(descriptionOf(res.body)).toContain('ostotilaukseen');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const de = await app.inject({ method: 'GET', url: '/supplier-order/', headers: page('de') });
    expect([de.statusCode, titleOf(de.body)]).toEqual([200, 'Bestellung | Nordbau']);
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /supplier-order');
  });

  it("serves the buyer's order-link page with its head in their language, noindex, robots kept out", async () => {
    const { app } = gateway();
    const res = await app.inject({ method: 'GET', url: '/order', headers: page('fi') });
    expect([res.statusCode, titleOf(res.body)]).toEqual([200, 'Tilauksesi | Nordbau']);
    expect(descriptionOf(res.body)).toContain('toimittajan lähetys');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const et = await app.inject({ method: 'GET', url: '/order/', headers: page('et') });
    expect([et.statusCode, titleOf(et.body)]).toEqual([200, 'Teie tellimus | Nordbau']);
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /order\n');
  });

  it('serves the quick order page with its head in the buyer’s language', async () => {
    const { app } = gateway();
    const res = await app.inject({ method: 'GET', url: '/quick-order', headers: page('fi') });
    expect([res.statusCode, titleOf(res.body)]).toEqual([200, 'Pikatilaus | Nordbau']);
    expect(descriptionOf(res.body)).toContain('tuotekoodeilla');
    const de = await app.inject({ method: 'GET', url: '/quick-order/', headers: page('de') });
    expect([de.statusCode, titleOf(de.body)]).toEqual([200, 'Schnellbestellung | Nordbau']);
  });

  it('gives an unknown page the not-found head with 404', async () => {
    const { app } = gateway();
    const res = await app.inject({ method: 'GET', url: '/no/such/page', headers: page('en') });
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe('Page not found | Nordbau');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the information pages and the root categories', async () => {
    const { app } = await buildTestGateway({ PUBLIC_URL: 'https://shop.example' });
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://shop.example/faq</loc>');
    expect(sitemap.body).toContain('<loc>https://shop.example/categories/fences</loc>');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /cart/');
    await app.close();
  });
});

describe('contact service behind the gateway', () => {
  it('routes /contact/submit to the embedded contact service and the message reaches the outbox', async () => {
    const { app } = gateway();
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact/submit',
      payload: { company: 'Bau GmbH', name: 'Eva', email: 'eva@bau.de', message: 'Angebot bitte' },
    });
    expect(res.statusCode).toBe(200);
    const mailbox = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(mailbox.body).toContain('Bau GmbH');
    expect((await app.inject({ method: 'GET', url: '/contact', headers: { accept: 'text/html' } })).statusCode).toBe(
      200,
    );
  });
});
