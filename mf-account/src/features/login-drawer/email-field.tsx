import { useT } from '@shop/state';
import { TextField } from '@shop/ui';

/** The e-mail address every login drawer view asks for; the views share it so switching keeps it. */
export function EmailField({
  email,
  onEmail,
  error,
}: {
  email: string;
  onEmail: (email: string) => void;
  /** Already translated. */
  error?: string | null;
}) {
  const t = useT();
  return (
    <TextField
      label={t('account.email')}
      type="email"
      name="email"
      autoComplete="email"
      value={email}
      onChange={(event) => onEmail(event.target.value)}
      error={error}
    />
  );
}
