import { CompanyListResponseSchema, CompanySchema } from '@shop/contracts';
import { finnishCheckDigit } from '../../src/adapters/sample-company-register';
import { createServer, InProcessEventBus } from '@shop/service-kit';
import { MemoryCatalogueIndex } from '../../src/adapters/memory/memory-catalogue-index';
import { catalogueService } from '../../src/app';
import type { CompanyRegister } from '../../src/ports/company-register';
import { buildCatalogue } from '../helper';

describe('GET /search/company/vat/{vat} and /name/{name}', () => {
  let app: Awaited<ReturnType<typeof buildCatalogue>>['app'];
  beforeAll(async () => {
    ({ app } = await buildCatalogue());
  });
  afterAll(async () => app.close());

  it('finds a Finnish company by business id or VAT id, and an Estonian and a German one by VAT id', async () => {
    const byId = CompanySchema.parse(
      (await app.inject({ method: 'GET', url: '/search/company/vat/2734561-5' })).json(),
    );
    expect(byId).toMatchObject({ name: 'Rakennus Virtanen Oy', vatId: 'FI27345615', country: 'FI' });
    const byVat = await app.inject({ method: 'GET', url: '/search/company/vat/FI27345615' });
    expect(byVat.json().name).toBe('Rakennus Virtanen Oy');
    const estonian = await app.inject({ method: 'GET', url: '/search/company/vat/EE102345678' });
    expect(estonian.json()).toMatchObject({ name: 'Tallinna Ehitus OÜ', country: 'EE' });
    const german = await app.inject({ method: 'GET', url: '/search/company/vat/DE814623511' });
    expect(german.json()).toMatchObject({ name: 'Hochbau Schneider GmbH', country: 'DE', postCode: '80687' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await app.inject({ method: 'GET', url: '/search/company/vat/1234567-8' })).statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/search/company/vat/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('vat');
  });

  it('finds companies by part of the name, underscores as spaces', async () => {
    const list = CompanyListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/search/company/name/teräs' })).json(),
    );
    expect(list.map((c) => c.name)).toEqual(['Oulun Teräsrakenne Oy', 'Viru Teraskonstruktsioonid OÜ']);
    const spaced = (await app.inject({ method: 'GET', url: '/search/company/name/tallinna_ehitus' })).json();
    expect(spaced[0].name).toBe('Tallinna Ehitus OÜ');
    expect((await app.inject({ method: 'GET', url: '/search/company/name/ab' })).statusCode).toBe(400);
  });

  it('the sample Finnish business ids carry valid check digits', () => {
    expect(finnishCheckDigit('2734561')).toBe(5);
    expect(finnishCheckDigit('3187320')).toBeNull();
  });
});

describe('the business register down', () => {
  it('answers 503 in the buyer’s language for both searches, so the order form can say so', async () => {
    const down: CompanyRegister = {
      kind: 'down',
      byVatId: () => Promise.reject(new Error('connect ECONNREFUSED')),
      byName: () => Promise.reject(new Error('connect ECONNREFUSED')),
    };
    const app = await createServer({ logger: false });
    await app.register(catalogueService, {
      index: new MemoryCatalogueIndex(),
      bus: new InProcessEventBus(),
      companies: down,
    });
    await app.ready();
    for (const url of ['/search/company/vat/2734561-5', '/search/company/name/teräs']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-locale': 'fi' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' });
      expect(res.json().message).not.toBe('error.service_unavailable');
    }
    await app.close();
  });
});
