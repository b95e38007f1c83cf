import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * The catalogue service as production runs it: bundled by scripts/build-service.mjs (here into a
 * folder of the test's own), NODE_ENV=production, a fresh DATA_DIR. The bundle holds no catalogue
 * generator: a shop without a data file starts empty until the precompiled import (dist/import.js)
 * loads its records, the supplier register first (as the generator's command prints it).
 */
const repoRoot = resolve(__dirname, '../..');
const feed = join(repoRoot, 'services/catalogue/test/fixtures/supplier-feed.jsonl');
const printCatalogue = join(repoRoot, 'infra/src/catalogue/print-catalogue.ts');
const run = promisify(execFile);

let dist: string;
let dataDir: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'catalogue-bundle-'));
  const build = `import { buildService } from './scripts/build-service.mjs';
    await buildService('services/catalogue', { outdir: ${JSON.stringify(dist)} });`;
  await run(process.execPath, ['--input-type=module', '-e', build], { cwd: repoRoot });
}, 300_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'catalogue-production-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

// Only what production sets: no variable of the test run (NODE_ENV=test) leaks in.
const productionEnv = () => ({ PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: dataDir });

/** Starts the bundle; resolves once it listens, with its output so far and its address. */
function startBundle(): Promise<{ address: string; output: () => string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [join(dist, 'server.js')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...productionEnv(), PORT: '0', HOST: '127.0.0.1' },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let output = '';
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((ready, fail) => {
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (address) ready({ address, output: () => output, stop });
    });
    void exited.then(() => fail(new Error(`the catalogue bundle exited before listening:\n${output.slice(-4000)}`)));
  });
}

const messages = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

describe('the production catalogue from its bundle', () => {
  it('starts empty without a data file: writes and prints no catalogue, and says so in one line', async () => {
    const catalogue = await startBundle();
    const listing = await fetch(`${catalogue.address}/productVariant/all?range=[0,10]`);
    await catalogue.stop();

    const output = catalogue.output();
    expect(Math.max(...output.split('\n').map((line) => line.length))).toBeLessThan(2_000);
    expect(messages(output).filter((msg) => /catalogue is empty/.test(msg))).toEqual([
      "the catalogue is empty: no data file yet; import the shop's catalogue with the import command, then restart",
    ]);
    expect(output).toContain('node services/catalogue/dist/import.js');
    expect(messages(output)).not.toContain('no catalogue data file: wrote the demo catalogue');
    expect(existsSync(join(dataDir, 'catalogue', 'catalogue.json'))).toBe(false);
    expect(listing.status).toBe(200);
    expect(((await listing.json()) as { variants: unknown[] }).variants).toEqual([]);
  }, 120_000);

  it('bundles none of the demo generator', () => {
    const bundles = ['server.js', 'import.js'].map((file) => readFileSync(join(dist, file), 'utf8'));
    for (const bundle of bundles)
      expect(bundle).not.toMatch(/generateCatalogue|generateSupplierRegister|demoCatalogue/);
  });

  it('refuses a supplier feed before the supplier register is imported: no supplier is known yet', async () => {
    const refused = await run(
      process.execPath,
      [join(dist, 'import.js'), feed, '--supplier', 'malardalens-stangsel-ab'],
      {
        cwd: repoRoot,
        env: productionEnv(),
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('the shop has no supplier "malardalens-stangsel-ab"'),
    });
    expect(existsSync(join(dataDir, 'catalogue', 'catalogue.json'))).toBe(false);
  }, 120_000);

  it('serves what the precompiled import loaded from the supplier register and a feed, after a restart', async () => {
    const register = join(dataDir, 'suppliers.json');
    const printed = await run(process.execPath, ['--import', 'tsx', printCatalogue, 'suppliers'], {
      cwd: repoRoot,
      maxBuffer: 16 * 1024 * 1024,
    });
    writeFileSync(register, printed.stdout);
    const registered = await run(process.execPath, [join(dist, 'import.js'), register], {
      cwd: repoRoot,
      env: productionEnv(),
    });
    expect(registered.stdout).toContain('120 suppliers, 0 products, 0 variants');
    const imported = await run(
      process.execPath,
      [join(dist, 'import.js'), feed, '--supplier', 'malardalens-stangsel-ab'],
      { cwd: repoRoot, env: productionEnv() },
    );
    expect(imported.stdout).toContain('Imported 4 records');

    const catalogue = await startBundle();
    const listing = await fetch(`${catalogue.address}/productVariant/by-product/leichtbauzaun-mobil`);
    await catalogue.stop();
    expect(messages(catalogue.output())).toContain('catalogue read from its data file');
    const codes = ((await listing.json()) as { variants: { code: string }[] }).variants.map((v) => v.code);
    expect(codes).toEqual(['MS-LBZ-2012', 'MS-LBZ-2020']);
  }, 120_000);
});
