import { cookies } from '@shop/contracts';
import { readCookie } from '@shop/service-kit';

/** A call the first render of a page makes, as the service knows it (without /api). */
export interface FirstRenderCall {
  path: string;
  /** Sent with the buyer's own cookies: the answer is theirs (their cart), never cached or shared. */
  asBuyer: boolean;
}

const publicCall = (path: string): FirstRenderCall => ({ path, asBuyer: false });
const enc = encodeURIComponent;

const uuidShape = /^[0-9a-f-]{36}$/i;

/**
 * The price tiers, which the product, variant and cart pages wait for before they show anything (so
 * their list does not push the page down later). A session's answer names its personal discounts:
 * asked as the buyer.
 */
const priceTiers: FirstRenderCall = { path: '/orders/price-tiers', asBuyer: true };

/** The page's own calls: what its main content shows first (the remotes' first queries, same paths). */
function pageCalls(path: string): FirstRenderCall[] {
  if (path === '/') return [publicCall('/blogs/all?range=[0,10]'), publicCall('/static')];
  const [, kind, raw] = /^\/(categories|products|variant|cart)\/([^/]+)$/.exec(path) ?? [];
  if (!kind || !raw) return [];
  const item = decodeURIComponent(raw);
  switch (kind) {
    case 'categories':
      return [
        publicCall(`/category/by-slug/${enc(item)}`),
        publicCall(`/productVariant/by-category/${enc(item)}?range=[0,10]`),
        publicCall(`/productVariant/values/${enc(item)}`),
      ];
    case 'products':
      return [
        publicCall(`/productVariant/by-product/${enc(item)}?range=[0,100]`),
        publicCall(`/product/sets/${enc(item)}`),
        publicCall(`/product/parent-sets/${enc(item)}`),
        priceTiers,
      ];
    case 'variant':
      return /^\d+$/.test(item)
        ? [publicCall(`/productVariant/${item}`), publicCall(`/product/parent-sets/${item}`), priceTiers]
        : [];
    default:
      return uuidShape.test(item) ? [{ path: `/orders/by-id/${item}`, asBuyer: true }, priceTiers] : [];
  }
}

/**
 * The calls whose answers a page embeds so its first render needs no round trip: the navigation's
 * categories, the buyer's cart for the header's badge, and the page's own. A call the client
 * makes differently (another range, a new call) simply goes to the network as before.
 */
export function firstRenderCalls(path: string, cookieHeader: string | undefined): FirstRenderCall[] {
  const calls = [publicCall('/category/rootCategories'), ...pageCalls(path)];
  const cart = readCookie(cookieHeader, cookies.cartId);
  if (cart && uuidShape.test(cart) && !calls.some((call) => call.path === `/orders/by-id/${cart}`))
    calls.push({ path: `/orders/by-id/${cart}`, asBuyer: true });
  return calls;
}
