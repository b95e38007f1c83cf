/**
 * A failure the caller can act on: a status, a stable code and a message key (packages/i18n)
 * that the error handler translates into the buyer's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string,
    readonly issues?: { field: string; reason: string }[],
    /** Fills the `{name}` placeholders of the message and of the issues' reasons. */
    readonly params?: Record<string, string | number>,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }

  static badRequest(field: string, reasonKey: string) {
    return new HttpError(400, 'VALIDATION', reasonKey, [{ field, reason: reasonKey }]);
  }
  static notFound(messageKey = 'error.not_found') {
    return new HttpError(404, 'NOT_FOUND', messageKey);
  }
  static unauthorized(messageKey = 'error.not_logged_in') {
    return new HttpError(401, 'UNAUTHORIZED', messageKey);
  }
  /** A service this answer depends on cannot be reached: worth retrying, unlike a 500. */
  static unavailable() {
    return new HttpError(503, 'UNAVAILABLE', 'error.service_unavailable');
  }
}
