import { loginReturnParam as backParam } from '@shop/contracts';

/*
 * A page that asks its visitor to log in (a mail's approval link, the back office) opens the login
 * drawer on itself with ?login=true&back=true: after logging in the visitor is back on that page,
 * not on the profile.
 */

interface Place {
  pathname: string;
  search: string;
}

/** This page with the login drawer open, to come back to after logging in. */
export function loginHerePath({ pathname, search }: Place): string {
  const params = new URLSearchParams(search);
  params.set('login', 'true');
  params.set(backParam, 'true');
  return `${pathname}?${params.toString()}`;
}

/** The page to go back to after logging in, without the drawer; null when the drawer was not opened to come back. */
export function pathAfterLogin({ pathname, search }: Place): string | null {
  const params = new URLSearchParams(search);
  if (params.get(backParam) !== 'true') return null;
  params.delete('login');
  params.delete(backParam);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
