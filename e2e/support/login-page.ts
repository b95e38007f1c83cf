import type { Page } from 'playwright-core';
import { eventually } from './poll';

/**
 * The view the login drawer opens on: the password form after a password login in this browser,
 * the link form otherwise (the login_method cookie, docs/sessions.md).
 */
export type LoginView = 'link' | 'password';

/** The shell's login drawer as an English-reading buyer uses it. */
export const loginDrawer = (page: Page) => {
  const drawer = page.getByTestId('login-drawer');
  const forms = { link: drawer.getByTestId('magic-link-form'), password: drawer.getByTestId('password-login-form') };
  const emailSent = page.getByTestId('email-sent');
  const toPasswordForm = async () => {
    await page.getByRole('button', { name: 'Log in with password' }).click();
    await forms.password.waitFor();
  };
  /** Opens the drawer on the home page and waits for the view it opens on, `startsOn`. */
  const open = async (shopUrl: string, startsOn: LoginView) => {
    await page.goto(`${shopUrl}/?login=true`);
    await forms[startsOn].waitFor();
    // Only that view: the start view is the feature, not a guess.
    const other = forms[startsOn === 'link' ? 'password' : 'link'];
    await eventually(async () => expect(await other.count()).toBe(0));
  };
  return {
    drawer,
    forms,
    emailSent,
    open,
    toPasswordForm,
    /** The password form, from either start view the way the buyer reaches it. */
    async openPasswordForm(shopUrl: string, startsOn: LoginView) {
      await open(shopUrl, startsOn);
      if (startsOn === 'link') await toPasswordForm();
      await forms.password.waitFor();
    },
    /** On the link form: asks for a login link to `email` and waits for the drawer to say it was sent. */
    async requestLink(email: string) {
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Send login link' }).click();
      await emailSent.waitFor();
    },
    /** On the password form: logs in (what follows, a profile or an error, is the caller's). */
    async logInWithPassword(email: string, password: string) {
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
    },
    /** Logs out from the header and waits for the home page the shop sends a logged-out buyer to. */
    async logOut(shopUrl: string) {
      await page.getByTestId('logout-button').click();
      await page.waitForURL(`${shopUrl}/`);
    },
  };
};
