import { useLocale, useT } from '@shop/state';
import { Link } from 'react-router-dom';
import { infoLinks } from './info-links';

/** The information pages as list items, for the footer menu and the mobile drawer. */
export function InfoLinkItems() {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      {infoLinks(locale).map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{t(link.label)}</Link>
        </li>
      ))}
    </>
  );
}
