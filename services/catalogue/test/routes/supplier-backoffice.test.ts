import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SupplierRecordDetailSchema, SupplierRecordListSchema, SupplierSchema } from '@shop/contracts';
import { demoCatalogue } from '@shop/infra';
import { createServer, InProcessEventBus } from '@shop/service-kit';
import { MemoryCatalogueIndex } from '../../src/adapters/memory/memory-catalogue-index';
import { MemorySupplierRecords } from '../../src/adapters/memory/memory-supplier-records';
import { catalogueService } from '../../src/app';
import { createCatalogue } from '../../src/create-catalogue';
import { Catalogue } from '../../src/domain/catalogue';
import type { SupplierRegister } from '../../src/domain/supplier-register';
import { catalogueFileOf } from '../../src/adapters/file/catalogue-file';
import { seedCatalogue } from '../seed';
import { as, buyerToken, fakeUsers, operatorsOnly, operatorToken, tokenOf } from '../operators';

jest.setTimeout(120_000);

const seed = seedCatalogue('/static/images');

async function catalogueApp() {
  const catalogue = await Catalogue.load(new MemoryCatalogueIndex(), seed, '/static/images');
  const app = await createServer({ logger: false });
  await app.register(catalogueService, {
    index: catalogue.index,
    catalogue,
    bus: new InProcessEventBus(),
    internalCalls: true,
    supplierRecords: new MemorySupplierRecords(),
    operatorsOnly: operatorsOnly(),
  });
  await app.ready();
  return app;
}

describe('supplier records in the back office (/suppliers/backoffice...)', () => {
  const supplier = seed.suppliers[4]!;

  it('lists every supplier with its contact e-mail, language, lead time and whether it was changed', async () => {
    const app = await catalogueApp();
    const res = await app.inject({ url: '/suppliers/backoffice', headers: as(operatorToken) });
    expect(res.statusCode).toBe(200);
    const { suppliers } = SupplierRecordListSchema.parse(res.json());
    expect(suppliers).toHaveLength(seed.suppliers.length);
    expect(suppliers.find((s) => s.id === supplier.id)).toEqual({
      id: supplier.id,
      slug: supplier.slug,
      name: supplier.name,
      country: supplier.country,
      city: supplier.city,
      email: supplier.email,
      language: supplier.language,
      lead_time_days: supplier.leadTimeDays,
      edited: false,
    });
    // By name, as an operator looks them up.
    const names = suppliers.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    await app.close();
  });

  it('changes a record with the operator and time in its audit; the public and internal records follow', async () => {
    const app = await catalogueApp();
    const patch = await app.inject({
      method: 'PATCH',
      url: `/suppliers/backoffice/${supplier.id}`,
      headers: as(operatorToken),
      payload: { email: 'einkauf@lieferant.example', language: 'en', lead_time_days: 21 },
    });
    expect(patch.statusCode).toBe(200);
    const changed = SupplierRecordDetailSchema.parse(patch.json());
    expect(changed).toMatchObject({
      email: 'einkauf@lieferant.example',
      language: 'en',
      lead_time_days: 21,
      edited: true,
    });
    expect(changed.changes).toEqual([
      {
        supplier_id: supplier.id,
        by: 'user1@nordbau.example',
        at: expect.any(String),
        before: { email: supplier.email, language: supplier.language, lead_time_days: supplier.leadTimeDays },
        after: { email: 'einkauf@lieferant.example', language: 'en', lead_time_days: 21 },
      },
    ]);
    // The orders service reads this for the next purchase order.
    const internal = await app.inject({ url: `/internal/suppliers/${supplier.id}` });
    expect(internal.json()).toMatchObject({ email: 'einkauf@lieferant.example', language: 'en', lead_time_days: 21 });
    const shown = SupplierSchema.parse((await app.inject({ url: `/suppliers/${supplier.id}` })).json());
    expect(shown).toMatchObject({ language: 'en', lead_time_days: 21 });

    // Only the lead time: the rest stays, and a second entry is on top.
    const second = await app.inject({
      method: 'PATCH',
      url: `/suppliers/backoffice/${supplier.id}`,
      headers: as(operatorToken),
      payload: { lead_time_days: 3 },
    });
    const detail = SupplierRecordDetailSchema.parse(second.json());
    expect(detail).toMatchObject({ email: 'einkauf@lieferant.example', language: 'en', lead_time_days: 3 });
    expect(detail.changes.map((c) => c.after.lead_time_days)).toEqual([3, 21]);
    const read = await app.inject({ url: `/suppliers/backoffice/${supplier.id}`, headers: as(operatorToken) });
    expect(SupplierRecordDetailSchema.parse(read.json()).changes).toHaveLength(2);
    await app.close();
  });

  it.each([
    [{ email: 'not an address' }, 'email', 'Geben Sie eine gültige E-Mail-Adresse ein'],
    [{ language: 'sv' }, 'language', 'Deutsch, Finnisch, Englisch oder Estnisch wählen'],
    [{ lead_time_days: 0 }, 'lead_time_days', 'Lieferzeit in ganzen Arbeitstagen angeben, 1 bis 90'],
    [{ lead_time_days: 91 }, 'lead_time_days', 'Lieferzeit in ganzen Arbeitstagen angeben, 1 bis 90'],
    [{ lead_time_days: 2.5 }, 'lead_time_days', 'Lieferzeit in ganzen Arbeitstagen angeben, 1 bis 90'],
    [{ name: 'Other GmbH' }, 'name', undefined],
  ])('refuses %j with 400 naming the field and why, in the operator’s language', async (payload, field, reason) => {
    const app = await catalogueApp();
    const res = await app.inject({
      method: 'PATCH',
      url: `/suppliers/backoffice/${supplier.id}`,
      headers: { ...as(operatorToken), 'accept-language': 'de' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    const issue = res.json().issues.find((i: { field: string }) => i.field === field);
    expect(issue).toBeDefined();
    if (reason) expect(issue.reason).toBe(reason);
    const after = await app.inject({ url: `/suppliers/backoffice/${supplier.id}`, headers: as(operatorToken) });
    expect(after.json().changes).toEqual([]);
    await app.close();
  });

  it('answers 404 for an unknown supplier', async () => {
    const app = await catalogueApp();
    const res = await app.inject({
      method: 'PATCH',
      url: '/suppliers/backoffice/99999',
      headers: as(operatorToken),
      payload: { lead_time_days: 5 },
    });
    expect(res.statusCode).toBe(404);
    await app.close();
  });

  it.each([
    ['GET', '/suppliers/backoffice', undefined],
    ['GET', `/suppliers/backoffice/${seed.suppliers[0]!.id}`, undefined],
    ['PATCH', `/suppliers/backoffice/${seed.suppliers[0]!.id}`, { lead_time_days: 9 }],
  ] as const)(
    'refuses %s %s to a buyer (403), an anonymous caller and an ended session (401)',
    async (method, url, payload) => {
      const app = await catalogueApp();
      expect((await app.inject({ method, url, payload, headers: as(buyerToken) })).statusCode).toBe(403);
      expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await app.inject({ method, url, payload, headers: as(tokenOf(3)) })).statusCode).toBe(401);
      const record = await app.inject({ url: `/internal/suppliers/${seed.suppliers[0]!.id}` });
      expect(record.json().lead_time_days).toBe(seed.suppliers[0]!.leadTimeDays);
      await app.close();
    },
  );

  it('keeps an operator’s change when the catalogue is regenerated and the service restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-records-'));
    const start = async () => {
      let register: SupplierRegister | undefined;
      const app = await createServer({ logger: false });
      await app.register(
        createCatalogue(
          { imageBase: '/static/images', sessionSecret: undefined },
          {
            bus: new InProcessEventBus(),
            dataDir,
            users: fakeUsers,
            onLoaded: (_c, s) => (register = s),
            seed: () => demoCatalogue(),
          },
        ),
      );
      await app.ready();
      return { app, register: register! };
    };
    try {
      const first = await start();
      const id = seed.suppliers[9]!.id;
      const patch = await first.app.inject({
        method: 'PATCH',
        url: `/suppliers/backoffice/${id}`,
        headers: as(operatorToken),
        payload: { email: 'lager@zaun.example' },
      });
      expect(patch.statusCode).toBe(200);
      expect((await first.register.supplier(id))?.email).toBe('lager@zaun.example');
      await first.app.close();
      // A regeneration: the catalogue's data file is gone and written anew at the next start.
      rmSync(catalogueFileOf(dataDir));
      const second = await start();
      expect(await second.register.supplier(id)).toMatchObject({ email: 'lager@zaun.example', edited: true });
      const listed = await second.app.inject({ url: '/suppliers/backoffice', headers: as(operatorToken) });
      expect(listed.json().suppliers.find((s: { id: number }) => s.id === id).email).toBe('lager@zaun.example');
      await second.app.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
