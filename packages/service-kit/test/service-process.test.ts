import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { request } from 'node:http';

// Starts node with tsx, which compiles the fixture on a cold cache in several seconds.
jest.setTimeout(60_000);

const repoRoot = resolve(__dirname, '../../..');

function startSlowService(env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/service-kit/test/fixtures/service-with-slow-call.ts'],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: 'unused',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const lines = () => stdout.split('\n').filter(Boolean);
  const logged = (message: string) =>
    new Promise<void>((found, failed) => {
      const look = () => {
        if (lines().some((line) => line.includes(message))) found();
      };
      child.stdout.on('data', look);
      look();
      void exited.then(() => failed(new Error(`exited before logging "${message}":\n${stdout}${stderr}`)));
    });
  return { child, exited, lines, stderr: () => stderr, logged };
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((done, failed) => {
    request(url, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    })
      .on('error', failed)
      .end();
  });
}

describe('the log of a service process', () => {
  it("writes Node's process warnings as JSON lines of its log, not Node's text on stderr", async () => {
    const service = startSlowService();
    await service.logged('Server listening at');
    await service.logged('fixture started');
    service.child.kill('SIGTERM');
    expect(await service.exited).toBe(0);
    const entries = service.lines().map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'DeprecationWarning: the fixture warns as a library would' }),
    );
    expect(service.stderr()).toBe('');
  });

  it('has written each log line when the logging call returns: an exit after it loses or reorders none', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'packages/service-kit/test/fixtures/log-burst-then-exit.ts'],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    // 'close', not 'exit': the whole of the output has been read.
    const code = await new Promise<number | null>((done) => child.once('close', (exitCode) => done(exitCode)));
    expect(code).toBe(0);
    const entries = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; line?: number });
    expect(entries.filter((entry) => entry.msg === 'burst').map((entry) => entry.line)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect(entries.at(-1)?.msg).toBe('written past the logger');
  });

  it('says in one JSON line why it could not even make its logger', async () => {
    const service = startSlowService({ LOG_LEVEL: 'shouting' });
    expect(await service.exited).toBe(1);
    expect(service.lines()).toEqual([]);
    const refusal = JSON.parse(service.stderr().trim()) as { level: number; msg: string };
    expect(refusal).toMatchObject({ level: 60, msg: expect.stringContaining('shouting') });
  });
});

describe('a service process told to stop (SIGTERM)', () => {
  it('answers the request in flight, closes its stores, and logs one closing line with how long it took', async () => {
    const service = startSlowService();
    await service.logged('Server listening at');
    const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(service.lines().join('\n'))![1]!;

    const inFlight = get(`${address}/slow`);
    await service.logged('slow call waiting for SIGTERM');
    service.child.kill('SIGTERM');

    const answer = await inFlight;
    expect(await service.exited).toBe(0);
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ answered: 'after SIGTERM' }) });
    const entries = service.lines().map((line) => JSON.parse(line) as { msg: string; durationMs?: number });
    const messages = entries.map((entry) => entry.msg);
    expect(messages).toContain('SIGTERM received, draining');
    expect(messages.indexOf('slow service stores closed')).toBeLessThan(messages.indexOf('stopped'));
    expect(messages.at(-1)).toBe('stopped');
    expect(entries.at(-1)?.durationMs).toEqual(expect.any(Number));
    expect(service.stderr()).toBe('');
  });
});
