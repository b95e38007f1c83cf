import { cookies, embeddedCallKey, fillParams, type DeclaredPageMatch } from '@shop/contracts';
import { readCookie } from '@shop/service-kit';
import { pricePreviewCalls, productRows, variantRow, type PurchaseRows } from './price-previews';

/** A call the first render of a page makes, as the service knows it (without /api). */
export interface FirstRenderCall {
  path: string;
  /** Sent with the buyer's own cookies: the answer is theirs (their cart), never cached or shared. */
  asBuyer: boolean;
}

/** What a page's first render asks: the calls its address names, then those their answers name. */
export interface FirstRenderCalls {
  calls: FirstRenderCall[];
  /** The calls that follow from the first calls' answers (by embeddedCallKey), asked after them. */
  followUps: (answered: Readonly<Record<string, unknown>>) => FirstRenderCall[];
}

const publicCall = (path: string): FirstRenderCall => ({ path, asBuyer: false });
/** A cart as its holder asks for it: the orders service answers another buyer's cart 404. */
const cartCall = (uuid: string): FirstRenderCall => ({ path: `/orders/by-id/${uuid}`, asBuyer: true });

const uuidShape = /^[0-9a-f-]{36}$/i;

interface PageCalls {
  calls: FirstRenderCall[];
  /** The answer that lists the page's purchase rows, whose price previews follow. */
  purchaseRows?: PurchaseRows;
}

const rowsOf = { product: productRows, variant: variantRow } as const;

/**
 * Home's first render: its blog teasers, its static content and mf-catalogue's two variant rows
 * (rankedVariantsQuery at the rows' length, 12). Rendered with their variants, not as skeletons, the
 * page is whole without its scripts, which then start at the buyer's first input (shell/src/first-input).
 */
const homeCalls = [
  '/blogs/all?range=[0,10]',
  '/static',
  '/productVariant/top?range=[0,12]',
  '/productVariant/popular?range=[0,12]',
];

/**
 * The page's own calls: what its main content shows first (its components' first queries, same
 * paths). A remote's page declares them (remote-pages.ts); of the shell's own pages only home has any.
 */
function pageCalls(path: string, declared: DeclaredPageMatch | null): PageCalls {
  if (path === '/') return { calls: homeCalls.map(publicCall) };
  if (!declared) return { calls: [] };
  const calls = declared.page.calls.map((call) => ({
    ...call,
    path: fillParams(call.path, declared.params, encodeURIComponent),
  }));
  const rows = calls.find((call) => call.rows);
  return {
    calls: calls.map(({ path: callPath, asBuyer }) => ({ path: callPath, asBuyer })),
    purchaseRows: rows?.rows ? rowsOf[rows.rows](rows.path) : undefined,
  };
}

/**
 * The calls whose answers a page embeds so its first render needs no round trip: the navigation's
 * categories, the buyer's cart for the header's badge, the page's own, and the price previews of
 * its purchase rows. A call the client makes differently (another range, a new call) simply goes
 * to the network as before.
 */
export function firstRenderCalls(
  path: string,
  cookieHeader: string | undefined,
  declared: DeclaredPageMatch | null = null,
): FirstRenderCalls {
  const page = pageCalls(path, declared);
  const calls = [publicCall('/category/rootCategories'), ...page.calls];
  const cookie = readCookie(cookieHeader, cookies.cartId);
  const cart = cookie && uuidShape.test(cookie) ? cookie : null;
  if (cart && !calls.some((call) => call.path === cartCall(cart).path)) calls.push(cartCall(cart));
  const rows = page.purchaseRows;
  return {
    calls,
    followUps: (answered) => {
      // Previews name a cart only when the page embedded it, i.e. the orders service answered it to
      // this requester: for somebody else's cart, one that is gone, or a cookie of another shape,
      // none (the rows ask themselves, and the service treats such a cart as none).
      const ownCart = cart !== null && embeddedCallKey(cartCall(cart).path) in answered;
      return rows && (ownCart || !cookie) ? pricePreviewCalls(rows, cart, answered) : [];
    },
  };
}
