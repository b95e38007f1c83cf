import { createHook } from 'node:async_hooks';
import { PublicOrigins } from '@shop/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { tagManagerSettingsFromEnv } from '../src/analytics/tag-manager-settings';
import { markLegacyCalls } from '../src/call-paths';
import { catalogueLookup } from '../src/catalogue-lookup';
import { registerCompression } from '../src/compression';
import { guardCrossSiteChanges } from '../src/cross-site-guard';
import { guardInternalEndpoints } from '../src/internal-endpoints';
import { registerRedirects } from '../src/redirects';
import { registerSecurityHeaders } from '../src/security-headers';

/**
 * Every promise of a request costs the request-id context's hooks (AsyncLocalStorage on Node 20
 * hooks every promise), so the gateway's hooks that every call passes and that do no I/O are
 * callback hooks: they add no promise to a call (docs/orders.md, "Cart write performance").
 */
async function promisesOfOneCall(app: FastifyInstance): Promise<number> {
  const call = () => app.inject({ method: 'POST', url: '/api/orders/add', payload: { variantId: 1 } });
  // The first call pays for what is built on first use.
  await call();
  let promises = 0;
  const hook = createHook({
    init: (_id, type) => {
      if (type === 'PROMISE') promises++;
    },
  });
  // The hook counts every promise of the process, and jest's worker makes some of its own while a
  // call runs (a CI run counted them in once): the fewest of several calls is the call's own count.
  const counts: number[] = [];
  for (let round = 0; round < 7; round++) {
    promises = 0;
    hook.enable();
    const answer = await call();
    hook.disable();
    expect(answer.statusCode).toBe(200);
    counts.push(promises);
  }
  return Math.min(...counts);
}

const withRoute = async (app: FastifyInstance) => {
  app.post('/api/orders/add', (request, reply) => {
    reply.send({ ok: true });
  });
  await app.ready();
  return app;
};

describe('the hooks every call of the gateway passes', () => {
  it(
    'add no promise to a call (security headers, redirects, ' +
      'internal endpoints, cross-site guard, old paths, compression)',
    async () => {
      const bare = await withRoute(Fastify());
      const gateway = Fastify();
      registerSecurityHeaders(gateway, {
        production: true,
        remoteOrigins: [],
        imageOrigins: [],
        tagManager: tagManagerSettingsFromEnv({}),
        tagOrigins: [],
      });
      await registerCompression(gateway);
      markLegacyCalls(gateway, () => false);
      guardInternalEndpoints(gateway);
      guardCrossSiteChanges(gateway, PublicOrigins.of(['https://shop.example']));
      registerRedirects(gateway, catalogueLookup(gateway));
      await withRoute(gateway);
      const [without, withHooks] = [await promisesOfOneCall(bare), await promisesOfOneCall(gateway)];
      expect(withHooks).toBe(without);
      // The hooks ran: the answer has the security headers.
      const answer = await gateway.inject({ method: 'POST', url: '/api/orders/add', payload: {} });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['strict-transport-security']).toBeDefined();
      await Promise.all([bare.close(), gateway.close()]);
    },
  );
});
