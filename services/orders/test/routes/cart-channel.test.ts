import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { emptyCart } from '../fixtures';
import { buildOrders } from '../helper';

/** Opens a channel and queues its messages from the first byte, so none is missed. */
async function connect(app: FastifyInstance, path: string) {
  const queue: unknown[] = [];
  const waiters: ((m: unknown) => void)[] = [];
  const onInit = (ws: WebSocket) =>
    ws.on('message', (data) => {
      const message = JSON.parse(String(data));
      const waiter = waiters.shift();
      if (waiter) waiter(message);
      else queue.push(message);
    });
  const socket = await app.injectWS(path, {}, { onInit });
  const next = () => (queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise((r) => waiters.push(r)));
  return { socket, next, queue };
}

describe('live cart channel /ws/{uuid}', () => {
  it('sends the item count on connect and pushes every change to every open tab of that cart', async () => {
    const { app, store, bus } = await buildOrders();
    const cart = emptyCart({ length: 2 });
    await store.insert(cart);
    const tabA = await connect(app, `/ws/${cart.uuid}`);
    const tabB = await connect(app, `/ws/${cart.uuid}`);
    expect(await tabA.next()).toEqual({ type: 'cart.length', uuid: cart.uuid, length: 2 });
    expect(await tabB.next()).toEqual({ type: 'cart.length', uuid: cart.uuid, length: 2 });

    tabA.socket.send('alive');
    await bus.publish('cart.updated', { uuid: cart.uuid, length: 5 });
    expect(await tabA.next()).toEqual({ type: 'cart.length', uuid: cart.uuid, length: 5 });
    expect(await tabB.next()).toEqual({ type: 'cart.length', uuid: cart.uuid, length: 5 });
    tabA.socket.terminate();
    tabB.socket.terminate();
    await app.close();
  });

  it('does not push another cart’s changes', async () => {
    const { app, bus } = await buildOrders();
    const mine = emptyCart();
    const tab = await connect(app, `/ws/${mine.uuid}`);
    expect(await tab.next()).toEqual({ type: 'cart.length', uuid: mine.uuid, length: 0 });
    await bus.publish('cart.updated', { uuid: emptyCart().uuid, length: 9 });
    await bus.drain();
    expect(tab.queue).toEqual([]);
    tab.socket.terminate();
    await app.close();
  });
});
