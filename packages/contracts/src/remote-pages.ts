import { z } from 'zod';
import { locales, type Locale } from './common';
import { RemoteNameSchema, type RemoteName } from './remotes';

/**
 * The pages a remote owns, declared once in the remote (mf-<name>/src/pages.ts) and published with
 * each of its releases as `pages.json` beside its remoteEntry.js (packages/webpack-config checks
 * them against this schema at build). The gateway reads the declarations of the releases the
 * remotes manifest names now and derives from them what it did from tables of its own: which
 * paths are pages, their heads, robots rules and first-render calls; the shell gets them with the
 * manifest and routes them. So a remote adds or changes a page by releasing itself (docs/architecture.md,
 * "Pages").
 */

/** What a path parameter may look like; anything else is no page (a 404). */
export const pageParamShapes = {
  uuid: '[0-9a-f-]{36}',
  digits: '[0-9]+',
  /** Any one path segment (a slug, a cart's id): the page itself tells a missing item. */
  slug: '[^/]+',
} as const;
export const PageParamShapeSchema = z.enum(Object.keys(pageParamShapes) as [keyof typeof pageParamShapes]);
export type PageParamShape = z.infer<typeof PageParamShapeSchema>;

const paramName = /^[a-z][A-Za-z0-9]*$/;
const staticSegment = /^[A-Za-z0-9_-]+$/;

/** The `:name` segments of a react-router style path (`/approval/:uuid`). */
export const pathParamNames = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

const PagePathSchema = z
  .string()
  .max(200)
  .refine(
    (path) =>
      path.startsWith('/') &&
      path
        .slice(1)
        .split('/')
        .every(
          (segment) => staticSegment.test(segment) || (segment.startsWith(':') && paramName.test(segment.slice(1))),
        ),
    'a path of /segments and :params, e.g. /approval/:uuid',
  );

const byLocale = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(locales.map((locale) => [locale, value])) as Record<Locale, T>);

const HeadTextSchema = z.string().min(1).max(300);

/**
 * A page's title and meta description per language; `{param}` is replaced by the path's parameter
 * (`{uuid}`). Or the name of a head the gateway looks up in the catalogue (the item's own title),
 * or the search page's head (its search term).
 */
export const PageHeadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), title: byLocale(HeadTextSchema), description: byLocale(HeadTextSchema) }),
  z.object({ kind: z.enum(['category', 'product', 'variant', 'supplier', 'search']) }),
]);
export type PageHeadDeclaration = z.infer<typeof PageHeadSchema>;

/**
 * - index: crawled and indexed;
 * - noindex: a page of its own visitor or a secret link: `noindex` (header and meta) and disallowed in robots.txt;
 * - disallow: disallowed in robots.txt only (a buyer's own cart or search; a crawler never gets there).
 */
export const PageRobotsSchema = z.enum(['index', 'noindex', 'disallow']);
export type PageRobots = z.infer<typeof PageRobotsSchema>;

/**
 * A call the page's first render makes, its answer embedded in the page (as the service knows it,
 * without /api): `{param}` is filled from the path, URI-encoded. `asBuyer` sends the buyer's cookies
 * (the answer is theirs). `rows` marks the answer that lists the page's purchase rows, whose price
 * previews follow: a product's variants or one variant.
 */
export const PageCallSchema = z.object({
  path: z
    .string()
    .max(300)
    .regex(/^\/[^\s#]*$/, 'a call path such as /orders/by-id/{uuid}'),
  asBuyer: z.boolean().default(false),
  rows: z.enum(['product', 'variant']).optional(),
});
export type PageCall = z.infer<typeof PageCallSchema>;

const templateParams = (text: string) => [...text.matchAll(/\{([^}]*)\}/g)].map((match) => match[1] ?? '');

export const RemotePageSchema = z
  .object({
    /** react-router style: `/approval/:uuid`. */
    path: PagePathSchema,
    /** The shape of each `:param` of the path. */
    params: z.record(z.string(), PageParamShapeSchema).default({}),
    /** The name of the page's component in the remote's app (`pages` of its app object). */
    component: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
    head: PageHeadSchema,
    robots: PageRobotsSchema,
    calls: z.array(PageCallSchema).max(10).default([]),
    /** What the page's slot shows while the remote loads. */
    skeleton: z.object({ height: z.number().int().positive().max(2000) }),
  })
  .superRefine((page, context) => {
    const names = pathParamNames(page.path);
    const declared = Object.keys(page.params);
    for (const name of names) {
      if (!declared.includes(name))
        context.addIssue({ code: 'custom', path: ['params'], message: `no shape for :${name}` });
    }
    for (const name of declared) {
      if (!names.includes(name))
        context.addIssue({ code: 'custom', path: ['params'], message: `${name} is not in the path` });
    }
    const texts = [
      ...page.calls.map((call) => call.path),
      ...(page.head.kind === 'text'
        ? [...Object.values(page.head.title), ...Object.values(page.head.description)]
        : []),
    ];
    for (const text of texts) {
      for (const name of templateParams(text)) {
        if (!names.includes(name))
          context.addIssue({ code: 'custom', message: `{${name}} is no parameter of ${page.path}` });
      }
    }
  });
export type RemotePage = z.infer<typeof RemotePageSchema>;

/** The file a remote's build writes beside its remoteEntry.js. */
export const remotePagesFile = 'pages.json';

export const RemotePagesSchema = z
  .object({ remote: RemoteNameSchema, pages: z.array(RemotePageSchema).max(100) })
  .refine((file) => new Set(file.pages.map((page) => page.path)).size === file.pages.length, 'a path declared twice');
export type RemotePages = z.infer<typeof RemotePagesSchema>;
/** What a remote's pages.ts writes: its declarations before defaults are filled in. */
export type RemotePagesDeclaration = z.input<typeof RemotePagesSchema>;

/** The declared pages of each remote, as the gateway reads them. */
export type DeclaredPages = Partial<Record<RemoteName, RemotePage[]>>;

/** What the shell's router needs of a page: the gateway serves only this with the manifest (every page carries it). */
export const PageRouteSchema = z.object({
  path: PagePathSchema,
  params: z.record(z.string(), PageParamShapeSchema),
  component: z.string(),
  skeleton: z.object({ height: z.number().int().positive().max(2000) }),
});
export type PageRoute = z.infer<typeof PageRouteSchema>;
export type DeclaredRoutes = Partial<Record<RemoteName, PageRoute[]>>;

/** The routes of the declared pages, for the manifest the shell reads. */
export const routesOf = (pages: DeclaredPages): DeclaredRoutes =>
  Object.fromEntries(
    Object.entries(pages).map(([remote, list]) => [
      remote,
      list.map(({ path, params, component, skeleton }) => ({ path, params, component, skeleton })),
    ]),
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's path as a regular expression with one named group per parameter. */
export function pagePathPattern(page: Pick<RemotePage, 'path' | 'params'>): RegExp {
  const segments = page.path
    .slice(1)
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      const name = segment.slice(1);
      return `(?<${name}>${pageParamShapes[page.params[name] ?? 'slug']})`;
    });
  return new RegExp(`^/${segments.join('/')}/?$`);
}

/** The parameters of `path` (decoded) when it is this page, else null. */
export function matchPagePath(page: Pick<RemotePage, 'path' | 'params'>, path: string): Record<string, string> | null {
  const match = pagePathPattern(page).exec(path);
  if (!match) return null;
  try {
    return Object.fromEntries(
      Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]),
    );
  } catch {
    // A malformed escape (%E0%A4%A) names no item.
    return null;
  }
}

export interface DeclaredPageMatch {
  remote: RemoteName;
  page: RemotePage;
  params: Record<string, string>;
}

/** Which declared page `path` is, with its parameters; null for none. */
export function findDeclaredPage(pages: DeclaredPages, path: string): DeclaredPageMatch | null {
  for (const [remote, list] of Object.entries(pages) as [RemoteName, RemotePage[]][]) {
    for (const page of list) {
      const params = matchPagePath(page, path);
      if (params) return { remote, page, params };
    }
  }
  return null;
}

/** `text` with each `{param}` replaced, through `encode` (URI-encoding for call paths). */
export function fillParams(text: string, params: Readonly<Record<string, string>>, encode = (value: string) => value) {
  return text.replace(/\{([^}]*)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? encode(params[name] ?? '') : whole,
  );
}

/** The robots.txt `Disallow` prefix of a page: its path up to its first parameter. */
export function disallowedPrefix(page: Pick<RemotePage, 'path'>): string {
  const at = page.path.indexOf('/:');
  return at === -1 ? page.path : page.path.slice(0, at + 1);
}

const RemoteRoutesSchema = z.object({ remote: RemoteNameSchema, routes: z.array(PageRouteSchema).max(100) });

/** The served manifest's routes, each remote's checked on its own: a bad one costs only that remote's pages. */
export function parseDeclaredRoutes(value: unknown): DeclaredRoutes {
  if (typeof value !== 'object' || value === null) return {};
  const routes: DeclaredRoutes = {};
  for (const [key, list] of Object.entries(value)) {
    const parsed = RemoteRoutesSchema.safeParse({ remote: key, routes: list });
    if (parsed.success) routes[parsed.data.remote] = parsed.data.routes;
  }
  return routes;
}
