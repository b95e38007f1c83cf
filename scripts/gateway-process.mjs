// The gateway as its own process, as the image runs it (services/gateway/dist/server.js), for the scripts
// that measure the production stack (npm run bench:resources, npm run lighthouse -- --stack production).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { root } from './lib.mjs';

/** The gateway as the image runs it, its own process; its address from its log, its closing line kept. */
export function startGatewayProcess(env) {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', join(root, 'services', 'gateway', 'dist', 'server.js')],
    {
      cwd: root,
      env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const gateway = { name: 'gateway', pid: child.pid, child, url: null, drainMs: null };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${code} before it listened`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('"msg":"stopped"')) gateway.drainMs = JSON.parse(line).durationMs;
      const ready = /shop ready at (http:\/\/[\d.:]+)/.exec(line);
      if (ready) {
        child.removeAllListeners('exit');
        gateway.url = ready[1];
        resolve(gateway);
      }
    });
  });
}

export function stopGatewayProcess({ child }) {
  return new Promise((resolve) => {
    child.once('close', resolve);
    child.kill('SIGTERM');
  });
}
