import type { CartItem, Locale, Order } from '@shop/contracts';
import type { OrderStore } from '../shared/order-store';
import type { ShownVariant, VariantCatalogue } from '../shared/variant-catalogue';
import { isProcessed } from '../shared/order-status';
import { holdsCart, type Requester } from '../shared/cart-access';
import { withBytes } from '../shared/json-serialization';
import { answerBytes, type AnswerBytes } from './answer-bytes';

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
 * rendering is kept by, KeptRenderings) and those the change reads anew; and that change's answer.
 */
export interface KeptShown {
  last: Map<number, ShownVariant>;
  fresh: ReadonlySet<number>;
  answer?: KeptAnswer;
}

/**
 * The lines whose variant must be read as shown again: fresh, a kit with a fresh part (its
 * rendering shows its parts'), or not shown last time. With the last answer, a line it showed
 * as the same object is not looked at: the fresh variants and the answer's kits are checked
 * instead, each once, so an add to a 500-line cart looks up its new line, not 500.
 */
function unkept(items: readonly CartItem[], { last, fresh, answer }: KeptShown): number[] {
  const ids: number[] = [];
  if (answer) {
    for (const id of fresh) if (last.has(id)) ids.push(id);
    for (const kit of answer.kits) {
      const variant = last.get(kit);
      if (variant && !fresh.has(kit) && madeWithFresh(variant, fresh)) ids.push(kit);
    }
  }
  let j = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const id = item.variant_id;
    if (answer) {
      const at = storedAt(answer, j, item);
      if (at >= 0) j = at + 1;
      else if (answer.stored[j]?.id === item.id) j++;
      if (at >= 0 && answer.variants[at] !== undefined) continue;
    }
    const variant = last.get(id);
    // With the answer, a fresh variant shown before was named above.
    if (!variant || (!answer && fresh.has(id)) || (!fresh.has(id) && madeWithFresh(variant, fresh))) ids.push(id);
  }
  return ids;
}

/** Whether a kit has a fresh part (a loop, not `some`: this runs for every line of every change). */
function madeWithFresh({ parts }: ShownVariant, fresh: ReadonlySet<number>): boolean {
  for (let i = 0; i < parts.length; i++) if (fresh.has(parts[i]!.variant.id)) return true;
  return false;
}

/**
 * A cart change's answer as its next change may reuse it: per line, the stored line, the variant
 * it was shown with (none when the catalogue could not be asked), the line as shown, and its bytes.
 */
export interface KeptAnswer extends AnswerBytes {
  readonly stored: readonly CartItem[];
  readonly variants: readonly (ShownVariant | undefined)[];
  readonly shown: readonly CartItem[];
  /** The kits among the variants shown (their renderings show their parts'). */
  readonly kits: readonly number[];
}

/**
 * Where the stored line `item` was in the last answer: at `j` (the cursor, one past the last line
 * matched) or `j + 1` (a line removed before it), else -1. Pointer checks: a change keeps its
 * untouched lines as the same objects in the same order.
 */
function storedAt({ stored }: KeptAnswer, j: number, item: CartItem): number {
  if (j < stored.length && stored[j] === item) return j;
  if (j + 1 < stored.length && stored[j + 1] === item) return j + 1;
  return -1;
}

/** As storedAt, and shown with the same variant there. */
function keptAt(last: KeptAnswer, j: number, item: CartItem, variant: ShownVariant | undefined): number {
  const at = storedAt(last, j, item);
  return at >= 0 && last.variants[at] === variant ? at : -1;
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
    return this.answer(order, reader, items);
  }

  /**
   * A cart change's answer, as present's, with its bytes built from the cart's last answer
   * (`last`): a line that is the same object shown with the same variant as there is that line as
   * shown and its bytes, found by walking both answers in step; any other is shown and written anew.
   */
  async presentChange(
    order: Order,
    reader: Reader,
    shown: Map<number, ShownVariant> | null,
    last: KeptAnswer | undefined,
  ): Promise<{ answer: Order; kept: KeptAnswer }> {
    const count = order.items.length;
    const items = new Array<CartItem>(count);
    const variants = new Array<ShownVariant | undefined>(count);
    const from = new Int32Array(count);
    const kits: number[] = [];
    let j = 0;
    for (let i = 0; i < count; i++) {
      const item = order.items[i]!;
      const variant = shown === null ? undefined : shown.get(item.variant_id);
      variants[i] = variant;
      if (variant !== undefined && variant.parts.length > 0) kits.push(item.variant_id);
      const at = last === undefined ? -1 : keptAt(last, j, item, variant);
      from[i] = at;
      if (at >= 0) {
        items[i] = last!.shown[at]!;
        j = at + 1;
      } else {
        items[i] = variant ? shownLine(item, variant) : item;
        // The line changed in place (its quantity, its figures): the next one is compared with the line after it.
        if (last !== undefined && last.stored[j]?.id === item.id) j++;
      }
    }
    const answer = await this.answer(order, reader, items);
    const bytes = answerBytes(answer, from, last);
    return {
      answer: withBytes(answer, bytes.bytes),
      kept: { ...bytes, stored: order.items, variants, shown: items, kits },
    };
  }

  /** `order` with its lines as shown, whether it is sent, and the reader's next cart. */
  private async answer(order: Order, reader: Reader, items: CartItem[]): Promise<Order> {
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
