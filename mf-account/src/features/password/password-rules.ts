import { PasswordSchema } from '@shop/contracts';

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

/** SPEC 5 on the client: the same rules the service applies (PasswordSchema), plus the confirmation. */
export function checkNewPassword(
  password: string,
  confirm: string,
  translateText: (key: string) => string,
): NewPasswordErrors {
  const parsed = PasswordSchema.safeParse(password);
  const errors: NewPasswordErrors = {};
  if (!parsed.success) errors.password = translateText(parsed.error.issues[0]!.message);
  if (!confirm) errors.confirm = translateText('validation.required');
  else if (confirm !== password) errors.confirm = translateText('validation.passwords_mismatch');
  return errors;
}

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);
