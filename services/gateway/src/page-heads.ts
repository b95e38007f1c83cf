import { fillParams, type DeclaredPageMatch, type Locale, type PageHeadDeclaration } from '@shop/contracts';
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
  /** False for pages that are no content of their own (the app shell, a secret link): robots noindex. */
  indexable?: boolean;
}

/** The shell's own pages (shell/src/app-routes.tsx); a remote's pages declare their heads themselves. */
type HeadKey =
  | 'index'
  | 'about'
  | 'contact'
  | 'faq'
  | 'suppliers'
  | 'terms'
  | 'privacy'
  | 'legal'
  | 'blogs'
  | 'profile'
  | 'search'
  | 'app'
  | 'not_found'
  | 'unavailable';

const shellPages: [RegExp, HeadKey][] = [
  [/^\/$/, 'index'],
  [/^\/about$/, 'about'],
  [/^\/contact$/, 'contact'],
  [/^\/faq$/, 'faq'],
  [/^\/supplierInfo$/, 'suppliers'],
  [/^\/terms$/, 'terms'],
  [/^\/privacy$/, 'privacy'],
  [/^\/blog$/, 'blogs'],
  [/^\/users\/profile$/, 'profile'],
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

/** The not-found page's head, for any path that is no page. */
export const notFoundHead = (locale: Locale): PageHead => fixed(locale, 'not_found', 404);

/** A declared head: its texts with the path's parameters, or the item it names looked up in the catalogue. */
async function declaredHead(
  head: PageHeadDeclaration,
  item: string,
  params: Readonly<Record<string, string>>,
  locale: Locale,
  lookup: CatalogueLookup,
  query: URLSearchParams,
): Promise<PageHead> {
  switch (head.kind) {
    case 'text':
      return {
        title: fillParams(head.title[locale], params),
        description: fillParams(head.description[locale], params),
        status: 200,
      };
    case 'search': {
      const term = query.get('search')?.trim().slice(0, maxTermInHead);
      if (!term) return fixed(locale, 'search');
      return {
        title: `${translate(locale, 'search.page_title', { query: term })} | ${translate(locale, 'shop.name')}`,
        description: translate(locale, 'search.page_description', { query: term }),
        status: 200,
      };
    }
    case 'category': {
      const category = await lookup.category(item, locale);
      if (!category) return notFoundHead(locale);
      return {
        title: translate(locale, 'head.category.title', { title: category.title }),
        description: translateCount(locale, 'head.category.description', category.count, { title: category.title }),
        status: 200,
      };
    }
    case 'product':
    case 'variant': {
      const product = head.kind === 'product' ? await lookup.product(item, locale) : await lookup.variant(item, locale);
      if (!product) return notFoundHead(locale);
      return {
        title: translate(locale, 'head.product.title', { title: product.title }),
        description: translate(locale, 'head.product.description', {
          title: product.title,
          supplier: product.supplier,
        }),
        status: 200,
      };
    }
    case 'supplier': {
      const supplier = await lookup.supplier(item, locale);
      if (!supplier) return notFoundHead(locale);
      return {
        title: translate(locale, 'head.supplier.title', supplier),
        description: translate(locale, 'head.supplier.description', supplier),
        status: 200,
      };
    }
  }
}

/**
 * The <title> and meta description of a page as the server sends it (SPEC 2), in the buyer's
 * language: a remote's page as it declares it (`declared`, remote-pages.ts: its texts, or its item's
 * own title), the shell's own pages from the shell's texts; blog heads come from the post itself.
 */
export async function pageHead(
  rawPath: string,
  locale: Locale,
  lookup: CatalogueLookup,
  query = new URLSearchParams(),
  declared: DeclaredPageMatch | null = null,
): Promise<PageHead> {
  if (declared) {
    const { page, params } = declared;
    const item = Object.values(params)[0] ?? '';
    const head = await declaredHead(page.head, item, params, locale, lookup, query);
    return page.robots === 'noindex' ? { ...head, indexable: false } : head;
  }
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (path === '/_app') return { ...fixed(locale, 'app'), indexable: false };
  if (path === '/legal') return locale === 'de' ? fixed(locale, 'legal') : notFoundHead(locale);
  for (const [pattern, key] of shellPages) if (pattern.test(path)) return fixed(locale, key);
  const blogSlug = segment(path, '/blog');
  if (blogSlug) {
    const post = await lookup.blogPost(blogSlug, locale);
    if (!post) return notFoundHead(locale);
    return { title: `${post.title} | ${translate(locale, 'shop.name')}`, description: post.description, status: 200 };
  }
  return notFoundHead(locale);
}
