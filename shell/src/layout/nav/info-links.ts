import type { Locale } from '@shop/contracts';
import type { MessageKey } from '@shop/i18n';

export interface NavLink {
  to: string;
  label: MessageKey;
}

/** The information pages, in menu order; /legal exists in German only. */
export function infoLinks(locale: Locale): NavLink[] {
  const links: NavLink[] = [
    { to: '/about', label: 'nav.about' },
    { to: '/faq', label: 'nav.faq' },
    { to: '/blog', label: 'nav.blog' },
    { to: '/terms', label: 'nav.terms' },
    { to: '/privacy', label: 'nav.privacy' },
    { to: '/supplierInfo', label: 'nav.suppliers' },
    { to: '/contact', label: 'nav.contact' },
  ];
  return locale === 'de' ? [...links, { to: '/legal', label: 'nav.legal' }] : links;
}
