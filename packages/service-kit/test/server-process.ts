import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// What the test servers (kafka-broker.ts, elasticsearch-node.ts, ferretdb-server.ts) share: an
// install built in a staging folder, free ports, and data folders of dead runs cleaned up.

/**
 * Moves a complete install (with its `.complete` marker) from `staging` to `dir`. Parallel test
 * workers may build the same install: when another finished first, its copy is as good as ours.
 */
export function promoteStaging(staging: string, dir: string): void {
  try {
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(join(dir, '.complete'))) throw error;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Data folders `<tmp>/<prefix>*` of runs whose process (owner.pid) died without cleaning up. */
export function removeStaleDataDirs(prefix: string): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(prefix)) continue;
    const dir = join(tmpdir(), name);
    try {
      const owner = Number(readFileSync(join(dir, 'owner.pid'), 'utf8'));
      if (owner && !alive(owner)) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Not ours or being created right now: left alone.
    }
  }
}
