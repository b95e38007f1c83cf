import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './call-paths';
import type { CatalogueLookup } from './catalogue-lookup';
import { categoryPrefixes, categorySlugs, exactRedirects, productPrefixes, variantPrefixes } from './redirect-table';

const singleSegment = (path: string, prefix: string): string | null => {
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length).replace(/\/+$/, '');
  return rest !== '' && !rest.includes('/') ? rest : null;
};

/**
 * A slug as the catalogue writes them (packages/contracts/src/catalogue-feed.ts): lower-case letters,
 * digits and single hyphens. Only such a slug goes into a Location header: anything else (a decoded
 * CR/LF, NUL, U+2028, a backslash, a letter outside ASCII) names no page, and Node refuses some of it
 * in a header, which answered 500 without the security headers.
 */
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const slugIn = (path: string, prefix: string): string | null => {
  const slug = singleSegment(path, prefix);
  return slug !== null && slugPattern.test(slug) ? slug : null;
};

/** Where an old address lives now, or null when it is not an old address (or its slug is no slug). */
export function redirectTarget(path: string): string | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
  const exact = exactRedirects[normalized];
  if (exact) return exact;
  for (const prefix of variantPrefixes) {
    const id = singleSegment(normalized, prefix);
    if (id && /^\d+$/.test(id)) return `/variant/${id}`;
  }
  for (const prefix of categoryPrefixes) {
    const slug = slugIn(normalized, prefix);
    if (slug) return `/categories/${categorySlugs[slug] ?? slug}`;
  }
  return null;
}

/** The slug of an old product address (/tuote/<slug>), or null when it is none. */
export function oldProductSlug(path: string): string | null {
  const normalized = path.replace(/\/+$/, '').toLowerCase();
  for (const prefix of productPrefixes) {
    const slug = slugIn(normalized, prefix);
    if (slug) return slug;
  }
  return null;
}

/**
 * Where an old product slug lives now, looked up in the catalogue: the product of that slug, else
 * the one variant whose code it is (the old shop named some pages by article number), else the
 * search for its words. Permanent only for what the catalogue has: a search may find it later.
 */
export async function productRedirect(
  lookup: CatalogueLookup,
  slug: string,
): Promise<{ target: string; permanent: boolean }> {
  if (await lookup.product(slug, 'fi')) return { target: `/products/${slug}`, permanent: true };
  const variantId = await lookup.variantIdWithCode(slug);
  if (variantId !== null) return { target: `/variant/${variantId}`, permanent: true };
  return { target: `/new_search?search=${encodeURIComponent(slug.replace(/-/g, ' '))}`, permanent: false };
}

const withQuery = (target: string, query: string | undefined) =>
  query ? `${target}${target.includes('?') ? '&' : '?'}${query}` : target;

/**
 * 301 for every old address, keeping its query string (campaign tags survive the move); an old
 * address whose slug is no slug goes on to the 404 page like any unknown address. A callback
 * hook: only an old product address asks the catalogue, and every promise of a request costs the
 * request-id context's hooks. A catalogue that cannot answer gives its 503, never a guess.
 */
export function registerRedirects(app: FastifyInstance, lookup: CatalogueLookup): void {
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiRequest(request)) return done();
    const [path = '/', query] = request.url.split('?');
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return done();
    }
    const target = redirectTarget(decoded);
    // Answered here: the hook chain stops without done().
    if (target) return void reply.redirect(withQuery(target, query), 301);
    const slug = oldProductSlug(decoded);
    if (!slug) return done();
    productRedirect(lookup, slug).then(
      ({ target: found, permanent }) => reply.redirect(withQuery(found, query), permanent ? 301 : 302),
      (error: unknown) => reply.send(error),
    );
  });
}
