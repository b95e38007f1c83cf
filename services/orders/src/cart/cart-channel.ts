import { CartChannelMessageSchema, type CartChannelMessage } from '@shop/contracts';
import { HttpError, type EventBus, type RateGuard } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { OrderStore } from '../shared/order-store';
import { readableOrder, type AccessCookies } from '../shared/http/access';
import type { OrdersAction } from '../shared/http/limits';

export interface CartChannelOptions {
  store: OrderStore;
  bus: EventBus;
  group: string;
  access: AccessCookies;
  guard: RateGuard<OrdersAction>;
  /** Open connections one client address may hold at once. */
  maxPerAddress: number;
}

/**
 * The live cart channel at /ws/{uuid}: every open tab of a cart gets its item count on connect
 * and after each change (from `cart.updated` events, so it works across service instances).
 * Only for those who may read that cart (checked before the upgrade: others get a plain 404, as
 * from the HTTP calls), with connection attempts and open connections limited per address.
 */
export const cartChannelRoute: FastifyPluginAsyncZod<CartChannelOptions> = async (
  app,
  { store, bus, group, access, guard, maxPerAddress },
) => {
  const sockets = new Map<string, Set<WebSocket>>();
  const openByAddress = new Map<string, number>();
  const send = (socket: WebSocket, message: CartChannelMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(CartChannelMessageSchema.parse(message)));
  };

  await bus.subscribe(group, 'cart.updated', ({ payload }) => {
    for (const socket of sockets.get(payload.uuid) ?? []) send(socket, { type: 'cart.length', ...payload });
  });

  app.get(
    '/ws/:uuid',
    {
      websocket: true,
      schema: { params: z.object({ uuid: z.string().uuid('validation.invalid') }) },
      preHandler: async (request, reply) => {
        await guard.check('live-channel', { address: request.ip }, reply);
        if ((openByAddress.get(request.ip) ?? 0) >= maxPerAddress)
          throw new HttpError(429, 'RATE_LIMITED', 'error.rate_limited');
        await readableOrder(store, request.params.uuid, await access.requester(request));
      },
    },
    async (socket, request) => {
      const { uuid } = request.params;
      const address = request.ip;
      openByAddress.set(address, (openByAddress.get(address) ?? 0) + 1);
      socket.on('close', () => {
        const left = (openByAddress.get(address) ?? 1) - 1;
        if (left > 0) openByAddress.set(address, left);
        else openByAddress.delete(address);
      });
      const tabs = sockets.get(uuid) ?? new Set<WebSocket>();
      tabs.add(socket);
      sockets.set(uuid, tabs);
      socket.on('close', () => {
        tabs.delete(socket);
        if (tabs.size === 0) sockets.delete(uuid);
      });
      // The client says 'alive' on open; anything it sends is a heartbeat, nothing to act on.
      socket.on('message', () => undefined);
      const order = await store.findByUuid(uuid);
      send(socket, { type: 'cart.length', uuid, length: order?.length ?? 0 });
    },
  );

  app.addHook('onClose', async () => {
    for (const tabs of sockets.values()) for (const socket of tabs) socket.close(1001, 'server closing');
  });
};
