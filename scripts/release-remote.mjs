// Releases one microfrontend remote on its own, without a shell or gateway release:
//
//   npm run release -w @shop/mf-cart -- 1.4.0       build cart 1.4.0 (once) and make it live
//   npm run release -w @shop/mf-cart -- 1.3.2       roll back: 1.3.2 is already built, so only promoted
//   npm run release -w @shop/mf-cart -- --rollback  back to the release that was live before this one
//   (or: node scripts/release-remote.mjs cart 1.4.0)
//
// REMOTES_ROOT      folder of the builds the gateway serves under /remotes/releases/ (its REMOTES_ROOT)
// REMOTES_MANIFEST  the manifest file the gateway serves as /remotes.json (its REMOTES_MANIFEST)
//
// A release folder (<REMOTES_ROOT>/<remote>/<version>/) is never rebuilt or changed once it
// exists: browsers that loaded its remoteEntry.js keep loading its hashed chunks after a promotion,
// and a rollback must give back exactly what ran before. The manifest is the only thing a
// promotion changes, and it is replaced in one rename, so the gateway (which reads it on every
// request) serves either the old or the new manifest, never half of one.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { require as requireTs } from 'tsx/cjs/api';

const repoRoot = resolve(import.meta.dirname, '..');
/** Where the gateway serves REMOTES_ROOT (services/gateway/src/frontend.ts). */
const releasesUrlPath = '/remotes/releases';
/** Promotions remembered per remote for --rollback; older ones can still be promoted by version. */
const historyLimit = 50;

// The schema the gateway and the shell parse the manifest with (TypeScript, loaded through tsx).
const { RemoteEntrySchema, RemoteNameSchema, RemoteVersionSchema, RemotesManifestSchema, remoteNames } = requireTs(
  '../packages/contracts/src/remotes.ts',
  import.meta.url,
);

class ReleaseError extends Error {}

function usage() {
  return [
    'usage: release-remote.mjs <remote> <version>     build (unless built) and promote that release',
    '       release-remote.mjs <remote> --rollback    promote the release that was live before the current one',
    `remotes: ${remoteNames.join(', ')}; version: semver (1.4.0, 1.4.0-rc.1)`,
    'env: REMOTES_ROOT (release folders), REMOTES_MANIFEST (the manifest file the gateway serves)',
  ].join('\n');
}

function parseArgs(argv) {
  const args = argv.filter((arg) => arg !== '--');
  const rollback = args.includes('--rollback');
  const positional = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--rollback');
  if (unknown.length > 0) throw new ReleaseError(`unknown option ${unknown.join(' ')}\n${usage()}`);
  // `npm run release -w @shop/mf-cart` passes the remote's name first; `mf-cart` is accepted too.
  const [rawRemote, version, ...rest] = positional;
  const remote = RemoteNameSchema.safeParse(rawRemote?.replace(/^mf-/, ''));
  if (!remote.success) throw new ReleaseError(`unknown remote "${rawRemote ?? ''}"\n${usage()}`);
  if (rest.length > 0 || (rollback && version) || (!rollback && !version)) throw new ReleaseError(usage());
  if (!rollback && !RemoteVersionSchema.safeParse(version).success) {
    throw new ReleaseError(`"${version}" is not a release version (semver, e.g. 1.4.0)`);
  }
  return { remote: remote.data, version: rollback ? undefined : version, rollback };
}

function pathFromEnv(env, name) {
  const value = env[name];
  if (!value) throw new ReleaseError(`${name} is not set\n${usage()}`);
  // npm runs a workspace's script in the workspace's folder; paths mean what they meant where npm was started.
  return resolve(env.INIT_CWD ?? process.cwd(), value);
}

const entryOf = (remote, version) => `${releasesUrlPath}/${remote}/${version}/remoteEntry.js`;

/** The release folder an entry points into, or null for an entry served from elsewhere (the remote's image, a CDN). */
function releaseDirOf(entry, releasesRoot) {
  const match = /^\/remotes\/releases\/([a-z]+)\/([^/]+)\/remoteEntry\.js$/.exec(entry);
  return match ? join(releasesRoot, match[1], match[2]) : null;
}

/**
 * The manifest the gateway serves when it has no file (frontend.ts defaultManifest): each remote at /remotes/<name>/.
 */
function defaultManifest() {
  return {
    remotes: Object.fromEntries(remoteNames.map((name) => [name, { entry: `/remotes/${name}/remoteEntry.js` }])),
  };
}

async function readJson(file, fallback, what) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return fallback();
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`${what} ${file} is not JSON (${error.message}); fix it by hand before releasing`);
  }
}

function validManifest(value, what) {
  const parsed = RemotesManifestSchema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('\n');
    throw new ReleaseError(`${what} is not a valid remotes manifest:\n${problems}`);
  }
  return parsed.data;
}

/**
 * Replaces `file` with `text` in one step: written beside it (same folder, so the rename stays on
 * one file system), flushed to disk, then renamed over it; the folder is flushed so the rename
 * survives a crash. A reader sees the old file or the new one.
 */
function writeAtomically(file, text) {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const fd = openSync(temp, 'wx', 0o644);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  const dir = openSync(dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

/**
 * One release at a time per manifest: two teams promoting at once would each write a manifest
 * without the other's change. The lock is a file created exclusively next to the manifest.
 */
function lockManifest(manifestFile) {
  const lock = `${manifestFile}.lock`;
  let fd;
  try {
    fd = openSync(lock, 'wx');
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const holder = readFileSync(lock, 'utf8').trim();
    throw new ReleaseError(
      `another release holds ${lock} (${holder || 'unknown'}); if none is running, delete the file`,
    );
  }
  writeSync(fd, `pid ${process.pid} since ${new Date().toISOString()}`);
  closeSync(fd);
  return () => unlinkSync(lock);
}

function run(command, args, options) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolvePromise()
        : reject(new ReleaseError(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/**
 * Builds the remote (its browser build with its pages.json, and its server build) into a hidden
 * folder next to the release folder and renames it into place once complete, so a failed or
 * interrupted build never leaves a release folder to promote.
 * The version is compiled in (SHOP_BUILD_LABEL), so the running remote can say what it is.
 */
async function build(remote, version, releaseDir, log) {
  const temp = join(dirname(releaseDir), `.build-${version}-${process.pid}`);
  await rm(temp, { recursive: true, force: true });
  await mkdir(dirname(releaseDir), { recursive: true });
  log(`building mf-${remote} ${version}`);
  try {
    const webpack = join(repoRoot, 'node_modules', '.bin', 'webpack');
    const options = {
      cwd: join(repoRoot, `mf-${remote}`),
      env: { ...process.env, SHOP_BUILD_LABEL: version, NODE_ENV: 'production' },
    };
    await run(webpack, ['--mode', 'production', '--output-path', temp], options);
    // Its server build beside it (packages/webpack-config/server-render.js): the gateway renders the
    // release's own markup, its new pages too.
    await run(webpack, ['--config', 'webpack.server.config.js', '--output-path', join(temp, 'server')], options);
    if (!existsSync(join(temp, 'remoteEntry.js')))
      throw new ReleaseError(`the build of mf-${remote} wrote no remoteEntry.js`);
    renameSync(temp, releaseDir);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/**
 * The whole release: returns what is live afterwards. `log` receives progress lines.
 * Exported for the tests; the command line below calls it.
 */
export async function release({ remote, version, rollback }, env, log = console.log) {
  const releasesRoot = pathFromEnv(env, 'REMOTES_ROOT');
  const manifestFile = pathFromEnv(env, 'REMOTES_MANIFEST');
  const historyFile = join(dirname(manifestFile), `${basename(manifestFile, '.json')}.history.json`);
  await mkdir(dirname(manifestFile), { recursive: true });

  const unlock = lockManifest(manifestFile);
  try {
    const manifest = validManifest(
      await readJson(manifestFile, defaultManifest, 'the manifest'),
      `the current manifest ${manifestFile}`,
    );
    const history = await readJson(historyFile, () => ({}), 'the release history');
    const past = RemoteEntrySchema.array().safeParse(history[remote] ?? []);
    if (!past.success)
      throw new ReleaseError(`the release history ${historyFile} is damaged; fix or delete its "${remote}" list`);
    const live = manifest.remotes[remote];
    let promoted = past.data;

    let next;
    if (rollback) {
      // Only a history that ends with what is live says what was live before it.
      if (promoted.at(-1)?.entry !== live.entry) {
        throw new ReleaseError(
          `${remote} is at ${live.entry}, which no release recorded last (the manifest was changed by hand): ` +
            `release a version explicitly`,
        );
      }
      if (promoted.length < 2)
        throw new ReleaseError(`${remote} has no earlier release to roll back to; release a version explicitly`);
      promoted = promoted.slice(0, -1);
      next = promoted.at(-1);
    } else {
      next = { entry: entryOf(remote, version), version };
      const releaseDir = join(releasesRoot, remote, version);
      if (existsSync(releaseDir)) log(`mf-${remote} ${version} is already built: promoting it as it is`);
      else await build(remote, version, releaseDir, log);
      // A hand-made change to the manifest is what was live: remember it, so a rollback returns to it.
      if (promoted.at(-1)?.entry !== live.entry) promoted = [...promoted, live];
      if (live.entry !== next.entry) promoted = [...promoted, next];
    }

    const releaseDir = releaseDirOf(next.entry, releasesRoot);
    if (releaseDir && !existsSync(join(releaseDir, 'remoteEntry.js'))) {
      throw new ReleaseError(`${join(releaseDir, 'remoteEntry.js')} does not exist: not promoting ${next.entry}`);
    }
    const updated = validManifest(
      { ...manifest, remotes: { ...manifest.remotes, [remote]: next } },
      'the new manifest',
    );

    if (live.entry === next.entry && live.version === next.version) {
      log(`mf-${remote} ${next.version ?? next.entry} is already live`);
    } else {
      writeAtomically(manifestFile, `${JSON.stringify(updated, null, 2)}\n`);
      log(`mf-${remote}: ${live.version ?? live.entry} -> ${next.version ?? next.entry} (${manifestFile})`);
    }
    writeAtomically(
      historyFile,
      `${JSON.stringify({ ...history, [remote]: promoted.slice(-historyLimit) }, null, 2)}\n`,
    );
    return updated.remotes[remote];
  } finally {
    unlock();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    await release(parseArgs(process.argv.slice(2)), process.env);
  } catch (error) {
    console.error(error instanceof ReleaseError ? `release: ${error.message}` : error);
    process.exit(1);
  }
}
