// Runs the test MongoDB-protocol server by hand: FerretDB built from the Go module proxy, on
// 127.0.0.1 with a throw-away SQLite directory, until Ctrl-C.
//
//   node scripts/mongo-server.mjs            # prints MONGODB_URI=mongodb://127.0.0.1:<port>/
//   node scripts/mongo-server.mjs --install  # only builds FerretDB into node_modules/.cache/ferretdb
//
// The tests start their own server through the same code (packages/service-kit/test/ferretdb-server.ts).
// FerretDB has no transactions: the suites that need them run only with MONGODB_URI set to a MongoDB
// replica set (docs/production.md, "MongoDB").
import { tsImport } from 'tsx/esm/api';
import { log } from './lib.mjs';

const { installFerretdb, ferretdbUnavailableReason, startFerretdb, ferretdbVersion } = await tsImport(
  '../packages/service-kit/test/ferretdb-server.ts',
  import.meta.url,
);

const reason = ferretdbUnavailableReason();
if (reason && process.env.SHOP_MONGO_TESTS !== '0') {
  log(`cannot run FerretDB: ${reason}`);
  process.exit(1);
}

if (process.argv.includes('--install')) {
  const started = Date.now();
  const binary = await installFerretdb();
  log(`FerretDB ${ferretdbVersion} is ${binary} (${Math.round((Date.now() - started) / 1000)} s)`);
  process.exit(0);
}

log(`starting FerretDB ${ferretdbVersion} (SQLite backend; the first run builds it, minutes)`);
const server = await startFerretdb();
log(`${server.description} is up: MONGODB_URI=${server.uri} (Ctrl-C stops it and deletes its data)`);
process.stdout.write(`MONGODB_URI=${server.uri}\n`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    process.exit(0);
  });
}
// The server's guard holds no reference on the event loop: this keeps the process waiting.
setInterval(() => undefined, 1 << 30);
