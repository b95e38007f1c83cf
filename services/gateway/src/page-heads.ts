import {
  backofficePagePath,
  companyInvitePagePath,
  companyPagePath,
  orderLinkPagePath,
  quotePricingPagePath,
  supplierOrderPagePath,
  type Locale,
} from '@shop/contracts';
import { translate, translateCount } from '@shop/i18n';
import type { CatalogueLookup } from './catalogue-lookup';

export interface PageHead {
  title: string;
  description: string;
  /**
   * 404 when the page exists in another language only (/legal outside de) or its item is gone; 503
   * when the catalogue that knows the item cannot be asked.
   */
  status: 200 | 404 | 503;
  /** False for pages that are no content of their own (the app shell): robots noindex. */
  indexable?: boolean;
}

type HeadKey =
  | 'index'
  | 'shop'
  | 'about'
  | 'contact'
  | 'faq'
  | 'suppliers'
  | 'terms'
  | 'privacy'
  | 'legal'
  | 'blogs'
  | 'cart'
  | 'quick_order'
  | 'profile'
  | 'reset_password'
  | 'supplier_order'
  | 'order_link'
  | 'backoffice_dead_letters'
  | 'backoffice_suppliers'
  | 'backoffice_companies'
  | 'backoffice_dead_letters'
  | 'backoffice_suppliers'
  | 'backoffice_orders'
  | 'company'
  | 'company_invite'
  | 'quote'
  | 'quote_pricing'
  | 'approval'
  | 'search'
  | 'app'
  | 'not_found'
  | 'unavailable';

const fixedPages: [RegExp, HeadKey][] = [
  [/^\/$/, 'index'],
  [/^\/shop$/, 'shop'],
  [/^\/about$/, 'about'],
  [/^\/contact$/, 'contact'],
  [/^\/faq$/, 'faq'],
  [/^\/supplierInfo$/, 'suppliers'],
  [/^\/terms$/, 'terms'],
  [/^\/privacy$/, 'privacy'],
  [/^\/blog$/, 'blogs'],
  [/^\/cart\/[^/]+$/, 'cart'],
  [/^\/quick-order$/, 'quick_order'],
  [/^\/users\/(profile|verify)$/, 'profile'],
  [/^\/users\/reset-password$/, 'reset_password'],
  [/^\/new_search$/, 'search'],
];

/** Long enough for any real search, short enough that a pasted essay does not become the title. */
const maxTermInHead = 80;

const fixed = (locale: Locale, key: HeadKey, status: PageHead['status'] = 200): PageHead => ({
  title: translate(locale, `head.${key}.title`),
  description: translate(locale, `head.${key}.description`),
  status,
});

const segment = (path: string, prefix: string) => {
  const match = new RegExp(`^${prefix}/([^/]+)$`).exec(path);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
};

/** The head of any page whose item could not be looked up because the catalogue is down. */
export const unavailableHead = (locale: Locale): PageHead => fixed(locale, 'unavailable', 503);

/**
 * The <title> and meta description of a page as the server sends it (SPEC 2), in the buyer's
 * language; category, product, variant and blog heads come from the item itself.
 */
export async function pageHead(
  rawPath: string,
  locale: Locale,
  lookup: CatalogueLookup,
  query = new URLSearchParams(),
): Promise<PageHead> {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (path === '/_app') return { ...fixed(locale, 'app'), indexable: false };
  // A supplier's page of one order, opened by its secret link: nothing for a search engine.
  if (path === supplierOrderPagePath) return { ...fixed(locale, 'supplier_order'), indexable: false };
  // A buyer's order opened by the secret link of its mails: nothing for a search engine.
  if (path === orderLinkPagePath) return { ...fixed(locale, 'order_link'), indexable: false };
  // The back office's operations pages: operators' work, nothing for a search engine.
  if (path === '/backoffice/dead-letters') return { ...fixed(locale, 'backoffice_dead_letters'), indexable: false };
  if (path === '/backoffice/suppliers') return { ...fixed(locale, 'backoffice_suppliers'), indexable: false };
  if (path === '/backoffice/companies') return { ...fixed(locale, 'backoffice_companies'), indexable: false };
  // The back office's operations pages: operators' work, nothing for a search engine.
  if (path === '/backoffice/dead-letters') return { ...fixed(locale, 'backoffice_dead_letters'), indexable: false };
  if (path === '/backoffice/suppliers') return { ...fixed(locale, 'backoffice_suppliers'), indexable: false };
  if (path === backofficePagePath || /^\/backoffice\/orders\/[0-9a-f-]{36}$/.test(path))
    return { ...fixed(locale, 'backoffice_orders'), indexable: false };
  // A quote carries a buyer's prices and is opened by session or secret link: nothing for a search engine.
  if (/^\/quote\/[0-9a-f-]{36}$/.test(path)) return { ...fixed(locale, 'quote'), indexable: false };
  if (path === quotePricingPagePath) return { ...fixed(locale, 'quote_pricing'), indexable: false };
  // A company's order above a buyer's limit, for its admins only: nothing for a search engine.
  if (/^\/approval\/[0-9a-f-]{36}$/.test(path)) return { ...fixed(locale, 'approval'), indexable: false };
  // A company's members and sites, and an invitation opened by its secret link: nothing for a search engine.
  if (path === companyPagePath) return { ...fixed(locale, 'company'), indexable: false };
  if (path === companyInvitePagePath) return { ...fixed(locale, 'company_invite'), indexable: false };
  if (path === '/legal') return locale === 'de' ? fixed(locale, 'legal') : fixed(locale, 'not_found', 404);
  const term = path === '/new_search' ? query.get('search')?.trim().slice(0, maxTermInHead) : undefined;
  if (term) {
    return {
      title: `${translate(locale, 'search.page_title', { query: term })} | ${translate(locale, 'shop.name')}`,
      description: translate(locale, 'search.page_description', { query: term }),
      status: 200,
    };
  }
  for (const [pattern, key] of fixedPages) if (pattern.test(path)) return fixed(locale, key);

  const categorySlug = segment(path, '/categories');
  if (categorySlug) {
    const category = await lookup.category(categorySlug, locale);
    if (!category) return fixed(locale, 'not_found', 404);
    return {
      title: translate(locale, 'head.category.title', { title: category.title }),
      description: translateCount(locale, 'head.category.description', category.count, { title: category.title }),
      status: 200,
    };
  }
  const productSlug = segment(path, '/products');
  const variantId = segment(path, '/variant');
  if (productSlug || variantId) {
    const product = productSlug
      ? await lookup.product(productSlug, locale)
      : await lookup.variant(variantId ?? '', locale);
    if (!product) return fixed(locale, 'not_found', 404);
    return {
      title: translate(locale, 'head.product.title', { title: product.title }),
      description: translate(locale, 'head.product.description', { title: product.title, supplier: product.supplier }),
      status: 200,
    };
  }
  const supplierSlug = segment(path, '/supplier');
  if (supplierSlug) {
    const supplier = await lookup.supplier(supplierSlug, locale);
    if (!supplier) return fixed(locale, 'not_found', 404);
    return {
      title: translate(locale, 'head.supplier.title', supplier),
      description: translate(locale, 'head.supplier.description', supplier),
      status: 200,
    };
  }
  const blogSlug = segment(path, '/blog');
  if (blogSlug) {
    const post = await lookup.blogPost(blogSlug, locale);
    if (!post) return fixed(locale, 'not_found', 404);
    return { title: `${post.title} | ${translate(locale, 'shop.name')}`, description: post.description, status: 200 };
  }
  return fixed(locale, 'not_found', 404);
}
