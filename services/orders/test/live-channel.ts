import type { WebSocket } from 'ws';
import type { TestBrowser } from './browser';

/** Opens a channel and queues its messages from the first byte, so none is missed. */
export async function connect(app: TestBrowser, path: string) {
  const queue: unknown[] = [];
  const waiters: ((m: unknown) => void)[] = [];
  const onInit = (ws: WebSocket) =>
    ws.on('message', (data) => {
      const message = JSON.parse(String(data));
      const waiter = waiters.shift();
      if (waiter) waiter(message);
      else queue.push(message);
    });
  const socket = await app.injectWS(path, onInit);
  const next = () => (queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise((r) => waiters.push(r)));
  return { socket, next, queue };
}
