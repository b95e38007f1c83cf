import type { FastifyInstance } from 'fastify';
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

/**
 * sitemap.xml (information pages, root categories, blog posts) and robots.txt. Both are cached
 * publicly, so they name only the shop's configured public origin (PublicOrigins.primary): built
 * from the Host header, one forged request would have put another site's address in every
 * cached copy.
 */
export function registerSeoRoutes(app: FastifyInstance, lookup: CatalogueLookup, origin: string): void {
  app.get('/robots.txt', async (_request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /cart/',
      'Disallow: /users/',
      'Disallow: /new_search',
      'Disallow: /_app',
      'Disallow: /supplier-order',
      'Disallow: /order',
      'Disallow: /backoffice',
      'Disallow: /company',
      'Disallow: /quote/',
      'Disallow: /quote-pricing',
      'Disallow: /approval/',
      'Disallow: /api/',
      'Disallow: /dev/',
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
