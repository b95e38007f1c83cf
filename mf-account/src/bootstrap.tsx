import { addMessages, loadMessages, translate } from '@shop/i18n';
import { accountMessages } from '@shop/i18n/apps/account';
import { useLocaleStore } from '@shop/state';
import { mountStandalone } from '@shop/ui/standalone';
import { LoginDrawerPreview } from './features/login-drawer/login-drawer-preview';

// Only the remote's own dev page runs this; the shell loads the exposed modules instead.
const { locale } = useLocaleStore.getState();
addMessages('account', accountMessages);
void loadMessages(locale).then(() =>
  mountStandalone(translate(locale, 'remote.standalone_title', { name: 'mf-account' }), <LoginDrawerPreview />),
);
