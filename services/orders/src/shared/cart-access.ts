import { createHash, randomBytes } from 'node:crypto';
import type { Order } from '@shop/contracts';
import type { SessionBuyer } from './buyer-directory';

/**
 * Who may do what with a cart or an order (docs/orders.md, "Who may do what"). A uuid is an
 * address, not a key: it shows up in address bars, logs, Referer headers and shared screens.
 * What opens an order is a session the users service still holds, or a secret only the browser
 * that created (or completed) it has, kept in an HttpOnly cookie and stored here as a hash.
 */

/** A secret handed to a browser: 256 random bits. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** What is stored of a secret: enough to recognise it, useless to anyone who reads the store. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Who is asking, as far as the orders service can tell. */
export interface Requester {
  /** The logged-in buyer, from a session the users service still accepts. */
  buyer: SessionBuyer | null;
  /** Hash of this browser's cart-access cookie, when it has one. */
  browser: string | null;
  /** Hash of the confirmation token this browser holds for an order, when it has one. */
  confirmationFor(uuid: string): string | null;
}

export const nobody: Requester = { buyer: null, browser: null, confirmationFor: () => null };

/**
 * Whether the requester holds this cart: its buyer's session when a buyer owns it, otherwise the
 * browser that created it. Changing, completing, sending an offer of it and reading it while it
 * is a cart all need this. A shared basket is nobody's cart.
 */
export function holdsCart(order: Order, who: Requester): boolean {
  if (order.shared) return false;
  if (order.user_id !== null) return who.buyer !== null && who.buyer.userid === order.user_id;
  return who.browser !== null && order.access?.browser === who.browser;
}

/**
 * Whether the requester may read the order. A cart: whoever holds it. A sent order carries the
 * buyer's name, addresses, phone, e-mail and VAT id: its buyer's session, or a confirmation token
 * given to the browser that completed it, until that token expires; the long-lived cart-access
 * cookie does not open it. A shared basket carries no personal data: anyone with its link.
 */
export function mayRead(order: Order, who: Requester, now: Date): boolean {
  if (order.shared) return true;
  if (order.order_number === null) return holdsCart(order, who);
  if (order.user_id !== null && who.buyer?.userid === order.user_id) return true;
  const token = who.confirmationFor(order.uuid);
  return (
    token !== null &&
    (order.access?.confirmations ?? []).some((c) => c.hash === token && Date.parse(c.expires_at) > now.getTime())
  );
}

/** How many confirmation tokens an order keeps (a double click or a retry each get one). */
const confirmationsKept = 5;

/** The order with one more confirmation token, the expired ones dropped. */
export function withConfirmation(order: Order, hash: string, expiresAt: Date, now: Date): Order {
  const live = (order.access?.confirmations ?? []).filter((c) => Date.parse(c.expires_at) > now.getTime());
  const confirmations = [...live, { hash, expires_at: expiresAt.toISOString() }].slice(-confirmationsKept);
  return { ...order, access: { ...order.access, confirmations } };
}
