import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installOnce, runStep } from './server-process';

describe('a command of a test server’s install or start (runStep)', () => {
  it('resolves with its output', async () => {
    expect(await runStep('sh', ['-c', 'echo out; echo err >&2'], { what: 'an install', limitMs: 60_000 })).toEqual({
      stdout: 'out\n',
      stderr: 'err\n',
    });
  });

  it('fails naming the install, the command, its exit code and its output', async () => {
    await expect(
      runStep('sh', ['-c', 'echo broken >&2; exit 3'], { what: 'FerretDB install', limitMs: 60_000 }),
    ).rejects.toThrow(/^FerretDB install: `sh -c echo broken >&2; exit 3` failed \(3\):\nbroken/);
  });

  it('stops a command past its limit, with everything it started, and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-step-'));
    try {
      const grandchild = join(dir, 'grandchild.pid');
      const step = runStep('sh', ['-c', `sleep 600 & echo $! > ${grandchild}; wait`], {
        what: 'Kafka install',
        limitMs: 1_000,
      });
      await expect(step).rejects.toThrow(
        /^Kafka install: `sh -c sleep 600 .*` did not finish within 1 s and was stopped/,
      );
      // Gone, or dead and not reaped yet by whoever inherited it.
      const stat = `/proc/${Number(readFileSync(grandchild, 'utf8'))}/stat`;
      expect(existsSync(stat) ? readFileSync(stat, 'utf8').split(') ')[1]![0] : 'gone').toMatch(/^(gone|Z)$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves the event loop free while the command runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    await runStep('sh', ['-c', 'sleep 1'], { what: 'an install', limitMs: 60_000 });
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});

describe('an install built once per machine (installOnce)', () => {
  let cache: string;
  beforeEach(() => {
    cache = mkdtempSync(join(tmpdir(), 'install-once-'));
  });
  afterEach(() => rmSync(cache, { recursive: true, force: true }));

  it('builds once when several installs ask at the same time; later ones install nothing', async () => {
    const dir = join(cache, 'server', '1.0');
    let builds = 0;
    const build = async (staging: string) => {
      builds += 1;
      await new Promise((r) => setTimeout(r, 200));
      writeFileSync(join(staging, 'server.jar'), 'jar');
    };
    const installed = await Promise.all([1, 2, 3].map(() => installOnce(dir, 'a server', 60_000, build)));

    expect(builds).toBe(1);
    expect(installed.filter(Boolean)).toHaveLength(1);
    expect(readdirSync(dir).sort()).toEqual(['.complete', 'server.jar']);
    expect(await installOnce(dir, 'a server', 60_000, build)).toBe(false);
    expect(builds).toBe(1);
    expect(readdirSync(join(cache, 'server'))).toEqual(['1.0']);
  });

  it('takes over the install of a process that died holding the lock, removing its half-built copy', async () => {
    const dir = join(cache, 'server', '1.0');
    const dead = spawn('true');
    await new Promise((r) => dead.once('exit', r));
    mkdirSync(`${dir}.lock`, { recursive: true });
    writeFileSync(join(`${dir}.lock`, 'owner.pid'), String(dead.pid));
    mkdirSync(`${dir}.${dead.pid}.tmp`);

    expect(await installOnce(dir, 'a server', 60_000, async () => undefined)).toBe(true);
    expect(existsSync(join(dir, '.complete'))).toBe(true);
    expect(readdirSync(join(cache, 'server'))).toEqual(['1.0']);
  });

  it('leaves nothing behind when the build fails, so the next install tries again', async () => {
    const dir = join(cache, 'server', '1.0');
    await expect(
      installOnce(dir, 'a server', 60_000, async () => {
        throw new Error('mvn failed');
      }),
    ).rejects.toThrow('mvn failed');
    expect(readdirSync(join(cache, 'server'))).toEqual([]);
    expect(await installOnce(dir, 'a server', 60_000, async () => undefined)).toBe(true);
  });
});
