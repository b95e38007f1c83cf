/**
 * The shop's routes table. At the gateway every call answers under `apiPrefix`; behind it each
 * service keeps the paths of SPEC section 7. Everything else is a page of SPEC section 2 or a file.
 * The gateway, the browser's client and the services' public links all build on this table
 * (docs/architecture.md, "Routes").
 */
export const apiPrefix = '/api';

export const serviceNames = ['catalogue', 'orders', 'users', 'contact'] as const;
export type ServiceName = (typeof serviceNames)[number];

/** Which service answers which call path (behind /api). */
export const servicePrefixes = {
  catalogue: [
    '/search',
    '/productVariant',
    '/product',
    '/category',
    '/static',
    '/faq',
    '/countries',
    '/blogs',
    '/suppliers',
  ],
  orders: ['/orders', '/ws'],
  users: ['/users'],
  contact: ['/contact', '/newsletter'],
} as const satisfies Record<ServiceName, readonly `/${string}`[]>;

/** Calls the gateway answers itself. */
export const gatewayPrefixes = ['/analytics'] as const;

export type CallPrefix = (typeof servicePrefixes)[ServiceName][number] | (typeof gatewayPrefixes)[number];

export const callPrefixes: readonly CallPrefix[] = [
  ...serviceNames.flatMap((name) => servicePrefixes[name]),
  ...gatewayPrefixes,
];

/**
 * Files a service serves outside /api: pictures keep the addresses that sent mails, search
 * engines and IMAGE_BASE on a CDN already point at.
 */
export const serviceFileRoutes = [{ prefix: '/static/images', service: 'catalogue' }] as const satisfies readonly {
  prefix: `/${string}`;
  service: ServiceName;
}[];

const slash = 47;
const questionMark = 63;
/** Read in place: every request is checked against these prefixes several times, so no string is built. */
const startsWithSegment = (path: string, prefix: string) => {
  if (!path.startsWith(prefix)) return false;
  const next = path.charCodeAt(prefix.length);
  return Number.isNaN(next) || next === slash || next === questionMark;
};

/** A call path as the services know it (`/orders/add`, `/faq?x=1`), without the /api prefix. */
export const isCallPath = (path: string): boolean => callPrefixes.some((prefix) => startsWithSegment(path, prefix));

export const isServiceFilePath = (path: string): boolean =>
  serviceFileRoutes.some(({ prefix }) => startsWithSegment(path, prefix));

/** Asked for under /api: a call, never a page. */
export const isApiUrl = (url: string): boolean => startsWithSegment(url, apiPrefix);

/** The public address of a call: `apiPath('/orders/add')` is `/api/orders/add`. */
export const apiPath = <P extends string>(callPath: P): `${typeof apiPrefix}${P}` => `${apiPrefix}${callPath}`;

/** The call path behind a public address under /api (query kept), or null when it names no call. */
export function callPathOf(url: string): string | null {
  if (!url.startsWith(apiPrefix + '/')) return null;
  const callPath = url.slice(apiPrefix.length);
  return isCallPath(callPath) ? callPath : null;
}

/**
 * The shell's own pages (SPEC section 2). The remotes' pages are not listed here: each remote
 * declares its own with its release (remote-pages.ts), and the gateway asks those. Anything else
 * is a 404 page.
 */
export const pagePatterns: readonly RegExp[] = [
  /^\/$/,
  /^\/users\/profile\/?$/,
  /^\/(contact|about|faq|blog|terms|privacy|supplierInfo|legal)\/?$/,
  /^\/blog\/[^/]+\/?$/,
  // The app shell (SPEC 2): header, menu and footer with an empty page, for whatever wants the shell
  // alone (a purchasing system's frame, a cache of the shell); never indexed.
  /^\/_app\/?$/,
];
export const isPagePath = (path: string) => pagePatterns.some((p) => p.test(path));
