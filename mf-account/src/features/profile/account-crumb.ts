import type { Breadcrumb, useT } from '@shop/state';

/** "My account" in a trail: the profile, under which the buyer's orders, quotes and company are. */
export const accountCrumb = (t: ReturnType<typeof useT>): Breadcrumb => ({
  label: t('account.profile_title'),
  href: '/users/profile',
});
