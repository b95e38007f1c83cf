/**
 * The first sheet of an XLSX workbook as rows of cell texts, read in the browser without a
 * library: an XLSX file is a zip of XML parts, and the browser inflates zip entries itself
 * (DecompressionStream 'deflate-raw'). Only what a quick order needs is read: the cells' values,
 * shared strings and inline strings; formats, formulas and other sheets are not.
 */

/** An entry may inflate to this much at most: a small file that inflates to gigabytes is refused, not unpacked. */
export const maxXlsxPartBytes = 20 * 1024 * 1024;

export class UnreadableFileError extends Error {}

interface ZipEntry {
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const decoder = new TextDecoder('utf-8');

function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is in the last 22 bytes plus a comment of up to 64 KB.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new UnreadableFileError('no zip directory');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50)
      throw new UnreadableFileError('bad zip entry');
    const nameLength = view.getUint16(at + 28, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, {
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      offset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > maxXlsxPartBytes) {
      await reader.cancel();
      throw new UnreadableFileError('part too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

async function readPart(bytes: Uint8Array, entries: Map<string, ZipEntry>, name: string): Promise<string | null> {
  const entry = entries.get(name);
  if (!entry) return null;
  if (entry.size > maxXlsxPartBytes) throw new UnreadableFileError('part too large');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (entry.offset + 30 > bytes.length || view.getUint32(entry.offset, true) !== 0x04034b50)
    throw new UnreadableFileError('bad local header');
  const start = entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return decoder.decode(data);
  if (entry.method === 8) return decoder.decode(await inflate(data));
  throw new UnreadableFileError(`zip method ${entry.method}`);
}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function xmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return entities[name] ?? whole;
  });
}

/** The text of the `<t>` runs of a string item; phonetic guides (`<rPh>`) are not part of its value. */
const runsText = (xml: string) =>
  [...xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)]
    .map((m) => xmlText(m[1]!))
    .join('');

const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

/** "B12" -> 1 (the column's index). */
function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? '';
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** The path of the workbook's first sheet, from the workbook and its relationships. */
async function firstSheetPath(bytes: Uint8Array, entries: Map<string, ZipEntry>): Promise<string> {
  const workbook = await readPart(bytes, entries, 'xl/workbook.xml');
  const rels = await readPart(bytes, entries, 'xl/_rels/workbook.xml.rels');
  const sheet = workbook && /<sheet\b([^>]*)\/?>/.exec(workbook)?.[1];
  const id = sheet && attribute(sheet, 'r:id');
  const relation =
    id && rels
      ? [...rels.matchAll(/<Relationship\b([^>]*)\/?>/g)].find((m) => attribute(m[1]!, 'Id') === id)
      : undefined;
  const target = relation && attribute(relation[1]!, 'Target');
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

export async function readXlsxRows(buffer: ArrayBuffer): Promise<string[][]> {
  const bytes = new Uint8Array(buffer);
  const entries = zipEntries(bytes);
  const sharedXml = await readPart(bytes, entries, 'xl/sharedStrings.xml');
  const shared = sharedXml ? [...sharedXml.matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>/g)].map((m) => runsText(m[1]!)) : [];
  const sheet = await readPart(bytes, entries, await firstSheetPath(bytes, entries));
  if (sheet === null) throw new UnreadableFileError('no sheet');
  const rows: string[][] = [];
  for (const [, rowXml] of sheet.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    const row: string[] = [];
    for (const [, attributes, inner = ''] of rowXml!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const type = attribute(attributes!, 't');
      const value = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      const text =
        type === 's'
          ? (shared[Number(value)] ?? '')
          : type === 'inlineStr'
            ? runsText(inner)
            : value === undefined
              ? ''
              : xmlText(value);
      const reference = attribute(attributes!, 'r');
      row[reference ? columnIndex(reference) : row.length] = text;
    }
    rows.push(Array.from(row, (cell) => cell ?? ''));
  }
  return rows;
}
