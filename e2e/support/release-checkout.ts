import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from './shop';

/** What a remote's build reads: its own folder, the shared packages, the release script, the root configs. */
const neededFor = (remote: string) => [
  `mf-${remote}/`,
  'packages/',
  'scripts/',
  'package.json',
  'tsconfig.base.json',
  'tsconfig.json',
];

export interface ReleaseCheckout {
  root: string;
  /** Replaces `anchor` in a file of the checkout; throws when the anchor is gone (the test would test nothing). */
  patch(file: string, anchor: string, replacement: string): void;
  /** Writes a new file into the checkout. */
  add(file: string, text: string): void;
  /** `node scripts/release-remote.mjs ...args` of this checkout, with the gateway's release folders. */
  release(args: string[], env: Record<string, string>): string;
  remove(): void;
}

/**
 * A team's checkout of a release commit with its dependencies installed (`git checkout <tag> &&
 * npm ci`): the repository's files a remote's build needs (tracked, and new ones git does not
 * ignore), copied as they are in the working tree, and a
 * node_modules of links into this repository's installed packages, except the workspace packages
 * (`@shop/*`), which are the checkout's own, so what the test changes in the checkout is what the
 * release is built from.
 */
export function releaseCheckout(remote = 'cart'): ReleaseCheckout {
  const root = mkdtempSync(join(tmpdir(), 'release-checkout-'));
  const needed = neededFor(remote);
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', ...needed], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of tracked) {
    if (!existsSync(join(repoRoot, file))) continue; // deleted in the working tree, not yet committed
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(repoRoot, file), join(root, file));
  }
  const modules = join(root, 'node_modules');
  mkdirSync(join(modules, '@shop'), { recursive: true });
  for (const entry of readdirSync(join(repoRoot, 'node_modules'))) {
    if (entry === '@shop' || entry === '.cache') continue;
    symlinkSync(join(repoRoot, 'node_modules', entry), join(modules, entry));
  }
  // The workspace links are relative (../../packages/x): the same link inside the checkout points at its copy.
  for (const entry of readdirSync(join(repoRoot, 'node_modules', '@shop'))) {
    symlinkSync(readlinkSync(join(repoRoot, 'node_modules', '@shop', entry)), join(modules, '@shop', entry));
  }
  // Packages installed inside a workspace (a version other than the root's) are linked too.
  for (const workspace of [`mf-${remote}`, ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}`)]) {
    const installed = join(repoRoot, workspace, 'node_modules');
    if (existsSync(installed) && !existsSync(join(root, workspace, 'node_modules'))) {
      symlinkSync(installed, join(root, workspace, 'node_modules'));
    }
  }
  return {
    root,
    patch(file, anchor, replacement) {
      const path = join(root, file);
      const text = readFileSync(path, 'utf8');
      if (!text.includes(anchor)) throw new Error(`${file} no longer contains ${JSON.stringify(anchor)}`);
      writeFileSync(path, text.replace(anchor, replacement));
    },
    add(file, text) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    },
    release(args, env) {
      return execFileSync(process.execPath, [join(root, 'scripts/release-remote.mjs'), ...args], {
        cwd: root,
        env: { ...process.env, ...env },
        encoding: 'utf8',
        stdio: 'pipe',
        timeout: 600_000,
      });
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Where a test's releases go: the gateway's manifest and release folders in a folder of its own. */
export interface ReleaseTarget {
  /** The variables the shop is started with and a release is made with. */
  env: { REMOTES_MANIFEST: string; REMOTES_ROOT: string };
  /** The repository's own release command: a rollback needs no checkout of anything. */
  releaseFromRepo(args: string[]): string;
  remove(): void;
}

export function releaseTarget(name: string): ReleaseTarget {
  const work = mkdtempSync(join(tmpdir(), `${name}-`));
  const env = { REMOTES_MANIFEST: join(work, 'remotes.json'), REMOTES_ROOT: join(work, 'releases') };
  return {
    env,
    releaseFromRepo: (args) =>
      execFileSync(process.execPath, [join(repoRoot, 'scripts/release-remote.mjs'), ...args], {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        encoding: 'utf8',
        stdio: 'pipe',
      }),
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
}

/** The shell's built files with their modification times: unchanged when the shell was not rebuilt. */
export const shellBuildFiles = () =>
  readdirSync(join(repoRoot, 'shell/dist')).map((f) => `${f}:${statSync(join(repoRoot, 'shell/dist', f)).mtimeMs}`);
