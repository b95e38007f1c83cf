import { createHash } from 'node:crypto';
import { readIfThere } from './read-if-there';

/** Which snapshot a file holds (its first 8 bytes) and the layout its code reads. */
export interface SnapshotKind {
  magic: string;
  /** Bump it with any change to what is saved: a snapshot of another format is rebuilt, never read. */
  format: number;
}

export type Stale = 'format changed' | 'catalogue changed' | 'corrupt';

interface Meta {
  /** What the value was built from: a file can be read only for the same key. */
  key: string;
  valueLength: number;
  /** Each typed array: its kind (index in arrayKinds), byte offset in the body, element count. */
  arrays: [number, number, number][];
}

/** magic, format (u32), SHA-256 of everything after it, length of the meta JSON (u32). */
const magicLength = 8;
const fixedLength = magicLength + 4 + 32 + 4;
const arrayKinds = [Uint8Array, Uint16Array, Uint32Array, Float64Array] as const;

const align8 = (n: number) => (n + 7) & ~7;
const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();
const magicOf = (kind: SnapshotKind) => Buffer.from(kind.magic.padEnd(magicLength).slice(0, magicLength));

/**
 * A value as one buffer: JSON in which every typed array is a reference into a binary body
 * (8-byte aligned, so reading maps each array onto the file's bytes instead of parsing numbers)
 * and every Map a list of entries, behind a checksum of the whole.
 */
export function encodeChecked(kind: SnapshotKind, key: string, value: unknown): Buffer {
  const arrays: ArrayBufferView[] = [];
  const valueJson = Buffer.from(
    JSON.stringify(value, (_key, item: unknown) => {
      if (ArrayBuffer.isView(item)) return { $array: arrays.push(item) - 1 };
      if (item instanceof Map) return { $map: [...item] };
      return item;
    }),
  );
  let bodyLength = 0;
  const layout: Meta['arrays'] = arrays.map((array) => {
    const arrayKind = arrayKinds.findIndex((k) => array instanceof k);
    if (arrayKind < 0) throw new Error(`a snapshot cannot hold a ${array.constructor.name}`);
    const at = bodyLength;
    bodyLength = align8(at + array.byteLength);
    return [arrayKind, at, (array as Uint8Array).length];
  });
  const meta = Buffer.from(JSON.stringify({ key, valueLength: valueJson.length, arrays: layout } satisfies Meta));
  const bodyStart = align8(fixedLength + meta.length + valueJson.length);
  const bytes = Buffer.alloc(bodyStart + bodyLength);
  magicOf(kind).copy(bytes, 0);
  bytes.writeUInt32LE(kind.format, magicLength);
  bytes.writeUInt32LE(meta.length, fixedLength - 4);
  meta.copy(bytes, fixedLength);
  valueJson.copy(bytes, fixedLength + meta.length);
  arrays.forEach((array, i) => {
    const source = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    bytes.set(source, bodyStart + layout[i]![1]);
  });
  digest(bytes.subarray(magicLength + 36)).copy(bytes, magicLength + 4);
  return bytes;
}

/**
 * A snapshot file as `decode` reads it, or why it cannot be used: there is none yet, or it is
 * damaged past what `decode` checks (a throw is taken as damage, never trusted).
 */
export async function readSnapshotFile<T>(
  file: string,
  decode: (bytes: Buffer) => T | { stale: Stale },
): Promise<T | { stale: Stale | 'none yet' }> {
  const bytes = await readIfThere(file);
  if (!bytes) return { stale: 'none yet' };
  try {
    return decode(bytes);
  } catch {
    return { stale: 'corrupt' };
  }
}

/**
 * The value a snapshot holds, if it is whole (its checksum), of this kind and format and built
 * from what `key` names; else why it cannot be used. Its typed arrays are views of `bytes`.
 */
export function decodeChecked<T>(bytes: Buffer, kind: SnapshotKind, key: string): { value: T } | { stale: Stale } {
  if (bytes.length < fixedLength || !bytes.subarray(0, magicLength).equals(magicOf(kind))) return { stale: 'corrupt' };
  if (bytes.readUInt32LE(magicLength) !== kind.format) return { stale: 'format changed' };
  if (!digest(bytes.subarray(magicLength + 36)).equals(bytes.subarray(magicLength + 4, magicLength + 36)))
    return { stale: 'corrupt' };
  const metaLength = bytes.readUInt32LE(fixedLength - 4);
  const meta = JSON.parse(bytes.toString('utf8', fixedLength, fixedLength + metaLength)) as Meta;
  if (meta.key !== key) return { stale: 'catalogue changed' };
  const valueStart = fixedLength + metaLength;
  const bodyStart = align8(valueStart + meta.valueLength);
  // Typed arrays need aligned offsets: a buffer that does not start on 8 bytes is copied once.
  const body =
    (bytes.byteOffset + bodyStart) % 8 === 0
      ? { buffer: bytes.buffer as ArrayBuffer, offset: bytes.byteOffset + bodyStart }
      : { buffer: Uint8Array.from(bytes.subarray(bodyStart)).buffer as ArrayBuffer, offset: 0 };
  const views = meta.arrays.map(([k, at, length]) => new arrayKinds[k]!(body.buffer, body.offset + at, length));
  const value = revived(JSON.parse(bytes.toString('utf8', valueStart, valueStart + meta.valueLength)), views) as T;
  return { value };
}

/**
 * The parsed value with its array references and Map entries made whole again. A walk after the
 * parse, not a reviver: JSON.parse calls a reviver for every value, and a large catalogue's
 * snapshot holds hundreds of thousands of strings and numbers that need nothing.
 */
function revived(value: unknown, views: ArrayBufferView[]): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === 'object' && item !== null) value[i] = revived(item, views);
    }
    return value;
  }
  const object = value as Record<string, unknown>;
  if ('$array' in object) return views[object.$array as number];
  if ('$map' in object) return new Map(revived(object.$map, views) as [unknown, unknown][]);
  for (const key of Object.keys(object)) object[key] = revived(object[key], views);
  return object;
}
