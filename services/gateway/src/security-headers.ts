import { httpOriginOf } from '@shop/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TagManagerSettings } from './analytics/tag-manager-settings';
import type { GatewayConfig } from './config';

type Env = Record<string, string | undefined>;

/** Absolute addresses reduced to their origins; relative ones (served by the gateway itself) drop out. */
export const originsOf = (values: readonly (string | undefined)[]): string[] => [
  ...new Set(values.flatMap((value) => (value ? [httpOriginOf(value)].filter((o): o is string => o !== null) : []))),
];

export interface SecurityHeadersOptions {
  /** HSTS only here: a developer's http://localhost must not be pinned to https for a year. */
  production: boolean;
  /** Where remote entries and chunks may come from besides the gateway (REMOTE_*_URL). */
  remoteOrigins: string[];
  /** Where product pictures come from besides the gateway (IMAGE_BASE on a CDN). */
  imageOrigins: string[];
  tagManager: TagManagerSettings;
  /** Further origins the configured tags load from or report to (TAG_MANAGER_ORIGINS). */
  tagOrigins: string[];
}

export function securityHeadersOptionsFromConfig(
  config: GatewayConfig,
  tagManager: TagManagerSettings,
): SecurityHeadersOptions {
  const env: Env = config.env;
  return {
    production: env.NODE_ENV === 'production',
    remoteOrigins: originsOf(Object.values(config.remotes).map((source) => ('url' in source ? source.url : undefined))),
    imageOrigins: originsOf([env.IMAGE_BASE]),
    tagManager,
    tagOrigins: originsOf((env.TAG_MANAGER_ORIGINS ?? '').split(',').map((o) => o.trim())),
  };
}

/**
 * The Content-Security-Policy of a response to `hostname`. Scripts only from the shop's origin,
 * the remotes' origins (the shell loads their entries and chunks by <script>) and, on hosts where
 * the tag manager is configured, its origin; no eval, and no inline script but the first-input
 * script of a rendered page, allowed by its hash. Stylesheets from the same origins as scripts: a
 * remote's CSS files come with its chunks, from wherever its entry is. Inline styles stay allowed:
 * React writes style attributes and the apps' development build injects their CSS as <style>; a
 * style cannot run code. Nobody may frame the shop, so a checkout cannot be overlaid by another
 * site (clickjacking).
 */
export function contentSecurityPolicy(
  options: SecurityHeadersOptions,
  hostname: string,
  extraScriptOrigins: readonly string[] = [],
  /** A page's one inline script (first-paint/first-input.ts), by its hash. */
  inlineScriptHash?: string,
): string {
  const tagScript = options.tagManager.forHost(hostname)?.scriptUrl;
  const tags = tagScript ? originsOf([tagScript, ...options.tagOrigins]) : [];
  const scripts = [...new Set([...options.remoteOrigins, ...extraScriptOrigins])];
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...(inlineScriptHash ? [inlineScriptHash] : []), ...scripts, ...tags)}`,
    `style-src ${list("'self'", ...scripts, "'unsafe-inline'")}`,
    `img-src ${list("'self'", 'data:', ...options.imageOrigins, ...tags)}`,
    `font-src 'self' data:`,
    // 'self' covers the cart's websocket on the same host (ws:/wss:); remotes' manifests are fetched.
    `connect-src ${list("'self'", ...scripts, ...tags)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * The default policies of one configuration: a host's (with the tag manager where it is
 * configured), built once per tag script rather than for every answer, and the policy of JSON
 * answers. JSON is never a document that runs a script, so the host's tag origins add nothing to
 * it; it gets the same policy without them, the same for every host, and no host lookup.
 */
export function defaultPolicies(options: SecurityHeadersOptions): {
  forHost: (hostname: string) => string;
  forJson: string;
} {
  const forJson = contentSecurityPolicy({ ...options, tagManager: { forHost: () => null } }, '');
  // Keyed by the tag script, not the host name: a client chooses its Host header, and there are
  // only two answers (tags or none) however many names it sends.
  const byTagScript = new Map<string, string>();
  return {
    forJson,
    forHost: (hostname) => {
      const tagScript = options.tagManager.forHost(hostname)?.scriptUrl;
      if (!tagScript) return forJson;
      let policy = byTagScript.get(tagScript);
      if (policy === undefined) {
        policy = contentSecurityPolicy(options, hostname);
        byTagScript.set(tagScript, policy);
      }
      return policy;
    },
  };
}

export const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * Every answer of the gateway (pages, calls, files, proxied services, errors) carries the security
 * headers. A page may have set a Content-Security-Policy of its own (the shell's pages add the
 * origins of the remotes manifest); the default covers everything else. A callback hook, not an
 * async one: it does no I/O, and every promise of a request costs the request-id context's hooks.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const policies = defaultPolicies(options);
  const fixed: Record<string, string> = {
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onSend', (request: FastifyRequest, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) {
      const policy = isJson(reply.getHeader('content-type')) ? policies.forJson : policies.forHost(request.hostname);
      reply.header('content-security-policy', policy);
    }
    reply.headers(fixed);
    done(null, payload);
  });
}
