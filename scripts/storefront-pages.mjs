// The storefront's pages as the performance scripts measure them (npm run lighthouse, npm run
// blocking-time): the embedded shop from the current build, and the addresses of its main pages.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

export const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

// A returning buyer who has already answered the cookie dialog: the dialog would otherwise be the page.
export const consentCookie = `consent=${encodeURIComponent(JSON.stringify({ functional: true, analytics: false }))}`;

/** The embedded shop as `npm start` runs it, on a free port and a fresh data folder. */
export async function startShop(dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const ready = /shop ready at (http:\/\/[\w.:]+)/.exec(output);
      if (ready) resolve(ready[1]);
    });
    child.on('exit', (code) => reject(new Error(`the shop exited with ${code} before it was ready:\n${output}`)));
  });
  child.stdout.resume();
  return { url, stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')) };
}

async function api(url, init = {}) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status}`);
  return { body: await res.json(), cookies: res.headers.getSetCookie().map((c) => c.split(';')[0]) };
}

/** The addresses to measure, found through the API; the cart page gets a guest cart with two lines. */
export async function preparePages(shopUrl) {
  const { body: roots } = await api(`${shopUrl}/api/category/rootCategories`);
  const category = roots[0].slug;
  const { body: listing } = await api(
    `${shopUrl}/api/productVariant/by-category/${category}?range=${encodeURIComponent('[0,20]')}`,
  );
  const available = listing.variants.filter((v) => v.availability === 'available');
  const [a, b] = available;
  const first = await api(`${shopUrl}/api/orders/add`, {
    method: 'POST',
    body: JSON.stringify({ variantId: a.id, amount: a.min_order, isProduction: true }),
  });
  const uuid = first.body.uuid;
  await api(`${shopUrl}/api/orders/add`, {
    method: 'POST',
    headers: { cookie: first.cookies.join('; ') },
    body: JSON.stringify({ uuid, variantId: b.id, amount: b.min_order, isProduction: true }),
  });
  const cartCookies = [...first.cookies.filter((c) => !c.startsWith('cart_id=')), `cart_id=${uuid}`];
  const withPicture = available.find((v) => v.variant_pictures.length > 0) ?? a;
  return {
    home: { path: '/' },
    category: { path: `/categories/${category}` },
    product: { path: `/products/${withPicture.products.slug}` },
    variant: { path: `/variant/${withPicture.id}` },
    cart: { path: `/cart/${uuid}`, cookies: cartCookies },
  };
}
