import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import type { ChromiumPdfRenderer } from '../../src/documents/adapters/chromium-pdf-renderer';
import { defaultPdfPoolLimits } from '../../src/documents/adapters/pdf-render-pool';
import { cartReadyToComplete } from '../checkout-fixture';

// Real Chromium: the first render starts the browser, which on a loaded machine takes a while.
jest.setTimeout(120_000);

/** Waits until `check` holds: the pool and Chromium finish their work asynchronously. */
async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Another buyer with a basket of their own, in the same shop. */
async function anotherBuyer(ctx: Awaited<ReturnType<typeof cartReadyToComplete>>) {
  const browser = ctx.browser();
  ctx.catalogue.put(205, { sale_price: 1_990, code: 'PF-60-60', title: 'Pfosten 60×60 mm' });
  const cart = (
    await browser.inject({ method: 'POST', url: '/orders/add', payload: { variantId: 205, amount: 2 } })
  ).json();
  return { browser, cart };
}

/**
 * Makes every document Chromium prints wait for an image that never comes, so a page closes only
 * if its render is stopped; `outcomes` names how each render ended.
 */
async function neverLoading(chromium: ChromiumPdfRenderer) {
  const silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const image = `<img src="http://127.0.0.1:${(silent.address() as AddressInfo).port}/never.png">`;
  const render = chromium.render.bind(chromium);
  const outcomes: string[] = [];
  const hanging = jest.spyOn(chromium, 'render').mockImplementation((html, options) =>
    render(html.replace('</body>', `${image}</body>`), options).catch((error: Error) => {
      outcomes.push(error.name);
      throw error;
    }),
  );
  const restore = () => {
    hanging.mockRestore();
    silent.close();
  };
  return { outcomes, restore };
}

describe('PDFs under a burst from one cart', () => {
  it('answers one cart’s 40 parallel offers beyond its share with 429, while another buyer’s PDF arrives', async () => {
    const ctx = await cartReadyToComplete();
    const other = await anotherBuyer(ctx);
    const burst = Array.from({ length: 40 }, () =>
      ctx.app.inject({ method: 'GET', url: `/orders/offer-pdf/${ctx.cart.uuid}` }),
    );
    const othersPdf = other.browser.inject({ method: 'GET', url: `/orders/offer-pdf/${other.cart.uuid}` });
    const answers = await Promise.all(burst);

    const refused = answers.filter((res) => res.statusCode === 429);
    const printed = answers.filter((res) => res.statusCode === 200);
    expect(refused.length + printed.length).toBe(40);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().code).toBe('RATE_LIMITED');
    }
    expect(printed.length).toBeGreaterThan(0);
    for (const res of printed) expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const theirs = await othersPdf;
    expect([theirs.statusCode, theirs.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    await until(() => ctx.pdf.state.running === 0);
    expect(await ctx.chromium.openPages()).toBe(0);
    await ctx.server.close();
  });

  it('stops the renders of callers who closed their connection: no Chromium page is left behind', async () => {
    // A page per caller, so every caller's render is its own.
    const ctx = await cartReadyToComplete({
      pdf: {
        pages: 4,
        queue: 8,
        perKey: 8,
        renderLimitMs: 60_000,
        retryAfterSeconds: 5,
        cache: { entries: 0, bytes: 0 },
      },
    });
    const { outcomes, restore } = await neverLoading(ctx.chromium);
    await ctx.server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.server.server.address() as AddressInfo;
    const cookie = ctx.app.cookieHeader;
    const locales = ['de', 'fi', 'en', 'et'];
    const callers = locales.map((locale) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: `/orders/offer-pdf/${ctx.cart.uuid}`,
        headers: { cookie, 'x-locale': locale },
      });
      req.on('error', () => undefined);
      req.end();
      return req;
    });
    await until(async () => ctx.pdf.state.running === locales.length && (await ctx.chromium.openPages()) > 0);
    for (const req of callers) req.destroy();

    await until(() => ctx.pdf.state.running === 0);
    expect(outcomes).toEqual(locales.map(() => 'PdfCancelled'));
    expect(await ctx.chromium.openPages()).toBe(0);
    restore();
    const after = await ctx.app.inject({ method: 'GET', url: `/orders/offer-pdf/${ctx.cart.uuid}` });
    expect([after.statusCode, after.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    await ctx.server.close();
  });

  it('answers 503 with Retry-After when a render runs out of time, and closes its page', async () => {
    const ctx = await cartReadyToComplete({ pdf: { ...defaultPdfPoolLimits, renderLimitMs: 1_000 } });
    const { outcomes, restore } = await neverLoading(ctx.chromium);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/orders/offer-pdf/${ctx.cart.uuid}`,
      headers: { 'x-locale': 'en' },
    });
    expect([res.statusCode, res.headers['retry-after'], res.json().message]).toEqual([
      503,
      String(defaultPdfPoolLimits.retryAfterSeconds),
      'Many documents are being prepared right now. Please try again in a few seconds.',
    ]);
    await until(() => ctx.pdf.state.running === 0);
    expect(outcomes).toEqual(['PdfCancelled']);
    expect(await ctx.chromium.openPages()).toBe(0);
    restore();
    await ctx.server.close();
  });
});
