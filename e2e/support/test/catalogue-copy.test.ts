import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWithElasticsearch } from '@shop/service-kit/testing';
import { copyCatalogue } from '../catalogue-copy';

const aliases = ['catalogue-source', 'categories', 'variants'];

describeWithElasticsearch('copyCatalogue (Elasticsearch)', (node) => {
  const elastic = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${node().url}/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** What the import writes, in small: one document in each index under its alias, as it names them. */
  const importCounted = (counter: { imports: number }) => async (prefix: string) => {
    counter.imports += 1;
    for (const alias of aliases) {
      const index = `${prefix}-${alias}-${Date.now()}`;
      await elastic('PUT', index, { aliases: { [`${prefix}-${alias}`]: {} } });
      await elastic('PUT', `${index}/_doc/1?refresh=true`, { price: 10 });
    }
  };
  const priceIn = async (alias: string) => {
    const { body } = await elastic('GET', `${alias}/_doc/1`);
    return (body._source as { price: number }).price;
  };

  // A checkout of its own per test: the template is named for the import's build and the generator.
  let repoRoot: string;
  beforeEach(() => {
    repoRoot = mkdtempSync(join(tmpdir(), 'catalogue-copy-'));
    mkdirSync(join(repoRoot, 'services', 'catalogue', 'dist'), { recursive: true });
    mkdirSync(join(repoRoot, 'infra', 'src', 'catalogue'), { recursive: true });
    writeFileSync(join(repoRoot, 'services', 'catalogue', 'dist', 'import.js'), randomUUID());
    writeFileSync(join(repoRoot, 'infra', 'src', 'catalogue', 'generate.ts'), 'generator');
  });
  afterEach(() => rmSync(repoRoot, { recursive: true, force: true }));

  it('gives each stack a writable copy of its own: a change to one leaves the other as imported', async () => {
    const counter = { imports: 0 };
    const [one, two] = [`copy-${randomUUID()}`, `copy-${randomUUID()}`];
    await copyCatalogue(repoRoot, node().url, one, importCounted(counter));
    await copyCatalogue(repoRoot, node().url, two, importCounted(counter));

    for (const alias of aliases) {
      const changed = await elastic('POST', `${one}-${alias}/_update/1?refresh=true`, { doc: { price: 7 } });
      expect(changed.status).toBe(200);
      expect(await priceIn(`${one}-${alias}`)).toBe(7);
      expect(await priceIn(`${two}-${alias}`)).toBe(10);
    }
    expect(counter.imports).toBe(1);
  });

  it('imports once for stacks that ask side by side', async () => {
    const counter = { imports: 0 };
    const prefixes = Array.from({ length: 3 }, () => `copy-${randomUUID()}`);
    await Promise.all(prefixes.map((prefix) => copyCatalogue(repoRoot, node().url, prefix, importCounted(counter))));

    expect(counter.imports).toBe(1);
    for (const prefix of prefixes) expect(await priceIn(`${prefix}-variants`)).toBe(10);
  });

  it('keeps the template from being written to', async () => {
    let template = '';
    await copyCatalogue(repoRoot, node().url, `copy-${randomUUID()}`, async (prefix) => {
      template = prefix;
      await importCounted({ imports: 0 })(prefix);
    });

    const write = await elastic('POST', `${template}-variants/_update/1`, { doc: { price: 7 } });
    expect(write.status).toBe(403);
    expect(await priceIn(`${template}-variants`)).toBe(10);
  });

  it('gives the lock back when an import fails, so the next stack imports', async () => {
    const failing = copyCatalogue(repoRoot, node().url, `copy-${randomUUID()}`, async () => {
      throw new Error('the import refused the catalogue');
    });
    await expect(failing).rejects.toThrow('the import refused the catalogue');

    const counter = { imports: 0 };
    const prefix = `copy-${randomUUID()}`;
    await copyCatalogue(repoRoot, node().url, prefix, importCounted(counter));
    expect(counter.imports).toBe(1);
    expect(await priceIn(`${prefix}-categories`)).toBe(10);
  });
});
