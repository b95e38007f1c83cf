/**
 * @jest-environment node
 */
// Node's own DecompressionStream and Blob are the browser's; jsdom has neither.
import { maxOrderFileBytes, OrderFileError, readOrderFile } from '../src/features/quick-order/read-order-file';
import { maxXlsxPartBytes, readXlsxRows } from '../src/features/quick-order/read-xlsx';
import { readQuantity, rowsToLines } from '../src/features/quick-order/rows-to-lines';
import { splitRows } from '../src/features/quick-order/split-rows';
import { xlsxFile, zip } from './helpers/xlsx-file';

const linesOf = (text: string) => rowsToLines(splitRows(text)).map((l) => [l.code, l.quantity]);
const file = (bytes: Buffer | string, name: string) =>
  Object.assign(new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), { name });
/** A copy in an ArrayBuffer of its own, as File.arrayBuffer() gives it. */
const arrayBuffer = (bytes: Buffer) => new Uint8Array(bytes).buffer;

describe('pasted text', () => {
  it('reads a spreadsheet copy (tab-separated) with a title row and empty rows', () => {
    const copied =
      'Artikelnummer\tBezeichnung\tMenge\r\nDFT-003548\tDoppelflügeltor\t2\r\n\t\t\r\nMS-LBZ-2012\tMatte\t10\r\n';
    expect(linesOf(copied)).toEqual([
      ['DFT-003548', 2],
      ['MS-LBZ-2012', 10],
    ]);
  });

  it('reads semicolon and comma CSV with quoted cells, doubled quotes and a delimiter inside quotes', () => {
    expect(linesOf('Code;Menge\n"DFT-003548";"2"\n"AB;1";3\n"Zaun ""Premium""";4')).toEqual([
      ['DFT-003548', 2],
      ['AB;1', 3],
      ['Zaun "Premium"', 4],
    ]);
    expect(linesOf('sku,qty\nDFT-1,5\n"DFT-2, lang",7\n')).toEqual([
      ['DFT-1', 5],
      ['DFT-2, lang', 7],
    ]);
  });

  it('reads typed "code quantity" lines, units and spaces as thousands', () => {
    expect(linesOf('DFT-003548 2\n  MS-1   10 kpl\nPF-9 1 000\n')).toEqual([
      ['DFT-003548', 2],
      ['MS-1', 10],
      ['PF-9', 1],
    ]);
  });

  it('finds the quantity column of an export without titles, and takes titles it does not know', () => {
    expect(linesOf('DFT-1;Tor;2\nDFT-2;Pfosten;8')).toEqual([
      ['DFT-1', 2],
      ['DFT-2', 8],
    ]);
    expect(linesOf('Tilausrivi;Kuvaus;Paljonko\nDFT-1;Portti;2')).toEqual([['DFT-1', 2]]);
  });

  it('keeps a line whose quantity is no number, with the quantity null, for the buyer to fix', () => {
    expect(rowsToLines(splitRows('DFT-1\tzwei\nDFT-2\t3'))).toEqual([
      { code: 'DFT-1', quantityText: 'zwei', quantity: null },
      { code: 'DFT-2', quantityText: '3', quantity: 3 },
    ]);
  });

  it.each([
    ['12', 12],
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['1.000', 1000],
    ['1,000', 1000],
    ['1\u00a0200', 1200],
    ['10 Stk.', 10],
    ['-3', -3],
    ['', null],
    ['abc', null],
    ['1.2.3', null],
  ])('reads the quantity %j as %p', (text, quantity) => {
    expect(readQuantity(text)).toBe(quantity);
  });
});

describe('XLSX files', () => {
  it('reads the first sheet of a real workbook: shared strings, numbers, a title row, an empty row', async () => {
    const workbook = xlsxFile([
      ['Artikelnummer', 'Bezeichnung', 'Menge'],
      ['DFT-003548', 'Tor <groß> & "gut"', 2],
      [null, null, null],
      ['MS-LBZ-2012', null, 10],
    ]);
    expect(await readXlsxRows(arrayBuffer(workbook))).toEqual([
      ['Artikelnummer', 'Bezeichnung', 'Menge'],
      ['DFT-003548', 'Tor <groß> & "gut"', '2'],
      [],
      ['MS-LBZ-2012', '', '10'],
    ]);
    expect(
      rowsToLines(await readOrderFile(file(workbook, 'bestellung.xlsx'))).map((l) => [l.code, l.quantity]),
    ).toEqual([
      ['DFT-003548', 2],
      ['MS-LBZ-2012', 10],
    ]);
  });

  it('reads inline strings, as some purchasing systems write them', async () => {
    const rows = await readXlsxRows(arrayBuffer(xlsxFile([['DFT-1', 4]], { inlineStrings: true })));
    expect(rows).toEqual([['DFT-1', '4']]);
  });

  it('refuses a part that would inflate beyond the limit instead of unpacking it', async () => {
    const bomb = zip([['xl/worksheets/sheet1.xml', Buffer.alloc(maxXlsxPartBytes + 1, 0x20)]]);
    expect(bomb.length).toBeLessThan(100_000);
    await expect(readOrderFile(file(bomb, 'bomb.xlsx'))).rejects.toEqual(new OrderFileError('file_unreadable'));
  });

  it('refuses a broken zip as unreadable', async () => {
    const broken = xlsxFile([['DFT-1', 1]]).subarray(0, 200);
    await expect(readOrderFile(file(broken, 'kaputt.xlsx'))).rejects.toEqual(new OrderFileError('file_unreadable'));
  });
});

describe('uploaded files', () => {
  it('reads a CSV exported by Excel on Windows (Windows-1252) and one in UTF-8 with a byte-order mark', async () => {
    const latin = Buffer.from('Tuotekoodi;Määrä\nSÄÄ-1;3\n', 'latin1');
    expect(rowsToLines(await readOrderFile(file(latin, 'tilaus.csv')))).toEqual([
      { code: 'SÄÄ-1', quantityText: '3', quantity: 3 },
    ]);
    const utf8 = Buffer.from('\uFEFFKood;Kogus\nÕUE-7;2\n', 'utf8');
    expect(rowsToLines(await readOrderFile(file(utf8, 'tellimus.csv')))[0]).toMatchObject({
      code: 'ÕUE-7',
      quantity: 2,
    });
  });

  it('refuses old binary Excel files and files over the size limit before reading them', async () => {
    await expect(readOrderFile(file('x', 'alt.xls'))).rejects.toEqual(new OrderFileError('file_type'));
    const large = file(Buffer.alloc(maxOrderFileBytes + 1, 0x41), 'gross.csv');
    await expect(readOrderFile(large)).rejects.toEqual(new OrderFileError('file_too_large'));
    await expect(readOrderFile(file(Buffer.from([1, 0, 2]), 'bild.csv'))).rejects.toEqual(
      new OrderFileError('file_type'),
    );
  });
});
