import type { Connection } from 'mongoose';

/** The server's answer to an index option it does not have (FerretDB 1.x: TTL, partial indexes). */
const notImplemented = 238;

/**
 * An index on `field` that lets the server delete a document once that date has passed (TTL). A
 * server without TTL indexes (FerretDB 1.x refuses expireAfterSeconds) gets a plain index instead:
 * its expired documents stay until removed otherwise, so readers must treat a past date as absent,
 * as every store using this does. Returns whether the server will expire them.
 */
export async function ensureExpiryIndex(connection: Connection, collection: string, field: string): Promise<boolean> {
  try {
    await connection.collection(collection).createIndex({ [field]: 1 }, { expireAfterSeconds: 0 });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code !== notImplemented) throw error;
    await connection.collection(collection).createIndex({ [field]: 1 });
    return false;
  }
}

/** Whether the server expires the documents of `collection` by `field` itself (a TTL index on it). */
export async function hasExpiryIndex(connection: Connection, collection: string, field: string): Promise<boolean> {
  const indexes = await connection.collection(collection).indexes();
  return indexes.some((index) => index.key[field] !== undefined && index.expireAfterSeconds !== undefined);
}
