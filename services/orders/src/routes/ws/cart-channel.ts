import { CartChannelMessageSchema, type CartChannelMessage } from '@shop/contracts';
import type { EventBus } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { OrderStore } from '../../ports/order-store';

/**
 * The live cart channel at /ws/{uuid}: every open tab of a cart gets its item count on connect
 * and after each change (from `cart.updated` events, so it works across service instances).
 */
export const cartChannelRoute: FastifyPluginAsyncZod<{ store: OrderStore; bus: EventBus; group: string }> = async (
  app,
  { store, bus, group },
) => {
  const sockets = new Map<string, Set<WebSocket>>();
  const send = (socket: WebSocket, message: CartChannelMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(CartChannelMessageSchema.parse(message)));
  };

  await bus.subscribe(group, 'cart.updated', ({ payload }) => {
    for (const socket of sockets.get(payload.uuid) ?? []) send(socket, { type: 'cart.length', ...payload });
  });

  app.get(
    '/ws/:uuid',
    { websocket: true, schema: { params: z.object({ uuid: z.string().uuid('validation.invalid') }) } },
    async (socket, request) => {
      const { uuid } = request.params;
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
