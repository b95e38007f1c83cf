import { addMessages, loadMessages } from '@shop/i18n';
import { cartOrderingMessages } from '@shop/i18n/apps/cart-ordering';
import { useLocaleStore } from '@shop/state';

/**
 * A page of this remote that shows quotes, the quick order or approvals, loaded with those texts in
 * the buyer's language: they stay out of the texts every page loads for the cart button (a later
 * change of language loads them too, as every added source's).
 */
export async function withOrderingTexts<Page>(page: Promise<Page>): Promise<Page> {
  addMessages('cart-ordering', cartOrderingMessages);
  const [loaded] = await Promise.all([page, loadMessages(useLocaleStore.getState().locale)]);
  return loaded;
}
