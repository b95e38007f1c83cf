import type { CatalogueData } from '../domain';

/**
 * The catalogue's records as the shop keeps them between starts: what imports merged (or the demo
 * generated once). The category tree is the shop's own and stays in code.
 */
export type StoredCatalogue = Omit<CatalogueData, 'categories' | 'fingerprint'>;

/** The live records and a fingerprint of exactly what they were read from. */
export interface FingerprintedCatalogue {
  catalogue: StoredCatalogue;
  fingerprint: string;
  /** How the variants' records were read, for the start's log: all parsed, or each on first use. */
  variantRecords?: string;
}

/** The service's log lines about the source, in the adapter's own words (which place, what is missing). */
export interface SourceLogLines {
  read: string;
  demoWritten: string;
  empty: string;
}

/**
 * Where the catalogue's imported records live: the one copy every replica reads at start and every
 * import replaces. Embedded: a data file; with Elasticsearch: versioned indices behind an alias.
 * Both pass test/catalogue-source.contract.ts.
 */
export interface CatalogueSource {
  readonly kind: string;
  /** The place as an operator looks for it: a file's path, an alias's name. */
  readonly location: string;
  readonly logLines: SourceLogLines;
  /** The live records, all of one version; undefined when nothing was ever stored. */
  read(): Promise<StoredCatalogue | undefined>;
  /**
   * `read`, with a fingerprint of the stored bytes (the data file's SHA-256) that the embedded
   * engine's saved index is checked against; a source whose engine keeps no index of its own
   * (Elasticsearch) has none.
   */
  readFingerprinted?(): Promise<FingerprintedCatalogue | undefined>;
  /**
   * Makes these records the live ones in one step: a reader, in this process or another replica,
   * gets the previous version or this one, never a mix; a write that fails leaves the previous one live.
   */
  replace(catalogue: StoredCatalogue): Promise<void>;
  close(): Promise<void>;
}
