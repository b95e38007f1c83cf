// The floor of the read bench (bench-reads.mjs): a bare Fastify hello-world in its own process, as
// Fastify's own benchmarks run it, telling the parent where it listens and the CPU it spent.
import Fastify from 'fastify';
import { reportUsageToParent } from './bench-http.mjs';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
process.send({ url: await app.listen({ port: 0, host: '127.0.0.1' }) });
reportUsageToParent();
process.on('disconnect', () => app.close().then(() => process.exit(0)));
