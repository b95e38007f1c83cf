import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JudgedSet } from './judged-set';

/** The demo catalogue at the size the shop seeds: the judgements name its variant ids. */
export const judgedCatalogueSize = 10_500;

export function readJudgedSet(): JudgedSet {
  return JSON.parse(readFileSync(join(__dirname, 'judged-set.json'), 'utf8')) as JudgedSet;
}
