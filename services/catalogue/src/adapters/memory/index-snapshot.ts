import type { Locale } from '@shop/contracts';
import { decodeChecked, encodeChecked, type Stale } from '../file/checked-snapshot';
import { Column, type SavedColumn } from './columns';
import type { BuiltParts } from './indexed';
import { TextIndex, type SavedTextIndex } from './text-index';

/**
 * The layout of a snapshot and of what `buildParts` computes. Bump it with any change to either
 * (a new part, another tokenisation, another sort): a snapshot of another format is rebuilt, never read.
 */
export const snapshotFormat = 3;

/** The parts saved as they are; the others by their own `saved()`. */
const plainParts = [
  'categoryDocs',
  'categoryKeys',
  'allKeys',
  'productDocs',
  'supplierDocs',
  'codes',
  'codeEnds',
  'codeDocs',
  'ranks',
  'titleRanks',
] as const satisfies readonly (keyof BuiltParts)[];
type PlainPart = (typeof plainParts)[number];

type Saved = Pick<BuiltParts, PlainPart> & {
  columns: Map<string, SavedColumn>;
  titles: Map<Locale, SavedTextIndex>;
  categoryText: Map<Locale, SavedTextIndex>;
  supplierText: SavedTextIndex;
};

export type Decoded = { parts: BuiltParts } | { stale: Stale };

const kind = { magic: 'NBIXSNAP', format: snapshotFormat };

/** The built parts as one checked buffer (checked-snapshot.ts), of the records `key` names. */
export function encodeSnapshot(key: string, parts: BuiltParts): Buffer {
  return encodeChecked(kind, key, saved(parts));
}

/** The parts a snapshot holds, if it is whole, of this format and built from the records `key` names. */
export function decodeSnapshot(bytes: Buffer, key: string): Decoded {
  const found = decodeChecked<Saved>(bytes, kind, key);
  return 'value' in found ? { parts: restored(found.value) } : found;
}

function saved(parts: BuiltParts): Saved {
  const texts = (map: Map<Locale, TextIndex>) => new Map([...map].map(([locale, text]) => [locale, text.saved()]));
  // Field by field: the parts may come with the rest of the index (records, scratch) attached.
  const plain = Object.fromEntries(plainParts.map((key) => [key, parts[key]])) as Pick<BuiltParts, PlainPart>;
  return {
    ...plain,
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
