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
