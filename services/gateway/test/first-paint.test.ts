import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  findDeclaredPage,
  RemotePagesSchema,
  apiCalls,
  callPath,
  embeddedAnswersElementId,
  inlineRemotesManifestId,
  pricePreviewParams,
  ProductSetsResponseSchema,
  startingQuantity,
  VariantListResponseSchema,
  type EmbeddedAnswers,
  type Variant,
} from '@shop/contracts';
import { demoCatalogue } from '@shop/infra';
import Fastify from 'fastify';
import { embeddedAnswers, followUpConcurrency } from '../src/first-paint/embedded-answers';
import { jsonScript } from '../src/first-paint/json-script';
import { firstRenderCalls } from '../src/first-paint/page-calls';
import { embeddedPreviewRows } from '../src/first-paint/price-previews';
import { buildTestGateway, declaredPages, sharedTestGateway } from './helper';

const html = { accept: 'text/html,application/xhtml+xml' };
const gateway = sharedTestGateway();

/** The JSON of a data block of the page, as the browser would read it. */
function dataBlock(page: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(page);
  return match ? JSON.parse(match[1]!) : undefined;
}

const answersIn = (page: string) => dataBlock(page, embeddedAnswersElementId) as EmbeddedAnswers;

/** The addresses the page's head preloads as scripts or as stylesheets, in order. */
const preloadsIn = (page: string, as: 'script' | 'style') =>
  [...page.matchAll(new RegExp(`<link rel="preload" as="${as}" href="([^"]+)"`, 'g'))].map((m) => m[1]);

async function page(url: string, cookie?: string) {
  const res = await gateway().app.inject({ method: 'GET', url, headers: { ...html, ...(cookie ? { cookie } : {}) } });
  return res.body;
}

/** A guest cart with one line; answers its uuid and the browser's cookies (cart access, cart id). */
async function guestCart() {
  const { app } = gateway();
  const listing = VariantListResponseSchema.parse(
    (await app.inject({ method: 'GET', url: '/api/productVariant/by-category/fences?range=[0,10]' })).json(),
  );
  const variant = listing.variants.find((v) => v.availability === 'available')!;
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders/add',
    payload: { variantId: variant.id, amount: variant.min_order, isProduction: true },
  });
  const uuid = res.json<{ uuid: string }>().uuid;
  const access = String(res.headers['set-cookie']).split(';')[0]!;
  return { uuid, cookie: `${access}; cart_id=${uuid}` };
}

describe('data blocks in the page', () => {
  it('cannot be closed or turned into a comment by a value: < is written as \\u003c', () => {
    const block = jsonScript('x', { title: '</script><script>alert(1)</script><!--' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).not.toContain('<!--');
    const inner = /<script[^>]*>([\s\S]*)<\/script>$/.exec(block)![1]!;
    expect(JSON.parse(inner)).toEqual({ title: '</script><script>alert(1)</script><!--' });
  });
});

describe('first paint of a page', () => {
  it('preloads the shell shared chunks and the entries of the remotes it shows, not their chunks', async () => {
    const { root } = gateway();
    writeFileSync(
      join(root, 'shell/dist/mf-manifest.json'),
      JSON.stringify({ shared: [{ assets: { js: { sync: ['470.react-dom.js'], async: [] } } }] }),
    );
    writeFileSync(
      join(root, 'mf-catalogue/dist/mf-manifest.json'),
      JSON.stringify({ exposes: [{ assets: { js: { sync: ['expose.app.js'], async: ['lazy.page.js'] } } }] }),
    );
    const body = await page('/categories/fences');
    const preloaded = preloadsIn(body, 'script');
    expect(preloaded).toEqual(
      expect.arrayContaining([
        '/470.react-dom.js',
        '/remotes/catalogue/remoteEntry.js',
        '/remotes/cart/remoteEntry.js',
      ]),
    );
    // A failed chunk preload would answer the remote's retry (remote-failure.e2e.ts); the account
    // remote is not on this page.
    expect(preloaded).not.toContain('/remotes/catalogue/expose.app.js');
    expect(preloaded.some((href) => href?.startsWith('/remotes/account/'))).toBe(false);
  });

  it("preloads the shared core texts of the page's language only, not the other three", async () => {
    const { root } = gateway();
    writeFileSync(
      join(root, 'shell/dist/mf-manifest.json'),
      JSON.stringify({
        shared: [
          { name: 'react-dom', assets: { js: { sync: ['470.react-dom.js'], async: [] } } },
          ...['de', 'fi', 'en', 'et'].map((locale) => ({
            name: `@shop/i18n/core/${locale}`,
            assets: { js: { sync: [`core-${locale}.js`], async: [] } },
          })),
        ],
      }),
    );
    const preloadsOf = async (headers: Record<string, string>) => {
      const res = await gateway().app.inject({ method: 'GET', url: '/', headers: { ...html, ...headers } });
      return preloadsIn(res.body, 'script');
    };
    const german = await preloadsOf({});
    expect(german).toEqual(expect.arrayContaining(['/470.react-dom.js', '/core-de.js']));
    expect(german.filter((href) => href?.startsWith('/core-'))).toEqual(['/core-de.js']);
    const finnish = await preloadsOf({ 'accept-language': 'fi' });
    expect(finnish.filter((href) => href?.startsWith('/core-'))).toEqual(['/core-fi.js']);
  });

  it("preloads the CSS of the remotes it shows, named by each remote's own mf-manifest.json", async () => {
    const { root } = gateway();
    const withCss = (file: string) => JSON.stringify({ exposes: [{ assets: { css: { sync: [], async: [file] } } }] });
    writeFileSync(join(root, 'mf-catalogue/dist/mf-manifest.json'), withCss('styles.c1.css'));
    writeFileSync(join(root, 'mf-cart/dist/mf-manifest.json'), withCss('styles.c2.css'));
    writeFileSync(join(root, 'mf-account/dist/mf-manifest.json'), withCss('styles.a3.css'));
    expect(preloadsIn(await page('/categories/fences'), 'style')).toEqual([
      '/remotes/catalogue/styles.c1.css',
      '/remotes/cart/styles.c2.css',
    ]);
    expect(preloadsIn(await page('/users/profile'), 'style')).toContain('/remotes/account/styles.a3.css');
  });

  it('preloads the CSS of a remote released on its own from its release folder, and none it cannot read', async () => {
    const { app, root } = await buildTestGateway({ REMOTES_MANIFEST: 'remotes.json', REMOTES_ROOT: 'releases' });
    const release = join(root, 'releases/cart/2.0.0');
    mkdirSync(release, { recursive: true });
    writeFileSync(join(release, 'remoteEntry.js'), '/* cart 2.0.0 */');
    writeFileSync(
      join(release, 'mf-manifest.json'),
      JSON.stringify({ exposes: [{ assets: { css: { sync: ['styles.r2.css'], async: [] } } }] }),
    );
    writeFileSync(join(root, 'mf-catalogue/dist/mf-manifest.json'), '{ not json');
    writeFileSync(
      join(root, 'remotes.json'),
      JSON.stringify({
        remotes: {
          catalogue: { entry: '/remotes/catalogue/remoteEntry.js' },
          cart: { entry: '/remotes/releases/cart/2.0.0/remoteEntry.js' },
          account: { entry: '/remotes/account/remoteEntry.js' },
        },
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(preloadsIn(res.body, 'style')).toEqual(['/remotes/releases/cart/2.0.0/styles.r2.css']);
    expect(preloadsIn(res.body, 'script')).toContain('/remotes/releases/cart/2.0.0/remoteEntry.js');
    await app.close();
  });

  it('carries the remotes manifest the gateway serves, so the shell does not fetch it first', async () => {
    const served = (await gateway().app.inject({ method: 'GET', url: '/remotes.json' })).json();
    expect(dataBlock(await page('/'), inlineRemotesManifestId)).toEqual(served);
  });

  it('embeds the answers of the category page first calls, as the API gives them, in the page language', async () => {
    const { app } = gateway();
    const answers = answersIn(await page('/categories/fences'));
    const detail = await app.inject({ method: 'GET', url: '/api/category/by-slug/fences' });
    expect(answers.locale).toBe('de');
    expect(answers.calls['/category/by-slug/fences']).toEqual(detail.json());
    expect(Object.keys(answers.calls)).toEqual(
      expect.arrayContaining([
        '/category/rootCategories',
        '/productVariant/by-category/fences?range=[0,10]',
        '/productVariant/values/fences',
      ]),
    );
  });

  it("embeds the product page's sets with their parts, one call for the product, in the page language", async () => {
    const seed = demoCatalogue();
    const kit = seed.variants.find((v) => v.parts.length > 0 && !v.hidden)!;
    const slug = seed.products.find((p) => p.id === kit.productId)!.slug;
    const answers = answersIn(await page(`/products/${slug}`, 'locale=fi'));
    const sets = ProductSetsResponseSchema.parse(answers.calls[`/product/sets/${slug}`]);
    expect(sets.map((set) => set.id)).toContain(kit.id);
    expect(sets[0]!.parts.length).toBeGreaterThan(0);
    const api = await gateway().app.inject({
      method: 'GET',
      url: `/api/product/sets/${slug}`,
      headers: { cookie: 'locale=fi' },
    });
    expect(sets).toEqual(api.json());
    expect(sets[0]!.title).toBe(seed.variants.find((v) => v.id === sets[0]!.id)!.title.fi);
    expect(answersIn(await page('/products/mobile-fence-panel-heavy-duty-419')).calls).toMatchObject({
      '/product/sets/mobile-fence-panel-heavy-duty-419': [],
    });
  });

  it('leaves out calls that do not answer 200 (an unknown product)', async () => {
    const answers = answersIn(await page('/products/no-such-product'));
    expect(Object.keys(answers.calls).sort()).toEqual(['/category/rootCategories', '/orders/price-tiers']);
  });

  it('embeds the price tiers the product, variant and cart pages wait for before showing anything', async () => {
    const { app } = gateway();
    const { uuid, cookie } = await guestCart();
    const tiers = (await app.inject({ method: 'GET', url: '/api/orders/price-tiers' })).json();
    for (const url of ['/products/mobile-fence-panel-heavy-duty-419', '/variant/1', `/cart/${uuid}`])
      expect(answersIn(await page(url, cookie)).calls['/orders/price-tiers']).toEqual(tiers);
    expect(answersIn(await page('/categories/fences')).calls['/orders/price-tiers']).toBeUndefined();
  });

  it("embeds the buyer's own cart for the cart page and the header's badge", async () => {
    const { uuid, cookie } = await guestCart();
    for (const url of [`/cart/${uuid}`, '/']) {
      const answers = answersIn(await page(url, cookie));
      expect(answers.calls[`/orders/by-id/${uuid}`]).toMatchObject({ uuid });
    }
  });

  it('renders the page without the cart when its cart cookie is not valid percent-encoding (was a 500)', async () => {
    const res = await gateway().app.inject({
      method: 'GET',
      url: '/',
      headers: { ...html, cookie: 'cart_id=%E0%A4%A' },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(answersIn(res.body).calls)).not.toContainEqual(expect.stringMatching(/^\/orders\/by-id\//));
  });

  it("never puts another buyer's cart into the page, by address or by a copied cart cookie", async () => {
    const { uuid } = await guestCart();
    const stranger = await guestCart();
    for (const cookie of [undefined, stranger.cookie, `${stranger.cookie.split(';')[0]}; cart_id=${uuid}`]) {
      const body = await page(`/cart/${uuid}`, cookie);
      expect(answersIn(body).calls[`/orders/by-id/${uuid}`]).toBeUndefined();
      expect(body).not.toContain(`"uuid":"${uuid}"`);
    }
  });
});

describe('price previews of the purchase rows in the first paint', () => {
  /** A product of the seed with eight variants. */
  const slug = 'mobile-fence-panel-heavy-duty-419';
  const previewPath = (variant: Pick<Variant, 'id' | 'min_order'>, cart: string | null) =>
    callPath(apiCalls.orders.pricePreview, {}, pricePreviewParams(variant.id, startingQuantity(variant), cart));
  const previewsIn = (answers: EmbeddedAnswers) =>
    Object.keys(answers.calls).filter((key) => key.startsWith('/orders/price-preview?'));

  async function productVariants() {
    const res = await gateway().app.inject({
      method: 'GET',
      url: `/api/productVariant/by-product/${slug}?range=[0,100]`,
    });
    return VariantListResponseSchema.parse(res.json()).variants;
  }
  const purchasable = (variants: Variant[]) => variants.filter((variant) => variant.availability === 'available');

  it("embeds one per row of the product page, at the row's first quantity, priced for the buyer's cart", async () => {
    const { app } = gateway();
    const { uuid, cookie } = await guestCart();
    // A German consumer's cart carries German VAT; without the cart the preview would show the seller's.
    const formed = await app.inject({
      method: 'PATCH',
      url: `/api/orders/set-form/${uuid}`,
      headers: { cookie },
      payload: { type: 'private', country: 'DE' },
    });
    expect(formed.statusCode).toBe(200);
    const variants = await productVariants();
    expect(variants).toHaveLength(8);
    // The seed's product has rows out of stock: they show no price for a quantity, so none is asked.
    expect(purchasable(variants).length).toBeLessThan(8);

    const answers = answersIn(await page(`/products/${slug}`, cookie));
    expect(previewsIn(answers).sort()).toEqual(
      purchasable(variants)
        .map((variant) => previewPath(variant, uuid))
        .sort(),
    );
    for (const variant of purchasable(variants)) {
      const path = previewPath(variant, uuid);
      const asked = await app.inject({ method: 'GET', url: `/api${path}`, headers: { cookie } });
      expect(answers.calls[path]).toEqual(asked.json());
      expect(answers.calls[path]).toMatchObject({
        variant_id: variant.id,
        vat: { kind: 'eu_consumer', rate_percent: 19 },
      });
    }
  });

  it("embeds none for a cart that is not the requester's, by a copied cart cookie or the cookie alone", async () => {
    const { uuid } = await guestCart();
    const stranger = await guestCart();
    for (const cookie of [`${stranger.cookie.split(';')[0]}; cart_id=${uuid}`, `cart_id=${uuid}`]) {
      const body = await page(`/products/${slug}`, cookie);
      expect(previewsIn(answersIn(body))).toEqual([]);
      expect(body).not.toContain(uuid);
    }
  });

  it("embeds them without a cart for a buyer with none, in the page's language; the variant page's row", async () => {
    const variants = await productVariants();
    const answers = answersIn(await page(`/products/${slug}`, 'locale=fi'));
    expect(answers.locale).toBe('fi');
    expect(previewsIn(answers).sort()).toEqual(
      purchasable(variants)
        .map((variant) => previewPath(variant, null))
        .sort(),
    );
    const [variant] = purchasable(variants);
    expect(previewsIn(answersIn(await page(`/variant/${variant!.id}`)))).toEqual([previewPath(variant!, null)]);
    const outOfStock = variants.find((row) => row.availability !== 'available');
    expect(previewsIn(answersIn(await page(`/variant/${outOfStock!.id}`)))).toEqual([]);
    expect(previewsIn(answersIn(await page('/categories/fences')))).toEqual([]);
  });
});

describe('follow-up calls of a product with 100 variants', () => {
  it('are asked for the first rows only, a few at a time; an answer that fails is left out', async () => {
    const app = Fastify();
    // Row 5 is out of stock: it is skipped, and the rows after it still fill the first embeddedPreviewRows.
    const variants = Array.from({ length: 100 }, (_, index) => ({
      id: index + 1,
      min_order: (index % 5) + 1,
      availability: index === 4 ? 'out_of_stock' : 'available',
    }));
    app.get('/api/productVariant/by-product/big', async () => ({ count: 100, variants }));
    let running = 0;
    let most = 0;
    app.get<{ Querystring: { variantId: string; quantity: string } }>(
      '/api/orders/price-preview',
      async (request, reply) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 2));
        running -= 1;
        const { variantId, quantity } = request.query;
        if (variantId === '13') return reply.status(400).send({ message: 'refused' });
        return { variant_id: Number(variantId), quantity: Number(quantity) };
      },
    );
    await app.ready();
    try {
      // The product page as mf-catalogue declares it (its calls, its purchase rows).
      const product = findDeclaredPage(
        { catalogue: RemotePagesSchema.parse(declaredPages.catalogue).pages },
        '/products/big',
      );
      const answers = await embeddedAnswers(
        app,
        firstRenderCalls('/products/big', undefined, product),
        'de',
        undefined,
      );
      const previews = Object.keys(answers.calls).filter((key) => key.startsWith('/orders/price-preview?'));
      // The first embeddedPreviewRows rows only, less the one that failed.
      expect(previews).toHaveLength(embeddedPreviewRows - 1);
      expect(answers.calls['/orders/price-preview?variantId=12&quantity=2']).toEqual({ variant_id: 12, quantity: 2 });
      expect(previews.some((key) => key.includes('variantId=13&'))).toBe(false);
      expect(previews.some((key) => key.includes('variantId=5&'))).toBe(false);
      expect(previews.some((key) => key.includes(`variantId=${embeddedPreviewRows + 1}&`))).toBe(true);
      expect(previews.some((key) => key.includes(`variantId=${embeddedPreviewRows + 2}&`))).toBe(false);
      expect(most).toBeGreaterThan(1);
      expect(most).toBeLessThanOrEqual(followUpConcurrency);
    } finally {
      await app.close();
    }
  });
});
