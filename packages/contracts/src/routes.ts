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

const startsWithSegment = (path: string, prefix: string) =>
  path === prefix || path.startsWith(prefix + '/') || path.startsWith(prefix + '?');

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

/** Pages of SPEC section 2 that the shell renders; anything else is a 404 page. */
export const pagePatterns: readonly RegExp[] = [
  /^\/$/,
  /^\/shop\/?$/,
  /^\/categories\/[^/]+\/?$/,
  /^\/products\/[^/]+\/?$/,
  /^\/variant\/[^/]+\/?$/,
  // A supplier's own page with its products.
  /^\/supplier\/[^/]+\/?$/,
  /^\/new_search\/?$/,
  /^\/cart\/[^/]+\/?$/,
  // Ordering by product code: pasted lines or an uploaded CSV / XLSX (quick-order.ts).
  /^\/quick-order\/?$/,
  /^\/users\/profile\/?$/,
  /^\/users\/(verify|reset-password)\/?$/,
  // A supplier answers its purchase order (fulfilment.ts: the token is in the fragment); never indexed.
  /^\/supplier-order\/?$/,
  // A buyer's sent order opened by the link in its mails (order.ts: the token in the fragment); never indexed.
  /^\/order\/?$/,
  // The back office's operations pages, for operators only (docs/events.md, docs/orders.md); never indexed.
  /^\/backoffice\/(dead-letters|suppliers|companies)\/?$/,
  // The back office's orders, for operators only (docs/orders.md, "Back office"); never indexed.
  /^\/backoffice\/?$/,
  /^\/backoffice\/orders\/[0-9a-f-]{36}\/?$/,
  // The company account and the page an invitation link opens (company-account.ts); never indexed.
  /^\/company(\/invite)?\/?$/,
  // A buyer's quote and the seller's pricing page (quotes.ts: a link's token in the fragment); never indexed.
  /^\/quote\/[0-9a-f-]{36}\/?$/,
  /^\/quote-pricing\/?$/,
  // A company admin approves or rejects an order above a buyer's limit (approval.ts); never indexed.
  /^\/approval\/[0-9a-f-]{36}\/?$/,
  /^\/(contact|about|faq|blog|terms|privacy|supplierInfo|legal)\/?$/,
  /^\/blog\/[^/]+\/?$/,
  // The app shell (SPEC 2): header, menu and footer with an empty page, for whatever wants the shell
  // alone (a purchasing system's frame, a cache of the shell); never indexed.
  /^\/_app\/?$/,
];
export const isPagePath = (path: string) => pagePatterns.some((p) => p.test(path));
