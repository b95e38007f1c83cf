import { addMessages, loadMessages, translate } from '@shop/i18n';
import { cartMessages } from '@shop/i18n/apps/cart';
import { useLocaleStore } from '@shop/state';
import { mountStandalone } from '@shop/ui/standalone';
import { CartButton } from './features/cart-button/cart-button';

// Only the remote's own dev page runs this; the shell loads the exposed modules instead.
const { locale } = useLocaleStore.getState();
addMessages('cart', cartMessages);
void loadMessages(locale).then(() =>
  mountStandalone(translate(locale, 'remote.standalone_title', { name: 'mf-cart' }), <CartButton />),
);
