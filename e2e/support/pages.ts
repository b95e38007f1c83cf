import type { Page } from 'playwright-core';

/** The shell's header and the remotes it hosts, as a buyer sees them. */
export const home = (page: Page) => ({
  header: page.getByTestId('shop-header'),
  categories: page.getByTestId('root-categories'),
  categoryTiles: page.getByTestId('root-category'),
  cartButton: page.getByTestId('cart-button'),
  cartBadge: page.getByTestId('cart-badge'),
  accountButton: page.getByTestId('account-button'),
  loginDrawer: page.getByTestId('login-drawer'),
  remoteError: (name: string) => page.locator(`[data-remote-error="${name}"]`),
  languageSwitcher: page.getByTestId('language-switcher'),
});
