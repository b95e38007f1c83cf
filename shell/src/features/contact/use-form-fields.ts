import { useTranslateText } from '@shop/state';
import { useState } from 'react';

/** Anything with zod's safeParse: the contracts' body schemas. */
interface SafeParser<T> {
  safeParse: (
    data: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * Form state checked by the same zod schema the service uses (SPEC 5 rules, SPEC 8 texts), so the
 * buyer sees the server's messages in their language before anything is sent. Empty optional
 * fields are left out rather than sent as "".
 */
export function useFormFields<F extends string, T>(
  schema: SafeParser<T>,
  fields: readonly F[],
  optional: readonly F[] = [],
) {
  const translateText = useTranslateText();
  const empty = Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>;
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const set = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The parsed body, or null with the errors shown. */
  const validate = (): T | null => {
    const input = Object.fromEntries(
      Object.entries(values).filter(
        ([field, value]) => !(optional.includes(field as F) && (value as string).trim() === ''),
      ),
    );
    const parsed = schema.safeParse(input);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next: Partial<Record<F, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as F;
      next[field] ??= translateText(issue.message);
    }
    setErrors(next);
    return null;
  };

  /** Server-side field errors (400 issues) onto the fields. */
  const showServerIssues = (issues: { field: string; reason: string }[]) =>
    setErrors(
      Object.fromEntries(issues.map((issue) => [issue.field, translateText(issue.reason)])) as Partial<
        Record<F, string>
      >,
    );

  const reset = () => {
    setValues(empty);
    setErrors({});
  };

  return { values, errors, set, validate, showServerIssues, reset };
}
