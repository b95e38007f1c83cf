import { randomUUID } from 'node:crypto';
import {
  deliveryDateIssue,
  deliveryMethodTypes,
  type AddManyToCartBody,
  type AddToCartBody,
  type DeliveryMethodType,
  type DeliveryWindow,
  type DeliveryOption,
  type Locale,
  type Order,
  type OrderFormDraft,
  type OrderQuote,
  type OwnFreight,
  type PaymentMethod,
  type SiteContact,
  type VariantPrice,
} from '@shop/contracts';
import { HttpError, type BackgroundPublisher } from '@shop/service-kit';
import { RevisionConflictError, type OrderStore } from '../shared/order-store';
import type { ShownVariant, VariantCatalogue } from '../shared/variant-catalogue';
import { KeyedLock } from './keyed-lock';
import { RevisionScope } from '../shared/revision-scope';
import { addLines, lineRefusal } from './add-lines';
import type { PricingConfig } from '../shared/pricing/pricing-config';
import { holdsCart, mayRead, type Requester } from '../shared/cart-access';
import { CartView, type Reader } from './cart-view';
import { ownFreightAllowed } from './own-freight';
import { mergeOrderLines, type MergedLine, type NotAdded } from './merge-order-lines';
import { newCartLine } from './new-cart-line';
import { repriceOrder } from './reprice';
import { CartPrices } from './cart-prices';
import type { VatIdVerifier } from '../checkout/vat-id-check';
import type { ContractPriceStore } from '../contract-prices/contract-price-store';
import { contractPricesOf } from '../contract-prices/contract-prices-of';
import type { CartRecords } from './cart-records';

/** Who is asking and in which language; `admitNewCart` refuses (throws) when they may not start another cart now. */
export interface CartRequest {
  locale: Locale;
  who: Requester;
  admitNewCart: () => void | Promise<void>;
}

export interface CartServiceDeps {
  /** Reads; the cart's writes go through `cart`. */
  store: OrderStore;
  cart: CartRecords;
  catalogue: VariantCatalogue;
  /** Where `cart.updated` goes for the live channel: in the background, so no change waits for the broker. */
  notices: BackgroundPublisher;
  pricing: PricingConfig;
  /** Today's date in the shop's time zone (YYYY-MM-DD); injected so tests can move time. */
  today: () => string;
  /** Confirms VAT ids with the business register; without it no cart gets reverse charge. */
  vatIds?: VatIdVerifier;
  /** The companies' contract prices; without it every line has the catalogue's price. */
  contractPrices?: Pick<ContractPriceStore, 'pricesFor'>;
}

const notFound = () => HttpError.notFound();

/**
 * How often one change of a cart is made again from a fresh read when another write (another
 * replica's, as this one's lock serialises its own) came first; each round lets at least one
 * writer through, so this many writers at once all succeed. More gets the buyer a 409.
 */
const conflictAttempts = 5;
const refuse = (field: string, reasonKey: string, status = 400, params?: Record<string, number>) =>
  new HttpError(status, 'CART_REFUSED', reasonKey, [{ field, reason: reasonKey }], params);

/**
 * A new cart: nothing in it restricts the delivery (isOwnFreightAllowed) and nothing is sent
 * (isProcessed); every change decides the first again from its lines (own-freight.ts).
 */
export function emptyCart(uuid: string, locale: Locale): Order {
  return {
    id: null,
    uuid,
    user_id: null,
    items: [],
    order_status: 'created',
    delivery_methodid: 1,
    total_price: 0,
    total_delivery_price: 0,
    total_discount: 0,
    total_vat_price: 0,
    total_price_with_vat: 0,
    length: 0,
    isOwnFreightAllowed: true,
    isProcessed: false,
    order_number: null,
    locale,
  };
}

/**
 * A cart opened with its buyer's session is theirs (a guest cart of their browser is adopted), with
 * their personal discounts as the users service has them now.
 */
function withBuyer(cart: Order, who: Requester): Order {
  const buyer = who.buyer;
  if (!buyer || (cart.user_id !== null && cart.user_id !== buyer.userid)) return cart;
  return { ...cart, user_id: buyer.userid, personal_discounts: buyer.discountRows };
}

/** Refuses a quantity the catalogue would not sell: unknown, not available, or below the minimum. */
function checkSellable(variant: VariantPrice | undefined, quantity: number, field: string) {
  const refusal = lineRefusal(variant, quantity);
  if (refusal) throw refuse(field, refusal.reason, refusal.status, refusal.params);
}

/** How one change of a cart runs, beyond reading, changing, repricing and storing it. */
interface ChangeOptions {
  /** Variants to price besides the cart's own lines: the ones the change adds. */
  alsoPrice?: number[];
  /** A new cart under this uuid: nothing is read; the requester's new cart is made, with its id at once. */
  create?: boolean;
  /** Refuses the repriced cart before it is stored (by throwing). */
  check?: (priced: Order) => void;
}

/**
 * The cart's operations. Each one reprices the cart from the catalogue's current prices (looking
 * again only at what changed since its last change where the catalogue can say: cart-prices.ts),
 * stores it, and tells the live channel. Several tabs, and several replicas of the service, may change a cart at once:
 * a change is stored only over the revision it was made from, and otherwise made again from a
 * fresh read (`exclusive`). The in-process lock only spares this replica's own changes of one cart
 * that second round; correctness comes from the store's revisions.
 */
export class CartService {
  private readonly lock = new KeyedLock();
  private readonly view: CartView;
  private readonly prices: CartPrices;

  constructor(private readonly deps: CartServiceDeps) {
    this.view = new CartView(deps);
    this.prices = new CartPrices(deps.catalogue);
  }

  /**
   * The cart a change naming `namedUuid` goes into: that cart when the requester holds it open; for
   * a sent order of theirs (another tab or device still names it), the cart they started from it
   * since; else a new cart (admitted first). A finished order, a uuid that does not exist or
   * somebody else's cart starts a new cart rather than failing the buyer (and tells nobody whether
   * that uuid exists). `sentFrom` names the requester's sent order a new cart should be linked from.
   */
  private async currentCart(
    namedUuid: string | undefined,
    ctx: CartRequest,
  ): Promise<{ uuid: string; open: boolean; sentFrom: string | null }> {
    const named = namedUuid ? await this.deps.store.findByUuid(namedUuid) : null;
    const held = named !== null && holdsCart(named, ctx.who);
    const next = held && named.order_status !== 'created' ? await this.view.nextCart(named, ctx.who) : undefined;
    const existing = next ? await this.deps.store.findByUuid(next) : named;
    // A quote's cart keeps the quote's lines: adding to it starts a new cart instead.
    const open =
      existing !== null && existing.order_status === 'created' && !existing.quote && holdsCart(existing, ctx.who);
    if (!open) await ctx.admitNewCart();
    return {
      uuid: open ? existing.uuid : randomUUID(),
      open,
      sentFrom: held && !open && named.order_status !== 'created' ? named.uuid : null,
    };
  }

  async add(body: AddToCartBody, ctx: CartRequest): Promise<Order> {
    const { uuid, open, sentFrom } = await this.currentCart(body.uuid, ctx);
    const answered = await this.change(
      uuid,
      ctx,
      async (cart, variants) => {
        const item = cart.items.find((i) => i.variant_id === body.variantId);
        const quantity = (item?.quantity ?? 0) + body.amount;
        checkSellable(variants.get(body.variantId), quantity, 'amount');
        if (item) return { ...cart, items: cart.items.map((i) => (i === item ? { ...i, quantity } : i)) };
        const nextId = cart.items.reduce((max, i) => Math.max(max, i.id), 0) + 1;
        const variant = variants.get(body.variantId)!;
        return {
          ...cart,
          items: [...cart.items, newCartLine(nextId, variant, quantity)],
        };
      },
      { alsoPrice: [body.variantId], create: !open },
    );
    if (sentFrom) await this.linkNextCart(sentFrom, uuid);
    return answered;
  }

  /** A quick order's lines into the current cart at once, or none of them (add-lines.ts). */
  async addMany(body: AddManyToCartBody, ctx: CartRequest): Promise<Order> {
    const { uuid, open, sentFrom } = await this.currentCart(body.uuid, ctx);
    const answered = await this.change(
      uuid,
      ctx,
      async (cart, variants) => addLines(cart, body.lines, variants, ctx.locale),
      {
        alsoPrice: body.lines.map((line) => line.variantId),
        create: !open,
      },
    );
    if (sentFrom) await this.linkNextCart(sentFrom, uuid);
    return answered;
  }

  setQuantity(uuid: string, itemId: number, amount: number, ctx: CartRequest) {
    return this.change(uuid, ctx, async (cart, variants) => {
      const item = cart.items.find((i) => i.id === itemId);
      if (!item) throw refuse('itemId', 'cart.item_unknown', 404);
      if (cart.quote) throw refuse('amount', 'quote.cart_locked', 409);
      checkSellable(variants.get(item.variant_id), amount, 'amount');
      return { ...cart, items: cart.items.map((i) => (i === item ? { ...i, quantity: amount } : i)) };
    });
  }

  removeVariant(uuid: string, variantId: number, ctx: CartRequest) {
    return this.change(uuid, ctx, async (cart) => {
      if (!cart.items.some((i) => i.variant_id === variantId)) throw refuse('variantId', 'cart.item_unknown', 404);
      if (cart.quote) throw refuse('variantId', 'quote.cart_locked', 409);
      return { ...cart, items: cart.items.filter((i) => i.variant_id !== variantId) };
    });
  }

  setLineReference(uuid: string, itemId: number, reference: string, ctx: CartRequest) {
    return this.change(uuid, ctx, async (cart) => {
      if (!cart.items.some((i) => i.id === itemId)) throw refuse('itemId', 'cart.item_unknown', 404);
      return { ...cart, items: cart.items.map((i) => (i.id === itemId ? { ...i, reference } : i)) };
    });
  }

  setText(uuid: string, field: 'comment' | 'order_reference', value: string, ctx: CartRequest) {
    return this.change(uuid, ctx, async (cart) => ({ ...cart, [field]: value }));
  }

  /** The driver's instructions, and the work-site contact: replaced when given, removed when null. */
  setShippingDetails(uuid: string, details: { comment: string; siteContact?: SiteContact | null }, ctx: CartRequest) {
    return this.change(uuid, ctx, async (cart) => ({
      ...cart,
      shipping_comment: details.comment,
      ...(details.siteContact !== undefined ? { site_contact: details.siteContact } : {}),
    }));
  }

  /**
   * The order form is saved as the buyer types; it is validated in full at completion. A VAT id
   * that could earn reverse charge is checked with the business register now, so the cart shows
   * the VAT the order will carry.
   */
  setForm(uuid: string, form: OrderFormDraft, ctx: CartRequest) {
    return this.change(uuid, ctx, async (cart) => {
      const merged = { ...cart.form, ...form };
      return {
        ...cart,
        form: merged,
        vat_check: await this.deps.vatIds?.check(merged, cart.vat_check, ctx.who.buyer?.company),
      };
    });
  }

  setDelivery(
    uuid: string,
    delivery: { type: DeliveryMethodType; ownFreight: OwnFreight | null; timeWindow?: DeliveryWindow },
    seen: { freightTotal: number; cartTotal: number },
    ctx: CartRequest,
  ) {
    return this.change(
      uuid,
      ctx,
      async (cart) => {
        if (delivery.type === 'own_freight' && !delivery.ownFreight)
          throw refuse('ownFreight', 'cart.own_freight_required');
        const timed = delivery.type === 'timecap';
        if (timed && !delivery.timeWindow) throw refuse('timeWindow', 'delivery.window_required');
        // The day is checked against the shop's today: the contract knows formats and hours, not dates.
        const dateIssue = timed ? deliveryDateIssue(delivery.timeWindow!.date, this.deps.today()) : null;
        if (dateIssue) throw refuse('timeWindow.date', dateIssue);
        return {
          ...cart,
          delivery: {
            type: delivery.type,
            own_freight: delivery.type === 'own_freight' ? delivery.ownFreight : null,
            problem: null,
          },
          delivery_window: timed ? delivery.timeWindow! : null,
        };
      },
      {
        check: (priced) => {
          // The buyer confirmed totals they saw; if the server's differ, they must look again.
          const problem = priced.delivery?.problem;
          if (problem) throw refuse('deliveryMethodType', `cart.${problem}`, 409);
          if (priced.total_delivery_price !== seen.freightTotal || priced.total_price_with_vat !== seen.cartTotal) {
            throw new HttpError(409, 'TOTALS_CHANGED', 'cart.totals_changed', [
              { field: 'cartTotal', reason: 'cart.totals_changed' },
            ]);
          }
        },
      },
    );
  }

  setPaymentMethod(uuid: string, method: PaymentMethod, ctx: CartRequest) {
    return this.change(uuid, ctx, async (cart) => ({ ...cart, paymentmethod: { name: method } }));
  }

  /**
   * Buy again: a new cart with the old order's lines that can still be sold, each at least at its
   * minimum. Lines that cannot are left out; when none can, the buyer is told.
   */
  async rebuy(sourceUuid: string, ctx: CartRequest): Promise<Order> {
    const source = await this.deps.store.findByUuid(sourceUuid);
    if (!source || !mayRead(source, ctx.who, new Date())) throw notFound();
    await ctx.admitNewCart();
    const uuid = randomUUID();
    const answered = await this.change(
      uuid,
      ctx,
      async (cart, variants) => {
        const items = source.items.flatMap((item) => {
          const variant = variants.get(item.variant_id);
          if (!variant || variant.availability !== 'available') return [];
          return [{ ...item, quantity: Math.max(item.quantity, variant.min_order) }];
        });
        if (items.length === 0) throw new HttpError(409, 'REBUY_FAILED', 'cart.rebuy_failed');
        return { ...cart, items: items.map((item, index) => ({ ...item, id: index + 1 })) };
      },
      { alsoPrice: source.items.map((i) => i.variant_id), create: true },
    );
    // Bought again from one's own sent order: a tab that still names it goes on in this cart.
    if (source.order_status !== 'created' && holdsCart(source, ctx.who)) await this.linkNextCart(source.uuid, uuid);
    return answered;
  }

  /**
   * Reorder into the current cart (issue 19): a sent order's lines merged into the cart the caller
   * holds (`cartUuid`, resolved as `add` resolves it), repriced at today's prices; the lines that
   * cannot be bought now are answered with their reason. Only for whoever may read the sent order
   * (its buyer's session, or the confirmation token of the browser that completed it): anyone else,
   * a cart or a shared basket get 404. When no line can be bought, nothing is changed or started.
   */
  async reorderInto(
    sourceUuid: string,
    cartUuid: string | undefined,
    ctx: CartRequest,
  ): Promise<{ cart: Order; not_added: NotAdded[] }> {
    const source = await this.deps.store.findByUuid(sourceUuid);
    if (!source || source.order_number === null || !mayRead(source, ctx.who, new Date())) throw notFound();
    return this.mergeInto(source.items, cartUuid, ctx);
  }

  /**
   * Lines (a sent order's, a requisition list's) merged into the cart the caller holds (`cartUuid`,
   * resolved as `add` resolves it), or into a new cart when `fresh`; repriced at today's prices,
   * the lines not bought now answered with their reason. When no line can be bought, nothing is
   * changed or started.
   */
  async mergeInto(
    lines: MergedLine[],
    cartUuid: string | undefined,
    ctx: CartRequest,
    { fresh = false }: { fresh?: boolean } = {},
  ): Promise<{ cart: Order; not_added: NotAdded[] }> {
    const ids = lines.map((i) => i.variant_id);
    const sellable = await this.deps.catalogue.getVariants(ids, ctx.locale);
    if (!lines.some((i) => sellable.get(i.variant_id)?.availability === 'available'))
      throw new HttpError(409, 'REORDER_NOTHING_SOLD', 'cart.reorder_nothing_sold');
    if (fresh) await ctx.admitNewCart();
    const { uuid, open, sentFrom } = fresh
      ? { uuid: randomUUID(), open: false, sentFrom: null }
      : await this.currentCart(cartUuid, ctx);
    let notAdded: NotAdded[] = [];
    const cart = await this.change(
      uuid,
      ctx,
      async (current, variants) => {
        const merged = mergeOrderLines(current, lines, variants);
        notAdded = merged.notAdded;
        return merged.cart;
      },
      { alsoPrice: ids, create: !open },
    );
    if (sentFrom) await this.linkNextCart(sentFrom, uuid);
    return { cart, not_added: notAdded };
  }

  /**
   * The cart of an accepted quote: the quote's lines and quantities, priced at its prices
   * (`quote` on the cart, which no buyer's call changes), owned by the requester as any new cart
   * is; then the usual delivery, payment and completion steps.
   */
  async fromQuote(quote: OrderQuote, ctx: CartRequest): Promise<Order> {
    await ctx.admitNewCart();
    const uuid = randomUUID();
    return this.change(
      uuid,
      ctx,
      async (cart, variants) => ({
        ...cart,
        quote,
        items: quote.lines.map((line, index) => {
          const variant = variants.get(line.variant_id);
          if (!variant || variant.availability !== 'available') throw refuse('quote', 'cart.unavailable', 409);
          return {
            id: index + 1,
            code: variant.code,
            variant_id: line.variant_id,
            quantity: line.quantity,
            price: line.unit_price,
            discount: 0,
            fullTitle: variant.title,
            reference: '',
          };
        }),
      }),
      { alsoPrice: quote.lines.map((line) => line.variant_id), create: true },
    );
  }

  /** What each delivery method would cost for this cart now, so the buyer sees the price before choosing. */
  async deliveryOptions(uuid: string, ctx: CartRequest): Promise<DeliveryOption[]> {
    const stored = await this.deps.store.findByUuid(uuid);
    if (!stored || !holdsCart(stored, ctx.who)) throw notFound();
    const cart = withBuyer(stored, ctx.who);
    const variants = await this.deps.catalogue.getVariants(
      cart.items.map((i) => i.variant_id),
      ctx.locale,
    );
    const contracts = await this.contractPrices(ctx, variants);
    return deliveryMethodTypes.map((type) => {
      const { order } = repriceOrder(
        { ...cart, delivery: { type, own_freight: null, problem: null } },
        variants,
        this.deps.pricing,
        this.deps.today(),
        contracts,
      );
      const problem = order.delivery?.problem ?? null;
      return {
        type,
        available: problem === null,
        problem,
        delivery_price: order.total_delivery_price,
        total_price_with_vat: order.total_price_with_vat,
      };
    });
  }

  /**
   * Shares a basket: a new, separate basket with the same products and quantities, priced for
   * nobody in particular. It has no addresses, names, references or comments, no personal discount
   * and nothing that leads back to the original, so its link can go anywhere; whoever opens it
   * copies it into a cart of their own (rebuy).
   */
  async share(uuid: string, ctx: CartRequest): Promise<Order> {
    const source = await this.deps.store.findByUuid(uuid);
    if (!source || !mayRead(source, ctx.who, new Date())) throw notFound();
    if (source.items.length === 0) throw new HttpError(409, 'CART_EMPTY', 'cart.empty');
    await ctx.admitNewCart();
    const variants = await this.deps.catalogue.getVariants(
      source.items.map((i) => i.variant_id),
      ctx.locale,
    );
    const items = source.items.map((item, index) => ({
      id: index + 1,
      code: item.code,
      variant_id: item.variant_id,
      quantity: item.quantity,
      price: item.price,
      discount: 0,
      fullTitle: item.fullTitle,
      reference: '',
    }));
    const shown = await this.view.shown(source, ctx.locale);
    // A basket, not a cart: no id (SPEC: a loaded order without id is no cart) and no owner.
    const basket: Order = {
      ...emptyCart(randomUUID(), ctx.locale),
      items,
      shared: true,
      isOwnFreightAllowed: ownFreightAllowed(items, shown) ?? source.isOwnFreightAllowed,
    };
    const { order } = repriceOrder(basket, variants, this.deps.pricing, this.deps.today());
    await this.deps.cart.create(order);
    return this.view.present(order, ctx, shown);
  }

  /** The order as this reader gets it: titles in their language, the variants, their next cart (cart-view.ts). */
  present(order: Order, reader: Reader): Promise<Order> {
    return this.view.present(order, reader);
  }

  /**
   * Remembers on a sent order the cart its holder started from it (`goto`), so a tab or device
   * that still names the sent order moves to that cart. Best effort: the new cart is stored
   * already, and a sent order that cannot be written now only leaves that tab to start over.
   */
  private async linkNextCart(sentUuid: string, cartUuid: string): Promise<void> {
    await this.exclusive(sentUuid, async (store) => {
      const sent = await store.findByUuid(sentUuid);
      if (!sent || sent.order_status === 'created' || sent.goto === cartUuid) return;
      await this.deps.cart.within(store).write(sent, { goto: cartUuid });
    }).catch(() => undefined);
  }

  /**
   * A guest cart of a browser whose buyer has logged in since becomes the buyer's (SPEC: a cart
   * belongs to its buyer's session), with their personal discounts; then only their session opens it.
   */
  async adopt(uuid: string, ctx: CartRequest): Promise<void> {
    const cart = await this.deps.store.findByUuid(uuid);
    if (
      !cart ||
      cart.order_status !== 'created' ||
      cart.user_id !== null ||
      !ctx.who.buyer ||
      !holdsCart(cart, ctx.who)
    )
      return;
    await this.change(uuid, ctx, async (c) => c);
  }

  /**
   * Runs a task as one change of this cart, as every change here does (completion and payments
   * use it): the task reads and writes through `store` (a RevisionScope), so its replace fails if
   * the cart changed since it was read, and then the whole task runs again from a fresh read. What
   * it does besides the store (sequence numbers, a provider's payment) may therefore happen more
   * than once; only the winning round's writes are stored. A task must not publish before its last write.
   */
  exclusive<T>(uuid: string, task: (store: OrderStore) => Promise<T>): Promise<T> {
    return this.lock.run(uuid, async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await task(new RevisionScope(this.deps.store));
        } catch (error) {
          if (!(error instanceof RevisionConflictError)) throw error;
          if (attempt === conflictAttempts) throw new HttpError(409, 'CART_BUSY', 'cart.changed_elsewhere');
        }
      }
    });
  }

  /** The requester's company's contract prices for these variants (their session's buyer holds the cart). */
  private contractPrices(ctx: CartRequest, variants: Map<number, VariantPrice>) {
    return contractPricesOf(this.deps.contractPrices, ctx.who.buyer, () =>
      [...variants.values()].map((variant) => variant.code),
    );
  }

  /** A new cart belongs to the logged-in buyer, or else to the browser that made it. */
  private async newCart(uuid: string, ctx: CartRequest): Promise<Order> {
    const { buyer, browser } = ctx.who;
    if (!buyer && !browser) throw new Error('a guest cart needs the cart-access key of its browser');
    const cart = { ...emptyCart(uuid, ctx.locale), id: await this.deps.store.nextSequence('order') };
    return buyer ? { ...cart, user_id: buyer.userid } : { ...cart, access: { browser: browser! } };
  }

  private async change(
    uuid: string,
    ctx: CartRequest,
    mutate: (cart: Order, variants: Map<number, VariantPrice>) => Promise<Order>,
    { alsoPrice = [], create = false, check }: ChangeOptions = {},
  ): Promise<Order> {
    const { order, shown } = await this.exclusive(uuid, async (store) => {
      const stored = create ? null : await store.findByUuid(uuid);
      // Somebody else's cart is answered as one that does not exist: not even a hint that it does.
      if (!create && (!stored || !holdsCart(stored, ctx.who))) throw notFound();
      if (stored && stored.order_status !== 'created') throw refuse('uuid', 'cart.not_editable', 409);
      // A cart has its id from the start (SPEC: a loaded order without id is no cart); the order number
      // comes at completion.
      const created = stored ?? (await this.newCart(uuid, ctx));
      const cart = withBuyer(created, ctx.who);
      const prices = await this.prices.read(created, alsoPrice, ctx.locale);
      const { variants, since } = prices;
      const contracts = await this.contractPrices(ctx, variants);
      const mutated = await mutate(cart, variants);
      // Read after the prices (the HTTP catalogue answers these from the same requests).
      const shown: Map<number, ShownVariant> | null = await this.view.shown(
        mutated,
        ctx.locale,
        since?.shown && { last: since.shown, fresh: since.fresh },
      );
      const allowed = ownFreightAllowed(mutated.items, shown) ?? mutated.isOwnFreightAllowed;
      const { order: priced, repriced } = repriceOrder(
        { ...mutated, isOwnFreightAllowed: allowed },
        variants,
        this.deps.pricing,
        this.deps.today(),
        contracts,
        since && { last: since.repriced, fresh: since.fresh },
      );
      check?.(priced);
      const records = this.deps.cart.within(store);
      // The order as written: the store keeps that object, and the prices remembered are keyed by it.
      const order = stored ? await records.write(stored, records.sectionOf(stored, priced)) : priced;
      if (!stored) await records.create(order);
      this.prices.remember(order, prices, { repriced, shown });
      // Queued in the lock, right after the write: the cart's events leave in the order of its writes.
      this.deps.notices.publish('cart.updated', { uuid, length: order.length }, { key: uuid });
      return { order, shown };
    });
    return this.view.present(order, ctx, shown);
  }
}
