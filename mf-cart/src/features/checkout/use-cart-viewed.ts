import type { Order } from '@shop/contracts';
import { track, useCartStore } from '@shop/state';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The history entries (with their cart) that already showed a cart. Kept beyond the page, because the
 * page mounting again on an entry it was on (its remote's slot reloading, the browser's back button
 * within the checkout) is the same visit, not a new one.
 */
const shownEntries = new Set<string>();

/**
 * Once per cart visit, however often the page renders, mounts or moves between the checkout's
 * steps: the header remembers the cart and analytics hears "Cart Viewed" (docs/analytics.md). A
 * new visit is a new arrival at the cart's address from elsewhere.
 */
export function useCartViewed(cart: Order | undefined): void {
  const { key } = useLocation();
  const reportedCart = useRef<string | null>(null);
  const cartShown = useEffectEvent(() => {
    if (cart?.order_status !== 'created' || cart.shared || cart.length === 0) return;
    const entry = `${key}|${cart.uuid}`;
    const newVisit = reportedCart.current !== cart.uuid && !shownEntries.has(entry);
    shownEntries.add(entry);
    reportedCart.current = cart.uuid;
    useCartStore.getState().setCartUuid(cart.uuid);
    if (newVisit) void track('Cart Viewed', { cart_id: cart.uuid, items: cart.length }, cart.total_price / 100);
  });
  const shownUuid = cart?.uuid;
  useEffect(() => cartShown(), [shownUuid, key]);
}
