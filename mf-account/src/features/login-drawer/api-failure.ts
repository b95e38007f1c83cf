import { isApiError } from '@shop/state';

/** A failed call as the forms need it: per-field reasons (already translated by the server) and the code. */
export interface ApiFailure {
  code: string | null;
  fields: Record<string, string>;
  message: string | null;
}

export function readFailure(error: unknown, translateText: (text: string) => string): ApiFailure {
  if (!isApiError(error) || !error.body) return { code: null, fields: {}, message: null };
  const fields: Record<string, string> = {};
  for (const issue of error.body.issues ?? []) fields[issue.field] ??= translateText(issue.reason);
  return { code: error.body.code ?? null, fields, message: translateText(error.body.message) };
}
