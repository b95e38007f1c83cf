import { optionalEnv, optionalMongoUriEnv, parseEnv, replicaUrls, type Env } from '@shop/service-kit';
import { z } from 'zod';

/** Everything the catalogue service reads from its environment, parsed once at start. */
export interface CatalogueConfig {
  /**
   * ELASTICSEARCH_URL selects Elasticsearch, its indices named ELASTICSEARCH_INDEX_PREFIX-*; otherwise
   * the embedded engine.
   */
  elasticsearch?: { url: string; indexPrefix: string };
  /** IMAGE_BASE: where pictures are served from, shared by every service that links to them. */
  imageBase: string;
  /**
   * USERS_URL: the users service the operator guard of the back office's supplier calls asks who
   * is calling; without it (and not embedded) those calls are not served.
   */
  usersUrl?: string;
  /** SESSION_SECRET: forged session tokens are refused without asking the users service. */
  sessionSecret?: string;
  /**
   * RATE_LIMIT_MONGODB_URI (database shop_edge, shared with the gateway): the search signals' rate
   * limits, counted together by every replica; otherwise in memory, per process.
   */
  rateLimitMongodbUri?: string;
}

const catalogueEnv = z
  .object({
    ELASTICSEARCH_URL: optionalEnv.pipe(
      z.url({ protocol: /^https?$/, error: "must be Elasticsearch's http(s) address" }).optional(),
    ),
    ELASTICSEARCH_INDEX_PREFIX: z.string().default('shop'),
    IMAGE_BASE: z.string().default('/static/images'),
    USERS_URL: optionalEnv.pipe(
      z
        .string()
        .refine(
          (value) =>
            replicaUrls(value).length > 0 &&
            replicaUrls(value).every((url) => z.url({ protocol: /^https?$/ }).safeParse(url).success),
          "must be the users service's http(s) address (replicas: comma-separated)",
        )
        .optional(),
    ),
    SESSION_SECRET: optionalEnv,
    RATE_LIMIT_MONGODB_URI: optionalMongoUriEnv,
  })
  .transform((env): CatalogueConfig => ({
    elasticsearch: env.ELASTICSEARCH_URL
      ? { url: env.ELASTICSEARCH_URL, indexPrefix: env.ELASTICSEARCH_INDEX_PREFIX }
      : undefined,
    imageBase: env.IMAGE_BASE,
    usersUrl: env.USERS_URL,
    sessionSecret: env.SESSION_SECRET,
    rateLimitMongodbUri: env.RATE_LIMIT_MONGODB_URI,
  }));

/** The catalogue service's configuration; refuses (naming the variables) what it cannot run with. */
export function catalogueConfigFromEnv(env: Env): CatalogueConfig {
  return parseEnv('catalogue service', catalogueEnv, env);
}
