import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Each case starts node with tsx, which compiles the service on a cold cache in several seconds.
jest.setTimeout(60_000);

const repoRoot = resolve(__dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'orders-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** services/orders/src/server.ts as the container starts it, with only the variables given. */
function startOrders(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/orders/src/server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

const valid = { CATALOGUE_URL: 'http://127.0.0.1:9', PORT: '0' };
const production = { ...valid, NODE_ENV: 'production', PUBLIC_URL: 'https://nordbau.example', CARD_PAYMENTS: 'off' };

/** Every line the process wrote, each parsed as the JSON it must be (a line that is not fails the test). */
function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
}

describe('the orders process', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a port number (got "abc")'],
    [{ CARD_PAYMENTS: 'maybe' }, 'CARD_PAYMENTS: must be "on" or "off" (got "maybe")'],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://nordbau.example' }, 'STRIPE_SECRET_KEY: is required in production'],
  ])('refuses to start with %j, naming the variable', async (env, refusal) => {
    const orders = startOrders({ ...valid, ...env });
    expect(await orders.exited).toBe(1);
    const refused = jsonLines(orders.output()).find((entry) => entry.level === 60);
    expect(refused?.msg).toContain(refusal);
  });

  it('refuses to start naming every refused setting at once, the process\u2019s and the service\u2019s', async () => {
    const orders = startOrders({
      NODE_ENV: 'production',
      PORT: 'abc',
      SHUTDOWN_GRACE_MS: 'soon',
      CARD_PAYMENTS: 'maybe',
      SUPPLIER_LINK_SECRET: 'short',
      CATALOGUE_URL: 'catalogue:3001',
    });
    expect(await orders.exited).toBe(1);
    const refused = jsonLines(orders.output()).filter((entry) => entry.level === 60);
    expect(refused).toHaveLength(1);
    const named = String(refused[0]?.msg)
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(':')[0]);
    expect(named).toEqual([
      'PORT',
      'SHUTDOWN_GRACE_MS',
      'CARD_PAYMENTS',
      'SUPPLIER_LINK_SECRET',
      'STRIPE_SECRET_KEY',
      'PUBLIC_URL',
      'CATALOGUE_URL',
    ]);
  });

  it("writes only JSON lines in production, the Kafka client's too, when the broker cannot be reached", async () => {
    // Port 9 (discard) has no listener here: every connection is refused, as while a broker is down.
    const orders = startOrders({ ...production, KAFKA_BROKERS: '127.0.0.1:9' });
    expect(await orders.exited).toBe(1);
    const entries = jsonLines(orders.output());
    expect(entries.some((entry) => String(entry.msg).startsWith('kafkajs '))).toBe(true);
    expect(entries.find((entry) => entry.level === 60)).toMatchObject({
      err: { type: 'KafkaJSNumberOfRetriesExceeded' },
    });
  });

  it('starts on a valid configuration, answers its health call and closes on SIGTERM', async () => {
    const orders = startOrders(valid);
    const address = await new Promise<string>((found, failed) => {
      orders.child.stdout.on('data', () => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(orders.output());
        if (match) found(match[1]!);
      });
      void orders.exited.then(() => failed(new Error(`exited while starting:\n${orders.output()}`)));
    });
    const health = await fetch(`${address}/health/orders`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ adapters: { storage: 'sqlite', payments: 'test-mode' } });
    orders.child.kill('SIGTERM');
    expect(await orders.exited).toBe(0);
  });
});
