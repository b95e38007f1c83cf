import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/** SPEC 9: query cache keep-alive 60 s; retry back-off from about 300 ms, doubling, capped. */
export const queryKeepAliveMs = 60_000;
export const retryBaseMs = 300;
export const retryCapMs = 5_000;
const maxRetries = 3;

export const retryDelay = (attempt: number) => Math.min(retryBaseMs * 2 ** attempt, retryCapMs);

/** 4xx answers are final; network failures and 5xx are retried with back-off. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < maxRetries;
}

/** The one QueryClient setup the shell and each remote's standalone page use. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: queryKeepAliveMs, gcTime: queryKeepAliveMs, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}
