import { disallowedPrefix, type DeclaredPages } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogueLookup } from './catalogue-lookup';
import { escapeHtml } from './render-head';

/** Pages of every language that have the same address; /legal is German only but German is the default. */
const infoPages = [
  '/',
  '/shop',
  '/about',
  '/faq',
  '/blog',
  '/terms',
  '/privacy',
  '/supplierInfo',
  '/contact',
  '/legal',
];

/** What robots.txt keeps crawlers out of besides the remotes' pages: the shell's own and what is no page. */
const shellDisallowed = ['/users/profile', '/_app', '/api/', '/dev/'];

/** Every page a remote declares `noindex` or `disallow` (remote-pages.ts), by its path up to its first parameter. */
const remoteDisallowed = (pages: DeclaredPages) =>
  Object.values(pages).flatMap((list) => list.filter((page) => page.robots !== 'index').map(disallowedPrefix));

/**
 * sitemap.xml (information pages, root categories, blog posts) and robots.txt, whose rules for the
 * remotes' pages come from the releases the manifest names now (`declaredPages`). Both are cached
 * publicly, so they name only the shop's configured public origin (PublicOrigins.primary): built
 * from the Host header, one forged request would have put another site's address in every
 * cached copy.
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  lookup: CatalogueLookup,
  origin: string,
  declaredPages: (request: FastifyRequest) => Promise<DeclaredPages>,
): void {
  app.get('/robots.txt', async (request, reply) => {
    const prefixes = [...new Set([...remoteDisallowed(await declaredPages(request)), ...shellDisallowed])];
    // A rule is a prefix of the path: /backoffice already keeps crawlers out of /backoffice/orders/.
    const disallowed = prefixes.filter(
      (prefix) => !prefixes.some((other) => other !== prefix && prefix.startsWith(other)),
    );
    const body = [
      'User-agent: *',
      'Allow: /',
      ...disallowed.map((prefix) => `Disallow: ${prefix}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const [categories, posts] = await Promise.all([lookup.rootCategorySlugs(), lookup.blogSlugs()]);
    const paths = [
      ...infoPages,
      ...categories.map((slug) => `/categories/${slug}`),
      ...posts.map((slug) => `/blog/${slug}`),
    ];
    const urls = paths.map((path) => `  <url><loc>${escapeHtml(origin + path)}</loc></url>`).join('\n');
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
}
