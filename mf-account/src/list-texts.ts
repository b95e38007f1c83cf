import { addMessages, loadMessages } from '@shop/i18n';
import { accountListsMessages } from '@shop/i18n/apps/account-lists';
import { useLocaleStore } from '@shop/state';

/**
 * A requisition lists page, loaded with the lists' texts in the buyer's language: they stay out of
 * the texts every page loads for the login drawer (a later change of language loads them too, as
 * every added source's).
 */
export async function withListTexts<Page>(page: Promise<Page>): Promise<Page> {
  addMessages('account-lists', accountListsMessages);
  const [loaded] = await Promise.all([page, loadMessages(useLocaleStore.getState().locale)]);
  return loaded;
}
