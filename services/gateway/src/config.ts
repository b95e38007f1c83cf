import { resolve } from 'node:path';
import { catalogueConfigFromEnv, type CatalogueConfig } from '@shop/catalogue-service';
import { contactConfigFromEnv, type ContactConfig } from '@shop/contact-service';
import { remoteNames, serviceNames, type RemoteName, type ServiceName } from '@shop/contracts';
import { ordersConfigFromEnv, type OrdersConfig } from '@shop/orders-service';
import {
  ConfigRefusal,
  optionalMongoUriEnv,
  parseAll,
  parseEnv,
  PublicOrigins,
  refusedVariable,
  replicaUrls,
} from '@shop/service-kit';
import { z } from 'zod';
import { usersConfigFromEnv, type UsersConfig } from '@shop/users-service';
import { parseReleaseTemplate } from './remote-releases';

/**
 * Each service is either registered in this process (embedded) or reached over HTTP, at one or
 * more replicas (`CATALOGUE_URL=http://a:3001,http://b:3001`); `url` is the first.
 */
export type ServiceTarget = { mode: 'embedded' } | { mode: 'proxy'; url: string; replicas: string[] };
/** Each remote is either a build folder on this machine or a server of its own. */
export type RemoteSource = { dir: string } | { url: string };

/**
 * The configuration of each service run in this process, parsed from the gateway's environment by
 * the service's own parser, the one its own process uses: a service that would refuse to start on
 * its own refuses here too.
 */
export interface EmbeddedConfigs {
  catalogue?: CatalogueConfig;
  orders?: OrdersConfig;
  users?: UsersConfig;
  contact?: ContactConfig;
}

export interface GatewayConfig {
  services: Record<ServiceName, ServiceTarget>;
  embedded: EmbeddedConfigs;
  remotes: Record<RemoteName, RemoteSource>;
  /**
   * REMOTE_<NAME>_URL_TEMPLATE: where each release of a remote runs (`{version}` in the host), for
   * /remotes/<name>/<version>/*; beside `remotes`, which serves the unversioned paths.
   */
  remoteReleases: Partial<Record<RemoteName, string>>;
  shellDir: string;
  dataDir: string;
  /** A JSON file with the remotes manifest; read on every request so a release needs no restart. */
  manifestFile?: string;
  /** Extra remote builds served under /remotes/releases/ (a release placed here, then the manifest points at it). */
  releasesDir?: string;
  /** API_DOCS: whether /api/openapi.json and /api/docs answer (docs/api.md). */
  apiDocs: boolean;
  /** PUBLIC_URL (else where the shop listens): the only origin robots.txt and the sitemap name. */
  publicOrigin: string;
  /**
   * RATE_LIMIT_MONGODB_URI (database shop_edge, shared with the catalogue): the analytics events'
   * rate limit, counted together by every gateway replica; otherwise in memory, per process.
   */
  rateLimitMongodbUri?: string;
  /**
   * Not NODE_ENV=production: the embedded catalogue, with nothing stored, starts from the generated
   * demo catalogue (stored once); in production it starts empty until an operator imports the shop's.
   */
  demoCatalogue: boolean;
  env: Record<string, string | undefined>;
}

type Env = Record<string, string | undefined>;

/** The gateway's configuration from the environment (README and docs/production.md list the variables). */
export function gatewayConfigFromEnv(env: Env, root = process.cwd()): GatewayConfig {
  const services = Object.fromEntries(
    serviceNames.map((name) => {
      const replicas = replicaUrls(env[`${name.toUpperCase()}_URL`]);
      return [name, replicas.length > 0 ? { mode: 'proxy', url: replicas[0], replicas } : { mode: 'embedded' }];
    }),
  ) as Record<ServiceName, ServiceTarget>;
  const remotes = Object.fromEntries(
    remoteNames.map((name) => {
      const url = env[`REMOTE_${name.toUpperCase()}_URL`];
      return [name, url ? { url } : { dir: resolve(root, `mf-${name}`, 'dist') }];
    }),
  ) as Record<RemoteName, RemoteSource>;
  const embeddedConfig =
    <T>(name: ServiceName, parse: (env: Env) => T) =>
    () =>
      services[name].mode === 'embedded' ? parse(env) : undefined;
  // Every refused setting of the gateway and of each service it embeds, named in one refusal.
  const [catalogue, orders, users, contact, remoteReleases, apiDocs, publicOrigin, rateLimitMongodbUri] = parseAll(
    'gateway',
    [
      embeddedConfig('catalogue', catalogueConfigFromEnv),
      embeddedConfig('orders', ordersConfigFromEnv),
      embeddedConfig('users', usersConfigFromEnv),
      embeddedConfig('contact', contactConfigFromEnv),
      () => remoteReleasesFromEnv(env),
      () => apiDocsFromEnv(env),
      () => publicOriginFromEnv(env),
      () => parseEnv('gateway', rateLimitEnv, env),
    ],
  );
  return {
    services,
    embedded: { catalogue, orders, users, contact },
    remotes,
    remoteReleases,
    shellDir: resolve(root, env.SHELL_DIR ?? 'shell/dist'),
    dataDir: resolve(root, env.DATA_DIR ?? 'data'),
    manifestFile: env.REMOTES_MANIFEST ? resolve(root, env.REMOTES_MANIFEST) : undefined,
    releasesDir: env.REMOTES_ROOT ? resolve(root, env.REMOTES_ROOT) : undefined,
    apiDocs,
    publicOrigin,
    rateLimitMongodbUri,
    demoCatalogue: env.NODE_ENV !== 'production',
    env,
  };
}

/** Each remote's release template, every refused one named at once. */
function remoteReleasesFromEnv(env: Env): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(
    parseAll(
      'gateway',
      remoteNames.map((name) => () => {
        const variable = `REMOTE_${name.toUpperCase()}_URL_TEMPLATE`;
        const template = env[variable]?.trim();
        return [name, template ? parseReleaseTemplate(variable, template) : undefined] as const;
      }),
    ).filter(([, template]) => template !== undefined),
  );
}

const rateLimitEnv = z
  .object({ RATE_LIMIT_MONGODB_URI: optionalMongoUriEnv })
  .transform((env) => env.RATE_LIMIT_MONGODB_URI);

/**
 * API_DOCS=on|off. The description tells anybody every call and its fields, which an integrator
 * needs and a shop may not want public: production (NODE_ENV=production) publishes it only when
 * switched on; the embedded shop of development and tests has it unless switched off.
 */
export function apiDocsFromEnv(env: Env): boolean {
  const value = env.API_DOCS;
  if (value === undefined || value === '') return env.NODE_ENV !== 'production';
  if (value === 'on' || value === 'off') return value === 'on';
  throw new ConfigRefusal('gateway', [refusedVariable('API_DOCS', 'must be "on" or "off"', value)]);
}

function publicOriginFromEnv(env: Env): string {
  try {
    return PublicOrigins.fromEnv(env).primary;
  } catch (error) {
    throw new ConfigRefusal('gateway', [refusedVariable('PUBLIC_URL', (error as Error).message, env.PUBLIC_URL)]);
  }
}
