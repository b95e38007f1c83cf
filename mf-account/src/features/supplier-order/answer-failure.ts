import { readFailure } from '../login-drawer/api-failure';

/** A refused answer as one form shows it: the reasons of its own fields, and the rest as the form's. */
export interface FormFailure {
  fields: Record<string, string>;
  message: string | null;
}

/**
 * The server names the field (`dispatch_date`, `variant_ids.0`, `state`); a form shows under its
 * fields the reasons about them (a list item's under its list) and any other reason above its button.
 */
export function formFailure(
  error: unknown,
  ownFields: readonly string[],
  translateText: (text: string) => string,
): FormFailure | null {
  if (!error) return null;
  const failure = readFailure(error, translateText);
  const fields: Record<string, string> = {};
  for (const [field, reason] of Object.entries(failure.fields)) {
    const own = ownFields.find((name) => field === name || field.startsWith(`${name}.`));
    if (own) fields[own] ??= reason;
  }
  const shownAtFields = Object.keys(fields).length > 0;
  return { fields, message: shownAtFields ? null : (failure.message ?? translateText('fulfilment.page_load_failed')) };
}
