import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the catalogue's import writes under its index prefix, each an alias on one index
 * (services/catalogue/src/adapters/elastic): the records and the search index's two indices.
 */
const importedAliases = ['catalogue-source', 'categories', 'variants'] as const;

/** How long a stack waits for another's import of the template (its own limit, as a service's start has). */
const templateWaitMs = 300_000;

async function elastic(url: string, method: string, path: string, body?: object): Promise<Response> {
  return fetch(`${url}/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function ok(answer: Response | Promise<Response>, what: string): Promise<Response> {
  const response = await answer;
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * The template's prefix, named for what it was made by: the import's build and the generator's
 * sources. A rebuilt import or a changed generator gets a template of its own on the same server.
 */
function templatePrefix(repoRoot: string): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(repoRoot, 'services', 'catalogue', 'dist', 'import.js')));
  const generator = join(repoRoot, 'infra', 'src', 'catalogue');
  for (const file of readdirSync(generator).sort()) hash.update(file).update(readFileSync(join(generator, file)));
  return `e2e-template-${hash.digest('hex').slice(0, 12)}`;
}

/** The index an alias names (one per imported alias: the import swaps them whole). */
async function indexOf(url: string, alias: string): Promise<string> {
  const found = Object.keys(await (await ok(elastic(url, 'GET', `_alias/${alias}`), `alias ${alias}`)).json());
  if (found.length !== 1) throw new Error(`alias ${alias} names ${found.length} indices, not one`);
  return found[0]!;
}

/** Takes the template's lock: creating an index is atomic, another stack's create of it is refused. */
async function claim(url: string, lock: string): Promise<boolean> {
  const answer = await elastic(url, 'PUT', lock, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  if (answer.ok) return true;
  const why = await answer.text();
  if (answer.status === 400 && why.includes('resource_already_exists_exception')) return false;
  throw new Error(`taking ${lock}: ${answer.status} ${why}`);
}

/**
 * The template imported and write-blocked (the clone API requires it, and it keeps every copy's
 * origin as imported), then marked ready; a failed import gives the lock back for the next stack.
 */
async function importTemplate(url: string, prefix: string, importInto: (prefix: string) => Promise<void>) {
  try {
    await importInto(prefix);
    const indices = await Promise.all(importedAliases.map((alias) => indexOf(url, `${prefix}-${alias}`)));
    await ok(elastic(url, 'PUT', `${indices.join(',')}/_settings`, { 'index.blocks.write': true }), 'write-blocking');
    await ok(elastic(url, 'PUT', `${prefix}-lock/_alias/${prefix}-ready`), 'marking the template ready');
  } catch (error) {
    await elastic(url, 'DELETE', `${prefix}-lock`);
    throw error;
  }
}

/**
 * The template, imported once per server: the first stack to ask takes the lock and imports, the
 * others (the run's other half, in a jest process of its own) wait for its `-ready` alias.
 */
async function ensureTemplate(url: string, prefix: string, importInto: (prefix: string) => Promise<void>) {
  const deadline = Date.now() + templateWaitMs;
  while (!(await elastic(url, 'HEAD', `_alias/${prefix}-ready`)).ok) {
    if (await claim(url, `${prefix}-lock`)) return importTemplate(url, prefix, importInto);
    if (Date.now() > deadline)
      throw new Error(
        `the catalogue template ${prefix} was not imported within ${templateWaitMs / 1000} s; a run stopped ` +
          `in the middle of importing it (on a kept ELASTICSEARCH_URL) leaves its lock: DELETE ${url}/${prefix}-lock`,
      );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * The imported catalogue under `prefix`, as if it had been imported there: each index of the run's
 * template (imported once, `importInto`) cloned (Elasticsearch's clone API hard-links the segments:
 * no generating, storing or indexing) into a writable index of its own under the alias the
 * catalogue reads. A stack changes its copy only.
 */
export async function copyCatalogue(
  repoRoot: string,
  url: string,
  prefix: string,
  importInto: (prefix: string) => Promise<void>,
): Promise<void> {
  const template = templatePrefix(repoRoot);
  await ensureTemplate(url, template, importInto);
  await Promise.all(
    importedAliases.map(async (alias) => {
      const source = await indexOf(url, `${template}-${alias}`);
      // Named as the import names its versions, so a later import into this prefix retires it.
      const target = `${prefix}-${alias}-${source.slice(source.lastIndexOf('-') + 1)}`;
      await ok(
        elastic(url, 'POST', `${source}/_clone/${target}`, {
          settings: { 'index.blocks.write': null },
          aliases: { [`${prefix}-${alias}`]: {} },
        }),
        `cloning ${source} into ${target}`,
      );
    }),
  );
}
