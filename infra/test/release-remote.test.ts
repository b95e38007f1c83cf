import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { RemotesManifestSchema, type RemotesManifest } from '@shop/contracts';

/**
 * scripts/release-remote.mjs, run as a team runs it, against a temporary releases root and
 * manifest. Release folders here are tiny fake builds (a remoteEntry.js); the one real build of
 * mf-cart is the last test.
 */
const repoRoot = resolve(__dirname, '../..');
const script = join(repoRoot, 'scripts/release-remote.mjs');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

let work: string;
let releases: string;
let manifestFile: string;

const release = (...args: string[]) =>
  new Promise<Run>((done) => {
    execFile(
      process.execPath,
      [script, ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, REMOTES_ROOT: releases, REMOTES_MANIFEST: manifestFile, INIT_CWD: repoRoot },
        timeout: 240_000,
      },
      (error, stdout, stderr) => done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

/** A finished build as webpack leaves it: remoteEntry.js plus a hashed chunk. */
const fakeBuild = (
  remote: string,
  version: string,
  files: Record<string, string> = { 'remoteEntry.js': `/* ${remote} ${version} */` },
) => {
  const dir = join(releases, remote, version);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
};

const manifest = (): RemotesManifest => RemotesManifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
const entry = (remote: string, version: string) => `/remotes/releases/${remote}/${version}/remoteEntry.js`;

const writeManifest = (value: unknown) => writeFileSync(manifestFile, JSON.stringify(value));
const initial = {
  remotes: {
    catalogue: { entry: '/remotes/catalogue/remoteEntry.js' },
    cart: { entry: '/remotes/cart/remoteEntry.js' },
    account: { entry: '/remotes/account/remoteEntry.js' },
  },
};

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'release-remote-'));
  releases = join(work, 'releases');
  manifestFile = join(work, 'config', 'remotes.json');
  mkdirSync(join(work, 'config'));
  writeManifest(initial);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('release-remote: promote', () => {
  it('points only the released remote at its versioned folder and records the version', async () => {
    fakeBuild('cart', '1.4.0');
    const run = await release('cart', '1.4.0');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(manifest().remotes).toEqual({
      ...initial.remotes,
      cart: { entry: entry('cart', '1.4.0'), version: '1.4.0' },
    });
  });

  it('replaces the manifest by renaming a complete file over it, leaving no temporary or lock file', async () => {
    fakeBuild('cart', '1.4.0');
    const before = statSync(manifestFile).ino;
    expect((await release('cart', '1.4.0')).code).toBe(0);
    // A new inode: the old file was never opened for writing, so a reader never saw it half written.
    expect(statSync(manifestFile).ino).not.toBe(before);
    expect(readdirSync(join(work, 'config')).sort()).toEqual(['remotes.history.json', 'remotes.json']);
  });

  it('accepts the npm workspace form: `npm run release -w @shop/mf-cart -- 1.4.0`', async () => {
    fakeBuild('cart', '1.4.0');
    const run = await new Promise<Run>((done) =>
      execFile(
        'npm',
        ['run', 'release', '--silent', '-w', '@shop/mf-cart', '--', '1.4.0'],
        {
          cwd: repoRoot,
          env: { ...process.env, REMOTES_ROOT: releases, REMOTES_MANIFEST: manifestFile },
          timeout: 60_000,
        },
        (error, stdout, stderr) => done({ code: error ? 1 : 0, stdout, stderr }),
      ),
    );
    expect(run.code).toBe(0);
    expect(manifest().remotes.cart).toEqual({ entry: entry('cart', '1.4.0'), version: '1.4.0' });
  });
});

describe('release-remote: refusals leave the live manifest untouched', () => {
  it('refuses a release folder without remoteEntry.js (a build that died half way)', async () => {
    fakeBuild('cart', '1.4.0', { 'main.0123abcd.js': '' });
    const before = readFileSync(manifestFile, 'utf8');
    const run = await release('cart', '1.4.0');
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('remoteEntry.js does not exist');
    expect(readFileSync(manifestFile, 'utf8')).toBe(before);
  });

  it('refuses to publish on top of an invalid manifest (a mistyped remote name), naming the bad entry', async () => {
    fakeBuild('cart', '1.4.0');
    const broken = { remotes: { ...initial.remotes, acount: { entry: '/remotes/account/remoteEntry.js' } } };
    writeManifest(broken);
    const run = await release('cart', '1.4.0');
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('not a valid remotes manifest');
    expect(JSON.parse(readFileSync(manifestFile, 'utf8'))).toEqual(broken);
  });

  it('refuses a manifest entry that loads a script from another host (protocol-relative //evil.example)', async () => {
    writeManifest({ remotes: { ...initial.remotes, catalogue: { entry: '//evil.example/remoteEntry.js' } } });
    fakeBuild('cart', '1.4.0');
    const run = await release('cart', '1.4.0');
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('remotes.catalogue.entry');
  });

  it.each(['../../etc', '1.4', 'latest', '1.4.0/../../x'])(
    'refuses the version label %p (it names the folder)',
    async (version) => {
      const before = readFileSync(manifestFile, 'utf8');
      const run = await release('cart', version);
      expect(run.code).not.toBe(0);
      expect(readFileSync(manifestFile, 'utf8')).toBe(before);
      expect(existsSync(releases)).toBe(false);
    },
  );

  it('refuses an unknown remote', async () => {
    const run = await release('checkout', '1.0.0');
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('unknown remote "checkout"');
  });

  it('refuses to run while another release holds the manifest lock', async () => {
    fakeBuild('cart', '1.4.0');
    writeFileSync(`${manifestFile}.lock`, 'pid 4242 since 2026-11-23T10:00:00.000Z');
    const run = await release('cart', '1.4.0');
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('pid 4242');
    expect(manifest()).toEqual(initial);
  });
});

describe('release-remote: rollback', () => {
  it('--rollback goes back one promotion at a time, to the image-served entry at the end', async () => {
    fakeBuild('cart', '1.4.0');
    fakeBuild('cart', '1.5.0');
    fakeBuild('account', '2.0.0');
    expect((await release('cart', '1.4.0')).code).toBe(0);
    expect((await release('account', '2.0.0')).code).toBe(0);
    expect((await release('cart', '1.5.0')).code).toBe(0);

    expect((await release('cart', '--rollback')).code).toBe(0);
    expect(manifest().remotes.cart).toEqual({ entry: entry('cart', '1.4.0'), version: '1.4.0' });
    expect(manifest().remotes.account.version).toBe('2.0.0');

    expect((await release('cart', '--rollback')).code).toBe(0);
    expect(manifest().remotes.cart).toEqual(initial.remotes.cart);

    const last = await release('cart', '--rollback');
    expect(last.code).not.toBe(0);
    expect(last.stderr).toContain('no earlier release');
  });

  it('rolls back by naming the previous version, reusing its folder untouched', async () => {
    const old = fakeBuild('cart', '1.4.0', { 'remoteEntry.js': 'old entry', 'chunk.deadbeef.js': 'old chunk' });
    fakeBuild('cart', '1.5.0');
    await release('cart', '1.4.0');
    await release('cart', '1.5.0');
    const run = await release('cart', '1.4.0');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('already built');
    expect(manifest().remotes.cart.version).toBe('1.4.0');
    // Tabs that loaded 1.4.0 before still find its chunks.
    expect(readFileSync(join(old, 'chunk.deadbeef.js'), 'utf8')).toBe('old chunk');
  });

  it('refuses --rollback after the manifest was edited by hand (it cannot know what was live before)', async () => {
    fakeBuild('cart', '1.4.0');
    await release('cart', '1.4.0');
    writeManifest({ remotes: { ...initial.remotes, cart: { entry: 'https://cdn.example/cart/remoteEntry.js' } } });
    const run = await release('cart', '--rollback');
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('changed by hand');
    expect(manifest().remotes.cart.entry).toBe('https://cdn.example/cart/remoteEntry.js');
  });

  it('remembers a hand-set entry when promoting over it, so --rollback returns to it', async () => {
    fakeBuild('cart', '1.4.0');
    writeManifest({ remotes: { ...initial.remotes, cart: { entry: 'https://cdn.example/cart/remoteEntry.js' } } });
    await release('cart', '1.4.0');
    expect((await release('cart', '--rollback')).code).toBe(0);
    expect(manifest().remotes.cart).toEqual({ entry: 'https://cdn.example/cart/remoteEntry.js' });
  });
});

describe('release-remote: build', () => {
  it('builds mf-cart into <root>/cart/<version>/ with its version, pages and server build; promotes it', async () => {
    const run = await release('cart', '9.9.9-test.1');
    expect(run.stderr).not.toMatch(/release:/);
    expect(run.code).toBe(0);
    const dir = join(releases, 'cart', '9.9.9-test.1');
    const remoteEntry = readFileSync(join(dir, 'remoteEntry.js'), 'utf8');
    expect(remoteEntry).toContain('mf_cart');
    const compiled = readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dir, file), 'utf8'));
    expect(compiled.some((text) => text.includes('9.9.9-test.1'))).toBe(true);
    // The release carries its pages and its server build (the gateway reads both beside the entry).
    const pages = JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8')) as {
      remote: string;
      pages: { path: string }[];
    };
    expect([pages.remote, pages.pages.map((page) => page.path)]).toEqual([
      'cart',
      expect.arrayContaining(['/quick-order']),
    ]);
    expect(readFileSync(join(dir, 'server/app.js'), 'utf8')).toContain('QuickOrderPage');
    // No half-built folder left beside it.
    expect(readdirSync(join(releases, 'cart'))).toEqual(['9.9.9-test.1']);
    expect(manifest().remotes.cart).toEqual({ entry: entry('cart', '9.9.9-test.1'), version: '9.9.9-test.1' });
  }, 300_000);
});
