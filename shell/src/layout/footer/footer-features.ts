import type { Locale } from '@shop/contracts';

/** SPEC 2: what the footer shows per language (newsletter de/fi, reviews fi, et kept minimal). */
export interface FooterFeatures {
  newsletter: boolean;
  reviews: boolean;
  menu: boolean;
  categories: boolean;
  social: boolean;
  badges: boolean;
}

export const footerFeatures: Record<Locale, FooterFeatures> = {
  de: { newsletter: true, reviews: false, menu: true, categories: true, social: true, badges: true },
  fi: { newsletter: true, reviews: true, menu: true, categories: true, social: true, badges: true },
  en: { newsletter: false, reviews: false, menu: true, categories: true, social: true, badges: true },
  et: { newsletter: false, reviews: false, menu: false, categories: false, social: false, badges: false },
};

/** The company's channels: brand names are the same in every language. */
export const socialLinks = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/nordbau' },
  { name: 'Facebook', href: 'https://www.facebook.com/nordbau' },
  { name: 'YouTube', href: 'https://www.youtube.com/@nordbau' },
  { name: 'Instagram', href: 'https://www.instagram.com/nordbau' },
] as const;
