import type { ErrorResponse } from '@shop/contracts';

/** SPEC 7: the statuses a call can end with when there is no usable HTTP answer. */
export type ApiErrorKind = 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR';

/**
 * What every failed call throws. `status` is the HTTP status when the server answered,
 * otherwise the kind of failure; `body` is the service's ErrorResponse when it sent one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number | ApiErrorKind,
    message: string,
    readonly body?: ErrorResponse,
  ) {
    super(message);
  }

  /** True for 4xx answers: retrying the same call will not help. */
  get isClientError(): boolean {
    return typeof this.status === 'number' && this.status >= 400 && this.status < 500;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
