import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

export interface FakeSession {
  form: Record<string, string>;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
}

/** Stripe's Checkout Sessions API as far as the shop uses it, on a local port. */
export async function fakeStripe() {
  const server = Fastify();
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const sessions = new Map<string, FakeSession>();
  server.post('/v1/checkout/sessions', async (request) => {
    const id = `cs_test_${sessions.size + 1}`;
    sessions.set(id, { form: request.body as Record<string, string>, status: 'open', payment_status: 'unpaid' });
    return { id, url: `https://checkout.stripe.test/c/pay/${id}` };
  });
  server.get('/v1/checkout/sessions/:id', async (request, reply) => {
    const session = sessions.get((request.params as { id: string }).id);
    return session ? { status: session.status, payment_status: session.payment_status } : reply.code(404).send({});
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, sessions, apiBase: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/v1` };
}
