import { emptyCart } from '../fixtures';
import { buildOrders } from '../helper';
import { connect } from '../live-channel';

describe('live cart channel /ws/{uuid}', () => {
  it('sends the item count on connect and pushes every change to every open tab of that cart', async () => {
    const { app, bus, catalogue } = await buildOrders();
    catalogue.put(102);
    const cart = (
      await app.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 2, isProduction: true },
      })
    ).json();
    await bus.drain();
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
    const { app, bus, catalogue } = await buildOrders();
    catalogue.put(102);
    const mine = (
      await app.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 1, isProduction: true },
      })
    ).json();
    await bus.drain();
    const tab = await connect(app, `/ws/${mine.uuid}`);
    expect(await tab.next()).toEqual({ type: 'cart.length', uuid: mine.uuid, length: 1 });
    await bus.publish('cart.updated', { uuid: emptyCart().uuid, length: 9 });
    await bus.drain();
    expect(tab.queue).toEqual([]);
    tab.socket.terminate();
    await app.close();
  });
});
