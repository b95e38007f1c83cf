import type { CartItem, Locale, Order } from '@shop/contracts';
import type { OrderStore } from '../shared/order-store';
import type { ShownVariant, VariantCatalogue } from '../shared/variant-catalogue';
import { isProcessed } from '../shared/order-status';
import { holdsCart, type Requester } from '../shared/cart-access';

/** How many sent orders `goto` follows to reach an open cart (each new cart started from the one before). */
const gotoHops = 5;

/** Each stored line as last shown, with the variant it was shown with. */
const shownLines = new WeakMap<CartItem, { variant: ShownVariant; line: CartItem }>();

/**
 * A stored line with the catalogue's variant and title in it. A change keeps the lines it does
 * not touch (repriceOrder) and the catalogue answers an unchanged variant as the same object
 * (the embedded catalogue's ShownVariants, the HTTP client's kept answers), so the line shown
 * last time is answered again: the same object, whose JSON the serializer has written already
 * (json-serialization.ts). Building each line and writing its variant anew on every change made
 * an add-to-cart about twice as dear (docs/decisions/2026-11-30-cart-write-cost.md).
 */
function shownLine(item: CartItem, variant: ShownVariant): CartItem {
  const last = shownLines.get(item);
  if (last?.variant === variant) return last.line;
  const { parts: _parts, ...shown } = variant;
  const line = { ...item, fullTitle: shown.title, variant: shown };
  shownLines.set(item, { variant, line });
  return line;
}

/**
 * The variants a cart's last change showed (in this change's language), and the fresh ones: those
 * the catalogue names as changed since (price, availability, visibility: all a shown variant's
 * rendering is kept by, KeptRenderings) and those the change reads anew.
 */
export interface KeptShown {
  last: Map<number, ShownVariant>;
  fresh: ReadonlySet<number>;
}

/**
 * The lines whose variant must be read as shown again: fresh, a kit with a fresh part (its
 * rendering shows its parts'), or not shown last time.
 */
function unkept(items: readonly CartItem[], { last, fresh }: KeptShown): number[] {
  const ids: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const id = items[i]!.variant_id;
    const variant = last.get(id);
    if (!variant || fresh.has(id) || madeWithFresh(variant, fresh)) ids.push(id);
  }
  return ids;
}

/** Whether a kit has a fresh part (a loop, not `some`: this runs for every line of every change). */
function madeWithFresh({ parts }: ShownVariant, fresh: ReadonlySet<number>): boolean {
  for (let i = 0; i < parts.length; i++) if (fresh.has(parts[i]!.variant.id)) return true;
  return false;
}

/** Who reads an order, and in which language. */
export interface Reader {
  locale: Locale;
  who: Requester;
}

/**
 * An order as one reader gets it (docs/orders.md, "What a cart answers"). The store keeps lines
 * as priced (a sent order keeps the titles of its language, which its documents print); every
 * answer shows each line in the reader's language with the catalogue's variant, and names the
 * reader's next cart on a sent order they started one from.
 */
export class CartView {
  constructor(private readonly deps: { store: OrderStore; catalogue: VariantCatalogue }) {}

  /**
   * The lines' variants as the catalogue shows them now, or null when it cannot be asked: the cart
   * then answers with its stored titles and without variants rather than not at all.
   */
  async shown(
    order: Pick<Order, 'items'>,
    locale: Locale,
    kept?: KeptShown,
  ): Promise<Map<number, ShownVariant> | null> {
    if (order.items.length === 0) return new Map();
    const ids = kept ? unkept(order.items, kept) : order.items.map((i) => i.variant_id);
    try {
      const read = await this.deps.catalogue.showVariants(ids, locale);
      if (!kept) return read;
      // Taken over, as the cart's prices are (cart-prices.ts): each change only puts newer variants in.
      for (const id of ids) {
        const variant = read.get(id);
        if (variant) kept.last.set(id, variant);
        else kept.last.delete(id);
      }
      return kept.last;
    } catch {
      return null;
    }
  }

  /** `order` for this reader; `shown` when the caller has read the variants already. */
  async present(order: Order, reader: Reader, shown?: Map<number, ShownVariant> | null): Promise<Order> {
    const variants = shown === undefined ? await this.shown(order, reader.locale) : shown;
    const items = order.items.map((item) => {
      const found = variants?.get(item.variant_id);
      return found ? shownLine(item, found) : item;
    });
    const goto = order.order_status === 'created' ? undefined : await this.nextCart(order, reader.who);
    const { goto: _stored, ...rest } = order;
    return { ...rest, items, isProcessed: isProcessed(order), ...(goto ? { goto } : {}) };
  }

  /**
   * The open cart the requester started from this sent order (directly, or from a cart started from
   * it that was sent since), when they hold it; somebody else's cart is never named.
   */
  async nextCart(order: Order, who: Requester): Promise<string | undefined> {
    let next = order.goto;
    for (let hop = 0; next !== undefined && hop < gotoHops; hop++) {
      const cart = await this.deps.store.findByUuid(next);
      if (!cart || !holdsCart(cart, who)) return undefined;
      if (cart.order_status === 'created') return cart.uuid;
      next = cart.goto;
    }
    return undefined;
  }
}
