import { useT } from '@shop/state';

// Stands in for the address while the sentence is translated, so any language's word order holds.
const addressMark = '\u0000';

/**
 * "Logged in as anna@…": the address in a box of its own, which moves to the next line whole
 * instead of breaking at its hyphens and dots; inside it only when it is wider than the line.
 */
export function LoggedInAs({ email }: { email: string }) {
  const t = useT();
  const [before, after] = t('account.logged_in_as', { email: addressMark }).split(addressMark);
  return (
    <p className="profile-page__email">
      {before}
      <span className="profile-page__address">{email}</span>
      {after}
    </p>
  );
}
