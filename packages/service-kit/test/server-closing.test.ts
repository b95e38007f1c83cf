import { connect } from 'node:net';
import { createServer } from '../src/server';

describe('a service that is stopping', () => {
  it('answers a request that was on its way when it began to stop, and closes that connection', async () => {
    const app = await createServer({ logger: false });
    app.get('/next', async () => ({ next: true }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);

    // A proxy's kept-alive connection with a request half sent when the service is told to stop.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /next HTTP/1.1\r\nHost: shop\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    socket.write('\r\n');
    await ended;
    await closing;

    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).toContain('{"next":true}');
    expect(received.toLowerCase()).toContain('connection: close');
  });
});
