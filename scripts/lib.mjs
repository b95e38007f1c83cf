// Helpers for the project's own set-up scripts: plain Node, no dependencies, so they run
// before `npm install` has installed anything.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  process.stdout.write(`\x1b[36m[shop]\x1b[0m ${message}\n`);
}

/**
 * Process groups of commands run with a time limit: in a group of their own, Ctrl-C in the terminal
 * and CI's SIGTERM no longer reach them, so they are passed on.
 */
const ownGroups = new Set();
let passingSignals = false;
function passSignalsToOwnGroups() {
  if (passingSignals) return;
  passingSignals = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      for (const pid of ownGroups) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      process.exit(130);
    });
  }
}

/**
 * Runs a command with inherited output; resolves with its exit code. With `limitMs`, a command still
 * running then is stopped with its whole process group (SIGTERM, SIGKILL once it exited) and resolves 124:
 * a hung test run must end in a failure CI can read, not in CI's own time limit with nothing printed.
 */
export function run(command, args, { limitMs, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', detached: Boolean(limitMs), ...options });
    if (limitMs) {
      passSignalsToOwnGroups();
      ownGroups.add(child.pid);
    }
    let stopped = false;
    const signalGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group has already gone
      }
    };
    const limit =
      limitMs &&
      setTimeout(() => {
        stopped = true;
        log(`${command} ${args[0] ?? ''}: still running after ${Math.round(limitMs / 60_000)} min, stopped`);
        signalGroup('SIGTERM');
        setTimeout(() => signalGroup('SIGKILL'), 30_000);
      }, limitMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(limit);
      ownGroups.delete(child.pid);
      if (!stopped) {
        // Whatever the command left behind in its group (a server a test started) goes with it.
        if (limitMs) signalGroup('SIGKILL');
        resolve(code ?? (signal ? 1 : 0));
        return;
      }
      // Stopped: the rest of the group gets a moment to say what it was doing (jest-running-files.cjs).
      setTimeout(() => {
        signalGroup('SIGKILL');
        resolve(124);
      }, 5_000);
    });
  });
}

/** Runs a command with its output collected, for a phase that runs beside another. */
export function capture(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

export async function runOrFail(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${code}`);
}

/**
 * Installs npm packages as locked, once per change of the lockfile. `npm install`, not `npm ci`:
 * npm 11 here writes lockfiles without other platforms' optional binaries (@swc/core-darwin-*...)
 * and then `npm ci` refuses its own lockfile as out of sync.
 */
export async function ensureDependencies() {
  const stamp = join(root, 'node_modules', '.shop-install-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash()) return;
  log('installing npm packages (better-sqlite3 compiles from source, about 2 minutes)');
  await runOrFail('npm', ['install', '--no-audit', '--no-fund']);
  writeFileSync(stamp, lockHash());
}

function lockHash() {
  const files = ['package.json', 'package-lock.json'].map((f) => readFileSync(join(root, f)));
  return createHash('sha256').update(Buffer.concat(files)).update(process.version).digest('hex');
}

export const nxEnv = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' };

const buildArgs = ['nx', 'run-many', '-t', 'build', '--output-style=static'];

/** Builds the shell and the three remotes (Nx caches builds whose inputs did not change). */
export async function buildApps() {
  log('building the shell and the remotes');
  await runOrFail('npx', buildArgs, { env: nxEnv });
}

/** `buildApps` with its output collected: resolves with exit code and output instead of throwing. */
export function buildAppsQuietly() {
  return capture('npx', buildArgs, { env: nxEnv });
}
