import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueConfigFromEnv, createCatalogue } from '@shop/catalogue-service';
import { contactConfigFromEnv, createContact } from '@shop/contact-service';
import { serviceNames, VariantListResponseSchema, type ServiceName } from '@shop/contracts';
import { createOrders, ordersConfigFromEnv } from '@shop/orders-service';
import { createServer, InProcessEventBus, type Env } from '@shop/service-kit';
import { createUsers, usersConfigFromEnv } from '@shop/users-service';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { gatewayConfigFromEnv } from '../src/config';
import { registerEmbeddedServices } from '../src/embedded-services';

// Each case starts a service twice, the catalogue loading its 10,500 variants each time.
jest.setTimeout(60_000);

const otherServices = (name: ServiceName): Env =>
  Object.fromEntries(serviceNames.filter((n) => n !== name).map((n) => [`${n.toUpperCase()}_URL`, `http://${n}:3000`]));

/** What each service's own process (its server.ts) registers, with the same parsed configuration. */
const processComposition: Record<ServiceName, (env: Env, dataDir: string) => FastifyPluginAsync> = {
  catalogue: (env, dataDir) =>
    createCatalogue(catalogueConfigFromEnv(env), { bus: new InProcessEventBus(), ownsBus: true, dataDir }),
  orders: (env, dataDir) =>
    createOrders(ordersConfigFromEnv(env), {
      bus: new InProcessEventBus(),
      ownsBus: true,
      dataDir,
      // As server.ts gives them (ordersPeerUrlsFromEnv): the users service answers sessions, roles and companies.
      peers: { catalogue: { url: env.CATALOGUE_URL! }, users: { url: env.USERS_URL! } },
    }),
  users: (env, dataDir) =>
    createUsers(usersConfigFromEnv(env), { bus: new InProcessEventBus(), ownsBus: true, dataDir }),
  contact: (env, dataDir) => createContact(contactConfigFromEnv(env), { dataDir }),
};

async function routesOf(register: (app: FastifyInstance) => PromiseLike<unknown>): Promise<string[]> {
  const app = await createServer({ logger: false });
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  await register(app);
  await app.ready();
  await app.close();
  return routes.sort();
}

describe('one composition per service, in its own process and embedded in the gateway', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'embedded-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it.each(serviceNames)('the %s service answers the same routes either way', async (name) => {
    const env = { ...otherServices(name), DATA_DIR: dataDir() };
    const own = await routesOf((app) => app.register(processComposition[name](env, env.DATA_DIR)));
    const config = gatewayConfigFromEnv(env);
    const bus = new InProcessEventBus();
    const embedded = await routesOf((app) => registerEmbeddedServices(app, config, bus));
    await bus.close();
    expect(own.length).toBeGreaterThan(2);
    expect(embedded).toEqual(own);
  });

  it.each([
    ['development', true],
    ['production', false],
  ])('hands the embedded catalogue the demo catalogue unless NODE_ENV=production (%s: %s)', async (mode, demo) => {
    const env = {
      ...otherServices('catalogue'),
      DATA_DIR: dataDir(),
      NODE_ENV: mode,
      PUBLIC_URL: 'https://nordbau.example',
    };
    const bus = new InProcessEventBus();
    const app = await createServer({ logger: false });
    await registerEmbeddedServices(app, gatewayConfigFromEnv(env), bus);
    await app.ready();
    const listing = await app.inject({ method: 'GET', url: '/productVariant/all?range=[0,1]' });
    const supplier = await app.inject({ method: 'GET', url: '/suppliers/1' });
    await app.close();
    await bus.close();
    expect(VariantListResponseSchema.parse(listing.json()).count > 0).toBe(demo);
    expect(supplier.statusCode).toBe(demo ? 200 : 404);
  });

  it("parses an embedded service's configuration with the service's own parser, refusals included", () => {
    const env = { NODE_ENV: 'production', PUBLIC_URL: 'https://nordbau.example', CARD_PAYMENTS: 'off' };
    expect(gatewayConfigFromEnv(env).embedded.orders).toEqual(ordersConfigFromEnv(env));
    expect(gatewayConfigFromEnv(env).embedded.users).toEqual(usersConfigFromEnv(env));
    expect(() => gatewayConfigFromEnv({ CARD_PAYMENTS: 'maybe' })).toThrow(
      /invalid configuration of the gateway:\n {2}CARD_PAYMENTS: must be "on" or "off" \(got "maybe"\)/,
    );
    // A service the gateway only proxies to is configured where it runs.
    expect(gatewayConfigFromEnv({ CARD_PAYMENTS: 'maybe', ORDERS_URL: 'http://orders:3002' }).embedded.orders).toBe(
      undefined,
    );
  });
});
