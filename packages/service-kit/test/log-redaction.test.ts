import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { redactUrl } from '../src/http/log-redaction';

/**
 * The logs of a real service process: createServer's own logger writes JSON lines to stdout,
 * which is what a log shipper collects. Every secret below must be missing from them.
 */
const repoRoot = resolve(__dirname, '../../..');

const service = `
const { createServer } = require('./packages/service-kit/src/server.ts');
(async () => {
  const app = await createServer();
  app.get('/users/check-magic-link', async (request) => {
    // A handler that logs what it was given, as one debugging a login might.
    const body = { email: 'a@b.example', password: 'pw-SECRET-4' };
    request.log.info({ headers: request.headers, body }, 'magic link checked');
    return { ok: true };
  });
  await app.inject({
    method: 'GET',
    url: '/users/check-magic-link?token=link-SECRET-1&lang=de',
    headers: { cookie: 'session=cookie-SECRET-2', authorization: 'Bearer bearer-SECRET-3' },
  });
  await app.inject({ method: 'GET', url: '/users/check-reset-password-link?reset_token=reset-SECRET-5' });
  app.log.info({ user: { email: 'a@b.example', token: 'session-SECRET-6' }, password: 'pw-SECRET-7' }, 'login');
  await app.close();
})();
`;

const runService = () =>
  new Promise<string>((done, fail) =>
    execFile(
      join(repoRoot, 'node_modules/.bin/tsx'),
      ['--eval', service],
      { cwd: repoRoot, env: { ...process.env, LOG_LEVEL: 'info', TRUST_PROXY: '' }, timeout: 60_000 },
      (error, stdout, stderr) => (error ? fail(new Error(stderr || error.message)) : done(stdout)),
    ),
  );

describe('service logs', () => {
  let lines: Record<string, unknown>[];
  let raw: string;
  beforeAll(async () => {
    raw = await runService();
    lines = raw
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }, 60_000);

  it('never contain a magic-link or reset token, a session cookie, a bearer token or a password', () => {
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(raw).not.toMatch(/SECRET/);
  });

  it('still log which request it was: path and harmless query parameters, the token masked', () => {
    const urls = lines.map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toContain('/users/check-magic-link?token=[redacted]&lang=de');
    expect(urls).toContain('/users/check-reset-password-link?reset_token=[redacted]');
    const handler = lines.find((line) => line.msg === 'magic link checked') as {
      headers: Record<string, string>;
      body: Record<string, string>;
    };
    expect(handler.headers.cookie).toBe('[redacted]');
    expect(handler.headers.authorization).toBe('[redacted]');
    expect(handler.body).toEqual({ email: 'a@b.example', password: '[redacted]' });
  });
});

describe('redactUrl', () => {
  it.each([
    ['/users/check-magic-link?token=abc', '/users/check-magic-link?token=[redacted]'],
    ['/x?a=1&Password=p&b=2', '/x?a=1&Password=[redacted]&b=2'],
    ['/x?session%5Fid=s', '/x?session%5Fid=[redacted]'],
    ['/category?f=%7B%7D&range=[0,24]', '/category?f=%7B%7D&range=[0,24]'],
    ['/orders/by-id/1', '/orders/by-id/1'],
    ['/x?%E0%A4%A=1&token', '/x?%E0%A4%A=1&token'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
