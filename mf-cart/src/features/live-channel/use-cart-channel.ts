import { apiPath, CartChannelMessageSchema, cartChannelStopCode, type Order } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderKeys } from '../../api/orders';

/** SPEC 9: the live channel reconnects 3 s after it drops, unless it was stopped on purpose. */
export const reconnectDelayMs = 3000;

/**
 * The live cart channel /api/ws/{uuid}: says 'alive' on open, keeps the cart's query (and so the
 * header's count and an open cart page) in step with changes made in other tabs, reconnects after a
 * drop, and stops with code 4000 when the cart changes or the button unmounts. A length this tab's
 * cart already has is its own change coming back, or one that leaves the count as it is: nothing is
 * asked for it.
 */
export function useCartChannel(uuid: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!uuid) return undefined;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${window.location.host}${apiPath(`/ws/${uuid}`)}`);
      socket.onopen = () => socket?.send('alive');
      socket.onmessage = (event) => {
        const message = CartChannelMessageSchema.safeParse(JSON.parse(String(event.data)));
        if (!message.success || message.data.uuid !== uuid) return;
        const shown = queryClient.getQueryData<Order>(orderKeys.cart(uuid));
        if (shown?.length !== message.data.length)
          void queryClient.invalidateQueries({ queryKey: orderKeys.cart(uuid) });
      };
      socket.onclose = (event) => {
        if (stopped || event.code === cartChannelStopCode) return;
        retry = setTimeout(connect, reconnectDelayMs);
      };
    };
    connect();

    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close(cartChannelStopCode, 'stopped');
    };
  }, [uuid, queryClient]);
}
