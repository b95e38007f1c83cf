import type { StoredCatalogue } from './catalogue-source';

/**
 * The records a shop with nothing stored starts from, written to its source once: given by whoever
 * composes the catalogue (the embedded demo shop hands in the generated demo catalogue). Without
 * one the catalogue starts empty until the first import: production, which has no demo data.
 */
export type CatalogueSeed = () => StoredCatalogue;
