import { useState } from 'react';

/** A form's new password and its confirmation, with `fields` wired as NewPasswordFields takes them. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return {
    password,
    confirm,
    clear: () => {
      setPassword('');
      setConfirm('');
    },
    fields: { password, confirm, onPassword: setPassword, onConfirm: setConfirm },
  };
}
