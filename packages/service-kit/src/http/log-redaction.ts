import type { FastifyRequest } from 'fastify';

/**
 * Keeps credentials out of the logs. A magic-link or reset token arrives in the query string
 * (/users/check-magic-link?token=...), and Fastify's request log writes the whole URL; whoever
 * reads the logs could log in as the buyer until the token expires. Session cookies,
 * Authorization headers and passwords in logged objects are masked by pino's redaction.
 */
export const redactedValue = '[redacted]';

/** Query parameters whose values are credentials. */
const secretParam = /token|password|passwd|secret|signature|session|auth|code_verifier/i;

/** The URL with the values of credential-bearing query parameters replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as sent; only the value can be a credential.
      }
      return equals !== -1 && secretParam.test(decoded) ? `${name}=${redactedValue}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${query}`;
}

/** pino's `redact` paths: headers and fields that carry credentials wherever a log line includes them. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["x-cxml-shared-secret"]',
  'headers["x-cxml-shared-secret"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'sessionToken',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.sessionToken',
];

/** Fastify's own request serializer (method, url, host, address), with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options createServer gives Fastify. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: redactPaths, censor: redactedValue },
    serializers: { req: serializeRequest },
  };
}
