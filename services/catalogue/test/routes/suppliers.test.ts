import { supplierLanguageOf, SupplierContactSchema, SupplierProfileSchema, SupplierSchema } from '@shop/contracts';
import { supplierFulfilmentFields } from '@shop/catalogue-schema';
import { createServer, InProcessEventBus } from '@shop/service-kit';
import { MemoryCatalogueIndex } from '../../src/adapters/memory/memory-catalogue-index';
import { catalogueService } from '../../src/app';
import { Catalogue } from '../../src/domain/catalogue';
import { seedCatalogue } from '../seed';

const seed = seedCatalogue('/static/images');

async function catalogueApp(internalCalls: boolean, data = seed) {
  const catalogue = await Catalogue.load(new MemoryCatalogueIndex(), data, '/static/images');
  const app = await createServer({ logger: false });
  await app.register(catalogueService, {
    index: catalogue.index,
    catalogue,
    bus: new InProcessEventBus(),
    internalCalls,
  });
  await app.ready();
  return app;
}

describe('supplier records for fulfilment', () => {
  it('gives every seeded supplier a contact address, its country’s language and a lead time, alike each seed', () => {
    expect(seed.suppliers.length).toBeGreaterThan(100);
    for (const supplier of seed.suppliers) {
      expect(supplier.language).toBe(supplierLanguageOf[supplier.country]);
      expect(supplier.email).toBe(`orders@${supplier.slug}.example`);
      expect(supplier.leadTimeDays).toBeGreaterThanOrEqual(2);
      expect(supplier.leadTimeDays).toBeLessThanOrEqual(10);
    }
    expect(new Set(seed.suppliers.map((s) => s.leadTimeDays)).size).toBeGreaterThan(3);
    expect(seedCatalogue('/static/images').suppliers).toEqual(seed.suppliers);
    expect(supplierLanguageOf).toEqual({ FI: 'fi', DE: 'de', EE: 'et', SE: 'en' });
  });

  it('answers GET /suppliers/{id} without the contact address, and 404 for an unknown one', async () => {
    const app = await catalogueApp(false);
    try {
      const supplier = seed.suppliers[0]!;
      const res = await app.inject({ method: 'GET', url: `/suppliers/${supplier.id}` });
      expect(res.statusCode).toBe(200);
      expect(SupplierSchema.strict().parse(res.json())).toEqual({
        id: supplier.id,
        slug: supplier.slug,
        name: supplier.name,
        country: supplier.country,
        city: supplier.city,
        language: supplier.language,
        lead_time_days: supplier.leadTimeDays,
      });
      expect(res.body).not.toContain('@');
      expect((await app.inject({ method: 'GET', url: '/suppliers/99999' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/suppliers/abc' })).statusCode).toBe(400);
      // Embedded in the gateway nothing serves the internal call: it would be public there.
      expect((await app.inject({ method: 'GET', url: `/internal/suppliers/${supplier.id}` })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('serves the contact address on GET /internal/suppliers/{id} only in its own process', async () => {
    const app = await catalogueApp(true);
    try {
      const supplier = seed.suppliers[5]!;
      const res = await app.inject({ method: 'GET', url: `/internal/suppliers/${supplier.id}` });
      expect(res.statusCode).toBe(200);
      expect(SupplierContactSchema.parse(res.json()).email).toBe(supplier.email);
    } finally {
      await app.close();
    }
  });

  it('fills in the records of a stored catalogue written before suppliers had them', async () => {
    const old = seed.suppliers.map(({ email: _e, language: _l, leadTimeDays: _d, ...rest }) => rest);
    const app = await catalogueApp(true, { ...seed, suppliers: old as typeof seed.suppliers });
    try {
      const supplier = seed.suppliers[7]!;
      const res = await app.inject({ method: 'GET', url: `/internal/suppliers/${supplier.id}` });
      expect(res.json()).toMatchObject({
        email: supplierFulfilmentFields(supplier.slug, supplier.country).email,
        language: supplierLanguageOf[supplier.country],
        lead_time_days: supplier.leadTimeDays,
      });
    } finally {
      await app.close();
    }
  });

  it('answers a supplier’s own page by its slug in the reader’s language, and 404 for an unknown slug', async () => {
    const app = await catalogueApp(false);
    try {
      const supplier = seed.suppliers[3]!;
      const res = await app.inject({
        method: 'GET',
        url: `/suppliers/by-slug/${supplier.slug}`,
        headers: { 'x-locale': 'fi' },
      });
      expect(res.statusCode).toBe(200);
      expect(SupplierProfileSchema.strict().parse(res.json())).toEqual({
        id: supplier.id,
        slug: supplier.slug,
        name: supplier.name,
        country: supplier.country,
        city: supplier.city,
        language: supplier.language,
        lead_time_days: supplier.leadTimeDays,
        founded: supplier.founded,
        info: supplier.info.fi,
      });
      expect(res.body).not.toContain('@');
      const german = await app.inject({
        method: 'GET',
        url: `/suppliers/by-slug/${supplier.slug}`,
        headers: { 'x-locale': 'de' },
      });
      expect(german.json().info).toBe(supplier.info.de);
      expect((await app.inject({ method: 'GET', url: '/suppliers/by-slug/no-such-supplier' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
