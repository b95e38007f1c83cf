import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueFileOf } from '../src/adapters/file/catalogue-file';
import { FileCatalogueSource } from '../src/adapters/file/file-catalogue-source';
import { demoCatalogue } from '@shop/infra';
import type { CatalogueSource } from '../src/ports/catalogue-source';
import { catalogueSourceContract } from './catalogue-source.contract';
import { freshFolderEachTest } from './fresh-folder';

const folders = new WeakMap<CatalogueSource, string>();

describe('FileCatalogueSource (the embedded shop)', () => {
  catalogueSourceContract(
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'catalogue-source-'));
      const source = new FileCatalogueSource(dir);
      folders.set(source, dir);
      return source;
    },
    async (source) => new FileCatalogueSource(folders.get(source)!),
    async (source) => {
      await source.close();
      rmSync(folders.get(source)!, { recursive: true, force: true });
    },
  );
});

describe('the data file', () => {
  const folder = freshFolderEachTest('catalogue-file-');
  let dir: string;
  beforeEach(() => {
    dir = folder.path();
  });

  it('is written in ASCII, every other character escaped, and reads back the same records', async () => {
    const catalogue = demoCatalogue();
    const source = new FileCatalogueSource(dir);
    await source.replace(catalogue);
    const bytes = readFileSync(catalogueFileOf(dir));
    expect(bytes.some((byte) => byte > 0x7f)).toBe(false);
    expect(bytes.toString('latin1')).toContain('Gitterzaun');
    expect(await source.read()).toEqual(catalogue);
  });

  it('is fingerprinted by the bytes read: the same while unchanged, another once replaced', async () => {
    const catalogue = demoCatalogue();
    const source = new FileCatalogueSource(dir);
    await source.replace(catalogue);
    const first = await source.readFingerprinted();
    expect((await source.readFingerprinted())?.fingerprint).toBe(first?.fingerprint);
    await source.replace({ ...catalogue, variants: catalogue.variants.slice(1) });
    expect((await source.readFingerprinted())?.fingerprint).not.toBe(first?.fingerprint);
  });
});
