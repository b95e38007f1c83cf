import { healthRoutes, useZod, type EventBus, type Mailer } from '@shop/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { OrderStore } from './ports/order-store';
import { orderByIdRoute } from './routes/orders/by-id';
import { cartChannelRoute } from './routes/ws/cart-channel';

export interface OrdersServiceOptions {
  store: OrderStore;
  bus: EventBus;
  mailer: Mailer;
  /** Consumer group of this instance's live channel: each instance must see every cart event. */
  instanceId?: string;
}

/** The orders domain: carts, checkout, payment, PDFs and the live cart channel. */
export const ordersService: FastifyPluginAsync<OrdersServiceOptions> = async (app, opts) => {
  useZod(app);
  if (!app.hasDecorator('websocketServer')) {
    throw new Error('the orders service needs @fastify/websocket registered on its host (see cartChannelOptions)');
  }
  await app.register(healthRoutes, {
    service: 'orders',
    adapters: { storage: opts.store.kind, events: opts.bus.kind, mail: opts.mailer.kind },
  });
  await app.register(orderByIdRoute, { store: opts.store });
  await app.register(cartChannelRoute, {
    store: opts.store,
    bus: opts.bus,
    group: `orders-live-${opts.instanceId ?? process.pid}`,
  });
};

/** How the host registers @fastify/websocket for the cart channel: clients only ever send a heartbeat. */
export const cartChannelOptions = { options: { maxPayload: 4096 } };
