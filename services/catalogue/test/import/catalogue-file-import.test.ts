import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue } from '@shop/infra';
import { importCatalogueFile } from '../../src/import/import-catalogue-file';
import { catalogueFileOf, readCatalogueFile } from '../../src/stored/catalogue-file';

describe('importing a whole catalogue file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'catalogue-file-import-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (content: unknown) => {
    const file = join(dir, 'catalogue.json');
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  it("replaces the data file with the generator's catalogue", async () => {
    const generated = generateCatalogue({ variants: 200 });
    const result = await importCatalogueFile(write(generated), join(dir, 'data'));

    expect(result.ok).toBe(true);
    const stored = await readCatalogueFile(catalogueFileOf(join(dir, 'data')));
    expect(stored?.variants.map((v) => v.code)).toEqual(generated.variants.map((v) => v.code));
    expect(stored?.suppliers).toHaveLength(generated.suppliers.length);
  });

  it('writes nothing for a file that is no catalogue or names records it lacks', async () => {
    const generated = generateCatalogue({ variants: 200 });
    const orphan = { ...generated.variants[0]!, id: 999_999, productId: 424_242 };

    expect(await importCatalogueFile(write('{"suppliers": ['), join(dir, 'data'))).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^not JSON/)],
    });
    expect(await importCatalogueFile(write({ products: [] }), join(dir, 'data'))).toEqual({
      ok: false,
      problems: ['no catalogue: it needs the lists "suppliers", "products" and "variants"'],
    });
    expect(
      await importCatalogueFile(write({ ...generated, variants: [...generated.variants, orphan] }), join(dir, 'data')),
    ).toEqual({
      ok: false,
      problems: [`variant 999999 (${orphan.code}): its product 424242 or supplier ${orphan.supplierId} is unknown`],
    });
    expect(await readCatalogueFile(catalogueFileOf(join(dir, 'data')))).toBeUndefined();
  });
});
