import { isApiError, useT, useTranslateText } from '@shop/state';
import { useState } from 'react';
import type { z } from 'zod';

/**
 * A quote form's refusals: the contract's on their fields before anything is sent, then the
 * server's on theirs; a refusal of the quote itself (its state) or without fields above the button.
 */
export function useQuoteFormErrors() {
  const t = useT();
  const translateText = useTranslateText();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  return {
    errors,
    failure,
    /** The body when the contract reads it; otherwise null, each issue shown on its field. */
    checked<T>(result: z.ZodSafeParseResult<T>): T | null {
      const found: Record<string, string> = {};
      if (!result.success)
        for (const issue of result.error.issues) found[issue.path.join('.')] ??= translateText(issue.message);
      setErrors(found);
      setFailure(null);
      return result.success ? result.data : null;
    },
    refused(error: unknown) {
      if (!isApiError(error)) return setFailure(t('quote.load_failed'));
      const found: Record<string, string> = {};
      for (const issue of error.body?.issues ?? []) found[issue.field] ??= issue.reason;
      setErrors(found);
      if (!error.body?.issues?.length || found.quote) setFailure(error.body?.message ?? t('quote.load_failed'));
    },
  };
}
