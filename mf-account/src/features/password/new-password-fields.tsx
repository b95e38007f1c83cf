import { useT } from '@shop/state';
import { TextField } from '@shop/ui';
import type { NewPasswordErrors } from './password-rules';

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: NewPasswordErrors;
  /** 'account.password' on signup, 'account.new_password' where one is replaced. */
  label?: 'account.password' | 'account.new_password';
}

/** A new password with its rules and its confirmation: signup, reset and change share it. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
  label = 'account.new_password',
}: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <TextField
        label={t(label)}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        hint={t('account.password_rules')}
        error={errors.password}
      />
      <TextField
        label={t('account.password_confirm')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
        error={errors.confirm}
      />
    </>
  );
}
