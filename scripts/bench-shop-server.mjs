// A bench's shop in its own process: the gateway on its embedded defaults, as `npm start` builds it
// (without request logs), on the data folder given, telling the parent where it listens and, when
// asked, the CPU it spent (bench-http.mjs). Forked with --import tsx, as `npm start` runs the shop:
// tsx's scoped tsImport added a ?namespace= query to require.resolve's answers, which readFileSync
// cannot open (the API docs' script).
import { buildGateway, gatewayConfigFromEnv } from '../services/gateway/src/index.ts';
import { reportUsageToParent } from './bench-http.mjs';

const root = new URL('..', import.meta.url).pathname;
// The gateway's configuration is the record given: a bench's raised new-cart limit passes in it.
const env = { DATA_DIR: process.argv[2], NEW_CARTS_PER_ADDRESS: process.env.NEW_CARTS_PER_ADDRESS };
const app = await buildGateway(gatewayConfigFromEnv(env, root), { logger: false });
process.send({ url: await app.listen({ port: 0, host: '127.0.0.1' }) });
reportUsageToParent();
process.on('disconnect', () => app.close().then(() => process.exit(0)));
