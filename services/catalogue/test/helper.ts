import { demoCatalogue } from '@shop/infra';
import { createServer, InProcessEventBus } from '@shop/service-kit';
import { MemoryCatalogueIndex } from '../src/adapters/memory/memory-catalogue-index';
import { catalogueService } from '../src/app';
import { Catalogue } from '../src/domain/catalogue';
import { seedCatalogue } from './seed';

/**
 * The catalogue service on its embedded adapters with the demo catalogue, ready for `app.inject` (a
 * broker-outage test gives its bus).
 */
export async function buildCatalogue<Bus extends InProcessEventBus = InProcessEventBus>(
  bus: Bus = new InProcessEventBus() as Bus,
) {
  const app = await createServer({ logger: false });
  await app.register(catalogueService, { index: new MemoryCatalogueIndex(), bus, records: demoCatalogue() });
  await app.ready();
  return { app, bus };
}

/**
 * The service with a handle on its catalogue (to change prices and stock as the back office
 * would) and the seeded data it was built from (to check answers against).
 */
export async function buildCatalogueWithData() {
  const bus = new InProcessEventBus();
  const imageBase = '/static/images';
  const seed = seedCatalogue(imageBase);
  // The service gets its own copy, so a test's changes never leak into the reference data.
  const data = { ...seed, variants: seed.variants.map((v) => ({ ...v })) };
  const catalogue = await Catalogue.load(new MemoryCatalogueIndex(), data, imageBase);
  const app = await createServer({ logger: false });
  await app.register(catalogueService, { index: catalogue.index, catalogue, bus });
  await app.ready();
  return { app, bus, catalogue, data: seed };
}

/**
 * One service with data for a whole test file: built before its tests, closed after. `built()`
 * gives its handles, `get` calls it in a language (German, the default, unless told).
 */
export function catalogueForSuite() {
  let built: Awaited<ReturnType<typeof buildCatalogueWithData>> | undefined;
  beforeAll(async () => {
    built = await buildCatalogueWithData();
  });
  afterAll(async () => built?.app.close());
  const current = () => {
    if (!built) throw new Error('the catalogue is built in beforeAll');
    return built;
  };
  const get = (url: string, locale = 'de') =>
    current().app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });
  return { built: current, get };
}
