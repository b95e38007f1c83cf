import { apiPath, CartChannelMessageSchema, cartChannelStopCode } from '@shop/contracts';
import { useCartStore } from '@shop/state';
import { useEffect } from 'react';

/** SPEC 9: the live channel reconnects 3 s after it drops, unless it was stopped on purpose. */
export const reconnectDelayMs = 3000;

/**
 * The live cart channel /api/ws/{uuid}: says 'alive' on open, keeps the header's count in step with
 * changes made in other tabs, reconnects after a drop, and stops with code 4000 when the cart
 * changes or the button unmounts.
 */
export function useCartChannel(uuid: string | null): void {
  const setCartLength = useCartStore((state) => state.setCartLength);

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
        if (message.success && message.data.uuid === uuid) setCartLength(message.data.length);
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
  }, [uuid, setCartLength]);
}
