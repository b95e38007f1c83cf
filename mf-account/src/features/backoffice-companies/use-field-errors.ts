import { useT, useTranslateText, useUiStore } from '@shop/state';
import { useState } from 'react';
import type { z } from 'zod';
import { readFailure } from '../login-drawer/api-failure';

/**
 * A back-office form's refusals on its fields: the contract's before anything is sent, the server's
 * after; `fieldOf` names the form's field for a contract or server path (`e_invoice.address`).
 */
export function useFieldErrors(fieldOf: (path: string) => string = (path) => path) {
  const t = useT();
  const translateText = useTranslateText();
  const notify = useUiStore((state) => state.notify);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    errors,
    /** The body when the contract reads it; otherwise null, each issue shown on its field. */
    checked<T>(result: z.ZodSafeParseResult<T>): T | null {
      const found: Record<string, string> = {};
      if (!result.success)
        for (const issue of result.error.issues) found[fieldOf(issue.path.join('.'))] ??= translateText(issue.message);
      setErrors(found);
      return result.success ? result.data : null;
    },
    /** A failed call: the server's reasons on their fields, its message as a notification. */
    refused(error: unknown) {
      const failure = readFailure(error, translateText);
      setErrors(Object.fromEntries(Object.entries(failure.fields).map(([field, reason]) => [fieldOf(field), reason])));
      notify('error', failure.message ?? t('company.action_failed'));
    },
  };
}
