import { addMessages, loadMessages, translate } from '@shop/i18n';
import { catalogueMessages } from '@shop/i18n/apps/catalogue';
import { useLocaleStore } from '@shop/state';
import { mountStandalone } from '@shop/ui/standalone';
import { HomeCategories } from './features/home-categories/home-categories';

// Only the remote's own dev page runs this; the shell loads the exposed modules instead.
const { locale } = useLocaleStore.getState();
addMessages('catalogue', catalogueMessages);
void loadMessages(locale).then(() =>
  mountStandalone(translate(locale, 'remote.standalone_title', { name: 'mf-catalogue' }), <HomeCategories />),
);
