// `npm start`: installs, builds and runs the whole shop on its embedded defaults in one process.
import { spawn } from 'node:child_process';
import { buildApps, ensureDependencies, log, root } from './lib.mjs';

await ensureDependencies();
await buildApps();
const port = process.env.PORT ?? '8080';
log(`starting the shop at http://localhost:${port} (Ctrl-C stops it; data in ${process.env.DATA_DIR ?? 'data/'})`);
const child = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
// Ctrl-C reaches the whole process group; this process only waits for the shop to close.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
