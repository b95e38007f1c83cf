import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { readImportInput, sniffFormat } from '../../src/import/read-import-input';
import { storedCatalogue } from '../catalogue-source.contract';

const fixture = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', name), 'utf8');
const piped = (text: string) => Readable.from([Buffer.from(text)]);
const terminal = Object.assign(Readable.from([]), { isTTY: true });

describe('what the import reads', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'import-input-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('tells a whole catalogue, JSON lines and CSV apart by their text', () => {
    expect(sniffFormat(JSON.stringify(storedCatalogue(50)))).toBe('json');
    expect(sniffFormat(JSON.stringify(storedCatalogue(50), null, 2))).toBe('json');
    expect(sniffFormat(fixture('supplier-feed.jsonl'))).toBe('jsonl');
    expect(sniffFormat(fixture('supplier-feed.jsonl').split('\n')[0]!)).toBe('jsonl');
    expect(sniffFormat(fixture('supplier-feed.csv'))).toBe('csv');
    // Cut short: taken as the catalogue it began as, so the import says it is no JSON.
    expect(sniffFormat(JSON.stringify(storedCatalogue(50)).slice(0, 500))).toBe('json');
  });

  it('reads stdin with "-", its format sniffed unless --format names it', async () => {
    const text = fixture('supplier-feed.csv');
    expect(await readImportInput({ argument: '-', cwd: dir, stdin: piped(text) })).toEqual({
      name: 'stdin',
      text,
      format: 'csv',
      formatFrom: 'content',
    });
    const named = await readImportInput({ argument: '-', format: 'jsonl', cwd: dir, stdin: piped(text) });
    expect(named).toMatchObject({ format: 'jsonl', formatFrom: 'flag' });
  });

  it("reads a path from the operator's folder, its format from the extension", async () => {
    writeFileSync(join(dir, 'feed.csv'), fixture('supplier-feed.csv'));
    expect(await readImportInput({ argument: 'feed.csv', cwd: dir, stdin: terminal })).toMatchObject({
      name: join(dir, 'feed.csv'),
      format: 'csv',
      formatFrom: 'extension',
    });
  });

  it('refuses, saying why and what to do: an unknown format, a terminal, nothing piped, no such file', async () => {
    await expect(readImportInput({ argument: '-', format: 'xml', cwd: dir, stdin: piped('x') })).rejects.toThrow(
      '--format must be json (a whole catalogue), jsonl or csv (a supplier feed), not "xml".',
    );
    await expect(readImportInput({ argument: '-', cwd: dir, stdin: terminal })).rejects.toThrow(
      /stdin is a terminal: pipe the file in \(node services\/catalogue\/dist\/import\.js - < catalogue\.json\)/,
    );
    await expect(readImportInput({ argument: '-', cwd: dir, stdin: piped(' \n') })).rejects.toThrow(
      'Nothing imported: stdin was empty (pipe the file in: ... - < catalogue.json).',
    );
    await expect(readImportInput({ argument: 'missing.json', cwd: dir, stdin: terminal })).rejects.toThrow(
      `Nothing imported: there is no file ${join(dir, 'missing.json')}.`,
    );
    await expect(readImportInput({ argument: '.', cwd: dir, stdin: terminal })).rejects.toThrow(
      `Nothing imported: ${dir} is a folder; name the file to import.`,
    );
  });
});
