import { redirectTarget } from '../src/redirects';
import { buildTestGateway } from './helper';

describe('old-address redirects', () => {
  it.each([
    ['/blogi/co2', '/blog/co2'],
    ['/ukk', '/faq'],
    ['/tietosuojaseloste/', '/privacy'],
    ['/toimitusehdot', '/terms'],
    ['/kauppa', '/shop'],
    ['/tuoteryhma/aidat-ja-aitaelementit', '/categories/fences'],
    ['/kategoria/liukuportit', '/categories/sliding-gates'],
    ['/tuote/verkkoaita-2000', '/products/verkkoaita-2000'],
    ['/tuote/12345', '/variant/12345'],
    ['/variantti/77', '/variant/77'],
  ])('%s -> %s', (from, to) => expect(redirectTarget(from)).toBe(to));

  it('leaves the new addresses alone', () => {
    for (const path of ['/', '/blog/co2', '/faq', '/categories/fences', '/products/x', '/variant/1', '/tuote/a/b']) {
      expect(redirectTarget(path)).toBeNull();
    }
  });

  it('redirects only a slug that is a slug (lower-case letters, digits, single hyphens)', () => {
    for (const path of [
      '/tuote/abc\r\nX',
      '/kategoria/a\nX',
      '/tuotteet/\u2028x',
      '/tuote/\0',
      '/kategoria/ä',
      '/tuote/x\\evil',
    ]) {
      expect([path, redirectTarget(path)]).toEqual([path, null]);
    }
  });

  it('never answers 500 for an old address whose slug is no slug: the 404 page, with its headers', async () => {
    const { app } = await buildTestGateway();
    const bad = [
      '/tuote/abc%0d%0aSet-Cookie:%20sid=x',
      '/kategoria/a%0aX-Evil:1',
      '/tuotteet/%E2%80%A8x',
      '/tuote/%00',
      '/kategoria/%C3%A4',
      '/tuote/x%5C%5Cevil.example',
    ];
    for (const url of bad) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect([url, res.statusCode, res.headers.location, res.headers['x-content-type-options']]).toEqual([
        url,
        404,
        undefined,
        'nosniff',
      ]);
    }
    // A good slug still moves, percent-escaped or not.
    const good = await app.inject({ method: 'GET', url: '/tuote/verkkoaita-%32000', headers: { accept: 'text/html' } });
    expect([good.statusCode, good.headers.location]).toEqual([301, '/products/verkkoaita-2000']);
    await app.close();
  });

  it('answers 301 with the query string kept', async () => {
    const { app } = await buildTestGateway();
    const res = await app.inject({
      method: 'GET',
      url: '/tuoteryhma/putket?utm_source=news',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/categories/pipes?utm_source=news');
    expect((await app.inject({ method: 'GET', url: '/ukk' })).headers.location).toBe('/faq');
    await app.close();
  });
});
