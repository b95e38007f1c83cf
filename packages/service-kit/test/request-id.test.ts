import { createServer, currentRequestId, InProcessEventBus, requestIdHeader, requestIdHeaders } from '../src';

const cartUuid = '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11';

async function echoServer(continueRequestIds: boolean) {
  const app = await createServer({ logger: false, continueRequestIds });
  app.get('/echo', async (request) => ({
    id: request.id,
    seenByWork: currentRequestId(),
    outgoing: requestIdHeaders(),
  }));
  return app;
}

describe('request ids', () => {
  it('the edge makes its own id, answers with it and ignores the one a client sends', async () => {
    const app = await echoServer(false);
    const response = await app.inject({ url: '/echo', headers: { [requestIdHeader]: 'chosen-by-client' } });
    const body = response.json();
    expect(body.id).not.toBe('chosen-by-client');
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers[requestIdHeader]).toBe(body.id);
    expect(body.seenByWork).toBe(body.id);
    expect(body.outgoing).toEqual({ [requestIdHeader]: body.id });
    await app.close();
  });

  it('a service continues the id the gateway sent, so both log the request under one id', async () => {
    const app = await echoServer(true);
    const response = await app.inject({ url: '/echo', headers: { [requestIdHeader]: 'gw-7f3a.1' } });
    expect(response.json().id).toBe('gw-7f3a.1');
    expect(response.headers[requestIdHeader]).toBe('gw-7f3a.1');
    await app.close();
  });

  it.each([
    ['a line break (log injection)', 'abc\r\nfake line'],
    ['markup', '<script>'],
    ['101 characters', 'a'.repeat(101)],
  ])('a service replaces a received id with %s by its own', async (_what, id) => {
    const app = await echoServer(true);
    const response = await app.inject({ url: '/echo', headers: { [requestIdHeader]: id } });
    expect(response.json().id).toMatch(/^[0-9a-f-]{36}$/);
    await app.close();
  });

  it('an event published during a request carries its id, and its handler works under that id', async () => {
    const bus = new InProcessEventBus();
    const handled: (string | undefined)[] = [];
    const republished: (string | undefined)[] = [];
    await bus.subscribe('mailer', 'cart.updated', async () => {
      handled.push(currentRequestId());
      const next = await bus.publish('search.query', { query_id: cartUuid, query: 'zaun', locale: 'de' });
      republished.push(next.requestId);
    });
    const app = await createServer({ logger: false });
    app.post('/change', async () => bus.publish('cart.updated', { uuid: cartUuid, length: 1 }));
    const response = await app.inject({ method: 'POST', url: '/change' });
    await bus.drain();
    const id = response.headers[requestIdHeader];
    expect(response.json().requestId).toBe(id);
    expect(handled).toEqual([id]);
    expect(republished).toEqual([id]);
    await app.close();
  });

  it('an event published outside any request has no request id; its handler works under the event id', async () => {
    const bus = new InProcessEventBus();
    const handled: (string | undefined)[] = [];
    await bus.subscribe('mailer', 'cart.updated', async () => void handled.push(currentRequestId()));
    const envelope = await bus.publish('cart.updated', { uuid: cartUuid, length: 1 });
    await bus.drain();
    expect(envelope.requestId).toBeUndefined();
    expect(handled).toEqual([envelope.id]);
  });
});
