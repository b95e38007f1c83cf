import { z } from 'zod';
import { optionalEnv } from './parse-env';

/** mongodb:// or mongodb+srv://, hosts, then the database: the path names where the collections go. */
const uriWithDatabase = /^mongodb(\+srv)?:\/\/[^/?#\s]+\/[^/?#\s]+/;

/**
 * An optional MongoDB URI that must name its database (`mongodb://mongo:27017/shop_edge`): without
 * one the driver would write into `test`. Unset or empty: not configured.
 */
export const optionalMongoUriEnv = optionalEnv.pipe(
  z
    .string()
    .regex(
      uriWithDatabase,
      'must be a mongodb:// or mongodb+srv:// URI naming its database (mongodb://mongo:27017/shop_edge)',
    )
    .optional(),
);
