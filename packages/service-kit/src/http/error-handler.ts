import type { ErrorResponse, Locale } from '@shop/contracts';
import { formatMessage, isMessageKey, translate } from '@shop/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './http-error';
import { requestLocale } from './locale';

interface Issue {
  field: string;
  reason: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Message keys of the body's field labels by field path, so a refusal names fields as the buyer's form does. */
    fieldLabels?: Readonly<Record<string, string>>;
  }
}

/**
 * The `{fields}` of a refusal: each field by its label in the buyer's language ("Delivery address:
 * Postcode" for a nested one), or by its reason where the route has no label for it (a field path
 * is no word of the buyer's). A list's items count as the list.
 */
function fieldsText(locale: Locale, request: FastifyRequest, issues: Issue[]): string {
  const labels = request.routeOptions.config?.fieldLabels ?? {};
  const named = issues.map(({ field, reason }) => {
    const keys = field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .map((part) => labels[part]);
    return keys.length > 0 && keys.every(Boolean) ? keys.map((key) => translate(locale, key!)).join(': ') : reason;
  });
  return [...new Set(named)].join(', ');
}

/** Zod's own messages are English only: a check without a message of ours is named by its kind. */
const reasonByCode: Record<string, string> = {
  too_small: 'validation.too_small',
  too_big: 'validation.too_big',
  invalid_type: 'validation.wrong_type',
};

/** What a zod issue says beyond its kind: what was checked (`string` for a length). */
interface IssueDetails {
  origin?: unknown;
}

/**
 * A zod issue's reason as a message key: its own message when that is one, else its kind's. A text
 * below its minimum is too short (not "too small"), and a field that is not there at all is required
 * (zod calls it the wrong type, received undefined).
 */
export function issueReason(code: string, message: string | undefined, { origin }: IssueDetails = {}): string {
  if (message && isMessageKey(message)) return message;
  if (code === 'too_small' && origin === 'string') return 'validation.too_short';
  if (code === 'invalid_type' && message?.endsWith('received undefined')) return 'validation.required';
  return reasonByCode[code] ?? 'validation.invalid';
}

function zodIssues(error: FastifyError): Issue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.flatMap((v) => {
    const path = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const context = (error as FastifyError & { validationContext?: string }).validationContext;
    const params = v.params as { keys?: unknown; origin?: unknown; issue?: { path?: unknown[] } } | undefined;
    // A strict body names each field it does not have, so the client learns which one to drop.
    if (v.keyword === 'unrecognized_keys' && Array.isArray(params?.keys)) {
      return params.keys.map((key) => ({
        field: path ? `${path}.${String(key)}` : String(key),
        reason: 'validation.unknown_field',
      }));
    }
    const field = path || params?.issue?.path?.join('.') || context || 'body';
    return [
      {
        field,
        reason: issueReason(v.keyword, v.message, { origin: params?.origin }),
      },
    ];
  });
}

function send(reply: FastifyReply, body: ErrorResponse) {
  return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * One error handler for every service: 4xx answers say which field failed and why, in the buyer's
 * language; 5xx answers never leak internals (they are logged instead).
 */
export interface ErrorHandlerOptions {
  /** Lets a host answer unmatched requests itself (the gateway's pages); true when it did. */
  onNotFound?: (request: FastifyRequest, reply: FastifyReply) => boolean | Promise<boolean>;
}

export const errorHandlerPlugin = fp(
  async function errorHandler(app: FastifyInstance, { onNotFound }: ErrorHandlerOptions) {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const locale = requestLocale(request);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = zodIssues(error).map((i) => ({ field: i.field, reason: translate(locale, i.reason) }));
        return send(reply, {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION',
          message: translate(locale, 'error.bad_request', { fields: fieldsText(locale, request, issues) }),
          issues,
        });
      }
      if (error instanceof HttpError) {
        // Numbers as the buyer's language writes them (1.000 in German, 1 000 in Finnish), and a
        // counted text in its form for the count ("1 piece", "5 pieces").
        const params = error.params ?? {};
        const issues = error.issues?.map((i) => ({ field: i.field, reason: formatMessage(locale, i.reason, params) }));
        const fields = issues ? fieldsText(locale, request, issues) : '';
        return send(reply, {
          statusCode: error.statusCode,
          error: httpStatusText(error.statusCode),
          code: error.code,
          message: formatMessage(locale, error.messageKey, { fields, ...params }),
          ...(issues ? { issues } : {}),
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500 || isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'request failed');
        return send(reply, {
          statusCode: 500,
          error: 'Internal Server Error',
          code: 'INTERNAL',
          message: translate(locale, 'error.internal'),
        });
      }
      // Fastify's own 4xx (malformed JSON, body too large, unsupported media type...): its messages
      // are English, so the buyer gets ours, named by status.
      const messageKey = fastifyClientErrorKeys[status] ?? 'validation.invalid_body';
      const message = translate(locale, messageKey);
      return send(reply, {
        statusCode: status,
        error: httpStatusText(status),
        code: error.code ?? 'BAD_REQUEST',
        message,
        ...(status === 400 ? { issues: [{ field: 'body', reason: message }] } : {}),
      });
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (onNotFound && (await onNotFound(request, reply))) return reply;
      // The address the client asked for (the gateway routes /api/… calls at the services' own paths).
      const path = request.originalUrl.split('?')[0];
      return send(reply, {
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: `${translate(requestLocale(request), 'error.not_found')}: ${request.method} ${path}`,
      });
    });
  },
  { name: '@shop/error-handler' },
);

const fastifyClientErrorKeys: Record<number, string> = {
  413: 'error.body_too_large',
  415: 'error.unsupported_media_type',
};

function httpStatusText(status: number): string {
  const texts: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
  };
  return texts[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}
