import type { preValidationAsyncHookHandler } from 'fastify';
import { HttpError } from './http-error';

/**
 * Refuses a body whose list `field` holds more than `max` items with the limit in the buyer's
 * language ("at most 200 lines at once"), before the schema is checked: zod's too_big names no
 * number, and a buyer who pasted a thousand lines must learn how many fit.
 */
export function refuseLongList(field: string, max: number, messageKey: string): preValidationAsyncHookHandler {
  return async (request) => {
    const list = (request.body as Record<string, unknown> | null | undefined)?.[field];
    if (Array.isArray(list) && list.length > max)
      throw new HttpError(400, 'TOO_MANY_LINES', messageKey, [{ field, reason: messageKey }], { max });
  };
}
