import { createServer, InProcessEventBus } from '@shop/service-kit';
import { catalogueService } from '../src/app';
import { MemoryCatalogueIndex } from '../src/adapters/memory-catalogue-index';

/** The catalogue service on its embedded adapters, ready for `app.inject`. */
export async function buildCatalogue() {
  const bus = new InProcessEventBus();
  const app = await createServer({ logger: false });
  await app.register(catalogueService, { index: new MemoryCatalogueIndex(), bus });
  await app.ready();
  return { app, bus };
}
