/**
 * Which service answers which call path (SPEC section 7). The gateway routes by this table,
 * in embedded mode and in production alike.
 */
export const serviceNames = ['catalogue', 'orders', 'users', 'contact'] as const;
export type ServiceName = (typeof serviceNames)[number];

export const servicePrefixes: Record<ServiceName, readonly string[]> = {
  catalogue: ['/search', '/productVariant', '/product', '/category', '/static', '/faq', '/countries', '/blogs'],
  orders: ['/orders', '/ws'],
  users: ['/users'],
  contact: ['/contact', '/newsletter'],
};

export function isApiPath(path: string): boolean {
  return Object.values(servicePrefixes).some((prefixes) =>
    prefixes.some((p) => path === p || path.startsWith(p + '/') || path.startsWith(p + '?')),
  );
}

/** Pages of SPEC section 2 that the shell renders; anything else is a 404 page. */
export const pagePatterns: readonly RegExp[] = [
  /^\/$/,
  /^\/shop\/?$/,
  /^\/categories\/[^/]+\/?$/,
  /^\/products\/[^/]+\/?$/,
  /^\/variant\/[^/]+\/?$/,
  /^\/new_search\/?$/,
  /^\/cart\/[^/]+\/?$/,
  /^\/users\/profile\/?$/,
  /^\/users\/(verify|reset-password)\/?$/,
  /^\/(contact|about|faq|blog|terms|privacy|supplierInfo|legal)\/?$/,
  /^\/blog\/[^/]+\/?$/,
];
export const isPagePath = (path: string) => pagePatterns.some((p) => p.test(path));
