import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue } from '@shop/infra';
import { catalogueFileOf, readCatalogueFile } from '../../src/adapters/file/catalogue-file';
import { FileCatalogueSource } from '../../src/adapters/file/file-catalogue-source';
import { importWholeCatalogue } from '../../src/import/import-whole-catalogue';

describe('importing a whole catalogue file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'catalogue-file-import-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const text = (content: unknown) => (typeof content === 'string' ? content : JSON.stringify(content));
  const source = () => new FileCatalogueSource(join(dir, 'data'));

  it("replaces the data file with the generator's catalogue", async () => {
    const generated = generateCatalogue({ variants: 200 });
    const result = await importWholeCatalogue(text(generated), source());

    expect(result.ok).toBe(true);
    const stored = await readCatalogueFile(catalogueFileOf(join(dir, 'data')));
    expect(stored?.variants.map((v) => v.code)).toEqual(generated.variants.map((v) => v.code));
    expect(stored?.suppliers).toHaveLength(generated.suppliers.length);
  });

  it('writes nothing for a file that is no catalogue or names records it lacks', async () => {
    const generated = generateCatalogue({ variants: 200 });
    const orphan = { ...generated.variants[0]!, id: 999_999, productId: 424_242 };

    expect(await importWholeCatalogue(text('{"suppliers": ['), source())).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^not JSON/)],
    });
    expect(await importWholeCatalogue(text({ products: [] }), source())).toEqual({
      ok: false,
      problems: ['no catalogue: it needs the lists "suppliers", "products" and "variants"'],
    });
    expect(
      await importWholeCatalogue(text({ ...generated, variants: [...generated.variants, orphan] }), source()),
    ).toEqual({
      ok: false,
      problems: [`variant 999999 (${orphan.code}): its product 424242 or supplier ${orphan.supplierId} is unknown`],
    });
    expect(await readCatalogueFile(catalogueFileOf(join(dir, 'data')))).toBeUndefined();
  });
});
