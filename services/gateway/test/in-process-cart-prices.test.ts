import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Catalogue, MemoryCatalogueIndex, shopCategories } from '@shop/catalogue-service';
import type { Order } from '@shop/contracts';
import { demoCatalogue } from '@shop/infra';
import { createOrders, ordersConfigFromEnv } from '@shop/orders-service';
import { createServer, InProcessEventBus } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import { inProcessVariants } from '../src/in-process-variants';

// The seeded catalogue is loaded for each case.
jest.setTimeout(60_000);

const imageBase = '/static/images';

/** The orders service as the gateway embeds it, reading prices from this catalogue's records. */
async function shopWith(catalogue: Catalogue, dataDir: string) {
  const bus = new InProcessEventBus();
  const app = await createServer({ logger: false });
  await app.register(
    createOrders(ordersConfigFromEnv({ PUBLIC_URL: 'https://shop.example', MAIL_FROM: 'shop@test' }), {
      bus,
      dataDir,
      peers: { catalogue: { variants: inProcessVariants(catalogue), suppliers: { contact: async () => null } } },
    }),
  );
  await app.ready();
  return { app, close: async () => (await app.close(), await bus.close()) };
}

/**
 * A guest adding to one cart, sending back the cart-access cookie its first add got; `answers`
 * has the last add's answer as sent and the cart as read anew (GET /orders/by-id).
 */
function guest(app: FastifyInstance) {
  let cookie = '';
  let uuid: string | undefined;
  let sent = '';
  const add = async (variantId: number, amount: number): Promise<Order> => {
    const res = await app.inject({
      method: 'POST',
      url: '/orders/add',
      headers: cookie ? { cookie } : {},
      payload: { uuid, variantId, amount },
    });
    expect(res.statusCode).toBe(200);
    const set = res.headers['set-cookie'];
    const access = [set ?? []].flat().find((line) => line.startsWith('cart_access='));
    if (access) cookie = access.split(';')[0]!;
    sent = res.body;
    const cart = res.json<Order>();
    uuid = cart.uuid;
    return cart;
  };
  const answers = async () => {
    const read = await app.inject({ method: 'GET', url: `/orders/by-id/${uuid}`, headers: { cookie } });
    return { sent, read: read.body };
  };
  return Object.assign(add, { answers });
}

describe('a cart priced from the catalogue in the same process', () => {
  const dirs: string[] = [];
  let shop: Awaited<ReturnType<typeof shopWith>> | undefined;
  afterEach(() => shop?.close());
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  async function setUp() {
    const seed = { categories: shopCategories(imageBase), ...demoCatalogue() };
    const copy = () => ({ ...seed, variants: seed.variants.map((v) => ({ ...v })) });
    const catalogue = await Catalogue.load(new MemoryCatalogueIndex(), copy(), imageBase);
    const dir = mkdtempSync(join(tmpdir(), 'cart-prices-'));
    dirs.push(dir);
    shop = await shopWith(catalogue, dir);
    const [a, b, c] = seed.variants.filter(
      (v) => v.parts.length === 0 && !v.hidden && v.availability === 'available' && !v.volume_tiers?.length,
    );
    const kit = seed.variants.find((v) => v.parts.length > 0 && !v.hidden && v.availability === 'available');
    return { catalogue, copy, app: shop.app, a: a!, b: b!, c: c!, kit: kit! };
  }

  const priceOf = (cart: Order, variantId: number) => cart.items.find((i) => i.variant_id === variantId)?.price;

  it("takes a line's new price at the next change, which touches another line", async () => {
    const { catalogue, app, a, b, c } = await setUp();
    const add = guest(app);
    await add(a.id, a.min_order);
    expect(priceOf(await add(b.id, b.min_order), a.id)).toBe(a.sale_price);
    await catalogue.changeVariant(a.id, { sale_price: a.sale_price + 1_234 });
    const cart = await add(c.id, c.min_order);
    expect(priceOf(cart, a.id)).toBe(a.sale_price + 1_234);
    expect(priceOf(cart, b.id)).toBe(b.sale_price);
  });

  it('takes the prices of a new import at the next change', async () => {
    const { catalogue, copy, app, a, b } = await setUp();
    const add = guest(app);
    await add(a.id, a.min_order);
    const imported = copy();
    imported.variants.find((v) => v.id === a.id)!.sale_price = a.sale_price + 99;
    catalogue.store.replace(imported);
    expect(priceOf(await add(b.id, b.min_order), a.id)).toBe(a.sale_price + 99);
  });

  it("answers each line's variant as the catalogue shows it now, after its or a kit part's price moved", async () => {
    const { catalogue, app, a, b, c, kit } = await setUp();
    const add = guest(app);
    await add(a.id, a.min_order);
    await add(kit.id, kit.min_order);
    await catalogue.changeVariant(a.id, { sale_price: a.sale_price + 500, availability: 'not_available' });
    await catalogue.changeVariant(kit.parts[0]!.variantId, { sale_price: 777_700 });
    await add(b.id, b.min_order);
    const cart = await add(c.id, c.min_order);
    expect(cart.items.find((i) => i.variant_id === a.id)!.variant).toMatchObject({
      sale_price: a.sale_price + 500,
      availability: 'not_available',
    });
    const { sent, read } = await add.answers();
    expect(sent).toBe(read);
  });
});
