import { createHash } from 'node:crypto';
import type { Locale } from '@shop/contracts';
import { Column, type SavedColumn } from './columns';
import type { BuiltParts } from './indexed';
import { TextIndex, type SavedTextIndex } from './text-index';

/**
 * The layout of a snapshot and of what `buildParts` computes. Bump it with any change to either
 * (a new part, another tokenisation, another sort): a snapshot of another format is rebuilt, never read.
 */
export const snapshotFormat = 1;

const magic = Buffer.from('NBIXSNAP');
/** magic, format (u32), SHA-256 of everything after it, length of the meta JSON (u32). */
const fixedLength = magic.length + 4 + 32 + 4;
const arrayKinds = [Uint8Array, Uint16Array, Uint32Array, Float64Array] as const;

type Saved = Omit<BuiltParts, 'columns' | 'titles' | 'categoryText' | 'supplierText'> & {
  columns: Map<string, SavedColumn>;
  titles: Map<Locale, SavedTextIndex>;
  categoryText: Map<Locale, SavedTextIndex>;
  supplierText: SavedTextIndex;
};

interface Meta {
  /** What the parts were built from (index-snapshots.ts): the records' fingerprint and the categories. */
  key: string;
  partsLength: number;
  /** Each typed array: its kind (index in arrayKinds), byte offset in the body, element count. */
  arrays: [number, number, number][];
}

export type Decoded = { parts: BuiltParts } | { stale: 'format changed' | 'catalogue changed' | 'corrupt' };

const align8 = (n: number) => (n + 7) & ~7;
const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/**
 * The built parts as one buffer: a JSON description in which every typed array is a reference
 * into a binary body (8-byte aligned, so reading maps each array onto the file's bytes instead
 * of parsing numbers), behind a checksum of the whole.
 */
export function encodeSnapshot(key: string, parts: BuiltParts): Buffer {
  const arrays: ArrayBufferView[] = [];
  const partsJson = Buffer.from(
    JSON.stringify(saved(parts), (_key, value: unknown) => {
      if (ArrayBuffer.isView(value)) return { $array: arrays.push(value) - 1 };
      if (value instanceof Map) return { $map: [...value] };
      return value;
    }),
  );
  let bodyLength = 0;
  const layout: Meta['arrays'] = arrays.map((array) => {
    const kind = arrayKinds.findIndex((k) => array instanceof k);
    if (kind < 0) throw new Error(`a snapshot cannot hold a ${array.constructor.name}`);
    const at = bodyLength;
    bodyLength = align8(at + array.byteLength);
    return [kind, at, (array as Uint8Array).length];
  });
  const meta = Buffer.from(JSON.stringify({ key, partsLength: partsJson.length, arrays: layout } satisfies Meta));
  const bodyStart = align8(fixedLength + meta.length + partsJson.length);
  const bytes = Buffer.alloc(bodyStart + bodyLength);
  magic.copy(bytes, 0);
  bytes.writeUInt32LE(snapshotFormat, magic.length);
  bytes.writeUInt32LE(meta.length, fixedLength - 4);
  meta.copy(bytes, fixedLength);
  partsJson.copy(bytes, fixedLength + meta.length);
  arrays.forEach((array, i) => {
    const source = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    bytes.set(source, bodyStart + layout[i]![1]);
  });
  digest(bytes.subarray(magic.length + 36)).copy(bytes, magic.length + 4);
  return bytes;
}

/**
 * The parts a snapshot holds, if it is whole (its checksum), of this format and built from the
 * records `key` names; else why it cannot be used. The parts' arrays are views of `bytes`.
 */
export function decodeSnapshot(bytes: Buffer, key: string): Decoded {
  if (bytes.length < fixedLength || !bytes.subarray(0, magic.length).equals(magic)) return { stale: 'corrupt' };
  if (bytes.readUInt32LE(magic.length) !== snapshotFormat) return { stale: 'format changed' };
  if (!digest(bytes.subarray(magic.length + 36)).equals(bytes.subarray(magic.length + 4, magic.length + 36)))
    return { stale: 'corrupt' };
  const metaLength = bytes.readUInt32LE(fixedLength - 4);
  const meta = JSON.parse(bytes.toString('utf8', fixedLength, fixedLength + metaLength)) as Meta;
  if (meta.key !== key) return { stale: 'catalogue changed' };
  const partsStart = fixedLength + metaLength;
  const bodyStart = align8(partsStart + meta.partsLength);
  // Typed arrays need aligned offsets: a buffer that does not start on 8 bytes is copied once.
  const body =
    (bytes.byteOffset + bodyStart) % 8 === 0
      ? { buffer: bytes.buffer as ArrayBuffer, offset: bytes.byteOffset + bodyStart }
      : { buffer: Uint8Array.from(bytes.subarray(bodyStart)).buffer as ArrayBuffer, offset: 0 };
  const views = meta.arrays.map(([kind, at, length]) => new arrayKinds[kind]!(body.buffer, body.offset + at, length));
  const parts = JSON.parse(bytes.toString('utf8', partsStart, partsStart + meta.partsLength), (_key, value) => {
    if (value && typeof value === 'object' && '$array' in value) return views[value.$array as number];
    if (value && typeof value === 'object' && '$map' in value) return new Map(value.$map as [unknown, unknown][]);
    return value as unknown;
  }) as Saved;
  return { parts: restored(parts) };
}

function saved(parts: BuiltParts): Saved {
  const texts = (map: Map<Locale, TextIndex>) => new Map([...map].map(([locale, text]) => [locale, text.saved()]));
  // Field by field: the parts may come with the rest of the index (records, scratch) attached.
  const { categoryDocs, categoryKeys, allKeys, productDocs, supplierDocs, codes, codeDocs, ranks } = parts;
  return {
    categoryDocs,
    categoryKeys,
    allKeys,
    productDocs,
    supplierDocs,
    codes,
    codeDocs,
    ranks,
    columns: new Map([...parts.columns].map(([key, column]) => [key, column.saved()])),
    titles: texts(parts.titles),
    categoryText: texts(parts.categoryText),
    supplierText: parts.supplierText.saved(),
  };
}

function restored(parts: Saved): BuiltParts {
  const texts = (map: Map<Locale, SavedTextIndex>) =>
    new Map([...map].map(([locale, text]) => [locale, TextIndex.restore(text)]));
  return {
    ...parts,
    columns: new Map([...parts.columns].map(([key, column]) => [key, Column.restore(column)])),
    titles: texts(parts.titles),
    categoryText: texts(parts.categoryText),
    supplierText: TextIndex.restore(parts.supplierText),
  };
}
