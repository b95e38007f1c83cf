import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileCatalogueSource } from '../src/adapters/file/file-catalogue-source';
import type { CatalogueSource } from '../src/ports/catalogue-source';
import { catalogueSourceContract } from './catalogue-source.contract';

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
