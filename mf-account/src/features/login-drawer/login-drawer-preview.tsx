import { useT } from '@shop/state';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { LoginDrawer } from './login-drawer';

/** Standalone dev page only: a button that opens the drawer. */
export function LoginDrawerPreview() {
  const t = useT();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('account.open_login')}</Button>
      <LoginDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
