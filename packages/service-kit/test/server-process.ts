import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

// What the test servers (kafka-broker.ts, elasticsearch-node.ts, ferretdb-server.ts) share: an
// install built once per machine in a staging folder, commands run without blocking the event loop
// and within a time limit, free ports, and data folders of dead runs cleaned up.

const minutes = (ms: number) => (ms < 60_000 ? `${ms / 1000} s` : `${Math.round(ms / 60_000)} min`);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface StepOptions {
  /** What the command is part of, for the message: `FerretDB install`. */
  what: string;
  /** The command is stopped (with everything it started) after this long. */
  limitMs: number;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs a command of an install or a start to its end; resolves with its output. Asynchronous: the
 * servers install side by side, and the exits of the others' commands are handled meanwhile. Past
 * its limit the command's process group is killed and the step fails, saying so.
 */
export function runStep(
  command: string,
  args: string[],
  { what, limitMs, cwd, env }: StepOptions,
): Promise<{ stdout: string; stderr: string }> {
  const line = `${command} ${args.join(' ')}`;
  return new Promise((done, fail) => {
    // Its own process group: a limit stops go's or Maven's children too.
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    let output = '';
    let overdue = false;
    child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk.toString()), (output += chunk.toString())));
    child.stderr.on('data', (chunk: Buffer) => ((stderr += chunk.toString()), (output += chunk.toString())));
    const limit = setTimeout(() => {
      overdue = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Ended just now.
      }
    }, limitMs);
    child.on('error', (error) => {
      clearTimeout(limit);
      fail(new Error(`${what}: \`${command}\` could not run (${error.message})`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      if (overdue)
        fail(
          new Error(
            `${what}: \`${line}\` did not finish within ${minutes(limitMs)} and was stopped:\n${output.slice(-4000)}`,
          ),
        );
      else if (code === 0) done({ stdout, stderr });
      else fail(new Error(`${what}: \`${line}\` failed (${code ?? signal}):\n${output.slice(-4000)}`));
    });
  });
}

/** Takes the lock folder, or says who holds it; the lock of a dead process is broken. */
function tryLock(lock: string): boolean {
  mkdirSync(dirname(lock), { recursive: true });
  try {
    mkdirSync(lock);
    writeFileSync(join(lock, 'owner.pid'), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let owner = 0;
  try {
    owner = Number(readFileSync(join(lock, 'owner.pid'), 'utf8'));
  } catch {
    // Taken a moment ago, its owner not written yet; a lock without an owner for a minute is left over.
    const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age < 60_000) return false;
  }
  if (!owner || !alive(owner)) rmSync(lock, { recursive: true, force: true });
  return false;
}

/** Staging folders `<dir>.<pid>.tmp` of installs whose process died. */
function removeDeadStaging(dir: string): void {
  const prefix = `${basename(dir)}.`;
  for (const name of readdirSync(dirname(dir))) {
    const pid = Number(/^(\d+)\.tmp$/.exec(name.slice(prefix.length))?.[1]);
    if (name.startsWith(prefix) && pid && !alive(pid))
      rmSync(join(dirname(dir), name), { recursive: true, force: true });
  }
}

/**
 * Installs into `dir` once per machine (its `.complete` marker), `build` filling a staging folder of
 * this process's own that is renamed into place when complete. One process builds while a lock
 * (`<dir>.lock`) holds off the others, which wait for its `.complete` instead of building the same
 * thing beside it (jest workers, other checkouts sharing the cache); they take over if it dies.
 * Resolves with whether this process installed it.
 */
export async function installOnce(
  dir: string,
  what: string,
  limitMs: number,
  build: (staging: string) => Promise<void>,
): Promise<boolean> {
  const complete = () => existsSync(join(dir, '.complete'));
  if (complete()) return false;
  const lock = `${dir}.lock`;
  const until = Date.now() + limitMs;
  while (!tryLock(lock)) {
    if (complete()) return false;
    if (Date.now() > until)
      throw new Error(`${what}: another process held ${lock} for more than ${minutes(limitMs)} without finishing`);
    await pause(2_000);
  }
  try {
    if (complete()) return false;
    removeDeadStaging(dir);
    const staging = `${dir}.${process.pid}.tmp`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    process.stdout.write(`[install] ${what}: into ${dir} (first time on this machine; limit ${minutes(limitMs)})\n`);
    try {
      await build(staging);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    writeFileSync(join(staging, '.complete'), what);
    promoteStaging(staging, dir);
    return true;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

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
