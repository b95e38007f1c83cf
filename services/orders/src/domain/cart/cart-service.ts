import { randomUUID } from 'node:crypto';
import { deliveryMethodTypes, type AddToCartBody, type DeliveryMethodType, type DeliveryOption, type Locale, type Order, type OwnFreight, type PaymentMethod, type VariantPrice } from '@shop/contracts';
import { HttpError, type EventBus } from '@shop/service-kit';
import type { OrderStore } from '../../ports/order-store';
import type { BuyerDirectory } from '../../ports/buyer-directory';
import type { VariantCatalogue } from '../../ports/variant-catalogue';
import { KeyedLock } from '../keyed-lock';
import type { PricingConfig } from '../pricing/pricing-config';
import { repriceOrder } from './reprice';

/** Who is asking: the buyer's language and, when logged in, who they are (from the session token). */
export interface Buyer {
  userid: number;
  token: string;
}
export interface CartRequest {
  locale: Locale;
  buyer: Buyer | null;
}

export interface CartServiceDeps {
  store: OrderStore;
  catalogue: VariantCatalogue;
  bus: EventBus;
  pricing: PricingConfig;
  /** Personal discounts of logged-in buyers; without it, carts get none. */
  buyers?: BuyerDirectory;
  /** Today's date in the shop's time zone (YYYY-MM-DD); injected so tests can move time. */
  today: () => string;
}

const notFound = () => HttpError.notFound();
const refuse = (field: string, reasonKey: string, status = 400) => new HttpError(status, 'CART_REFUSED', reasonKey, [{ field, reason: reasonKey }]);

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

/** Refuses a quantity the catalogue would not sell: unknown, not available, or below the minimum. */
function checkSellable(variant: VariantPrice | undefined, quantity: number, field: string) {
  if (!variant) throw refuse(field, 'cart.variant_unknown');
  if (variant.availability !== 'available') throw refuse(field, 'cart.unavailable', 409);
  if (quantity < variant.min_order) throw refuse(field, 'cart.below_minimum');
}

/**
 * The cart's operations. Each one runs alone for its cart (several tabs may change it at once),
 * reprices the whole cart from the catalogue, stores it, and tells the live channel.
 */
export class CartService {
  private readonly lock = new KeyedLock();

  constructor(private readonly deps: CartServiceDeps) {}

  async add(body: AddToCartBody, ctx: CartRequest): Promise<Order> {
    const existing = body.uuid ? await this.deps.store.findByUuid(body.uuid) : null;
    // A finished order, or a uuid that does not exist, starts a new cart rather than failing the buyer.
    const uuid = existing?.order_status === 'created' ? existing.uuid : randomUUID();
    return this.change(uuid, ctx, async (cart, variants) => {
      const item = cart.items.find((i) => i.variant_id === body.variantId);
      const quantity = (item?.quantity ?? 0) + body.amount;
      checkSellable(variants.get(body.variantId), quantity, 'amount');
      if (item) return { ...cart, items: cart.items.map((i) => (i === item ? { ...i, quantity } : i)) };
      const nextId = cart.items.reduce((max, i) => Math.max(max, i.id), 0) + 1;
      const variant = variants.get(body.variantId)!;
      return {
        ...cart,
        items: [
          ...cart.items,
          { id: nextId, code: variant.code, variant_id: variant.id, quantity, price: variant.sale_price, discount: 0, fullTitle: variant.title, reference: '' },
        ],
      };
    }, [body.variantId], existing === null || existing.order_status !== 'created');
  }

  setQuantity(uuid: string, itemId: number, amount: number, ctx: CartRequest) {
    return this.change(uuid, ctx, async (cart, variants) => {
      const item = cart.items.find((i) => i.id === itemId);
      if (!item) throw refuse('itemId', 'cart.item_unknown', 404);
      checkSellable(variants.get(item.variant_id), amount, 'amount');
      return { ...cart, items: cart.items.map((i) => (i === item ? { ...i, quantity: amount } : i)) };
    });
  }

  removeVariant(uuid: string, variantId: number, ctx: CartRequest) {
    return this.change(uuid, ctx, async (cart) => {
      if (!cart.items.some((i) => i.variant_id === variantId)) throw refuse('variantId', 'cart.item_unknown', 404);
      return { ...cart, items: cart.items.filter((i) => i.variant_id !== variantId) };
    });
  }

  setLineReference(uuid: string, itemId: number, reference: string, ctx: CartRequest) {
    return this.change(uuid, ctx, async (cart) => {
      if (!cart.items.some((i) => i.id === itemId)) throw refuse('itemId', 'cart.item_unknown', 404);
      return { ...cart, items: cart.items.map((i) => (i.id === itemId ? { ...i, reference } : i)) };
    });
  }

  setText(uuid: string, field: 'comment' | 'order_reference' | 'shipping_comment', value: string, ctx: CartRequest) {
    return this.change(uuid, ctx, async (cart) => ({ ...cart, [field]: value }));
  }

  /** The order form is saved as the buyer types; it is validated in full at completion. */
  setForm(uuid: string, form: Record<string, unknown>, ctx: CartRequest) {
    return this.change(uuid, ctx, async (cart) => ({ ...cart, form: { ...cart.form, ...form } }));
  }

  setDelivery(
    uuid: string,
    delivery: { type: DeliveryMethodType; ownFreight: OwnFreight | null },
    seen: { freightTotal: number; cartTotal: number },
    ctx: CartRequest,
  ) {
    return this.change(uuid, ctx, async (cart) => {
      if (delivery.type === 'own_freight' && !delivery.ownFreight) throw refuse('ownFreight', 'cart.own_freight_required');
      return { ...cart, delivery: { type: delivery.type, own_freight: delivery.type === 'own_freight' ? delivery.ownFreight : null, problem: null } };
    }, [], false, (priced) => {
      // The buyer confirmed totals they saw; if the server's differ, they must look again.
      if (priced.delivery?.problem) throw refuse('deliveryMethodType', 'cart.worksite_outside_area', 409);
      if (priced.total_delivery_price !== seen.freightTotal || priced.total_price_with_vat !== seen.cartTotal) {
        throw new HttpError(409, 'TOTALS_CHANGED', 'cart.totals_changed', [{ field: 'cartTotal', reason: 'cart.totals_changed' }]);
      }
    });
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
    if (!source) throw notFound();
    const uuid = randomUUID();
    return this.change(uuid, ctx, async (cart, variants) => {
      const items = source.items.flatMap((item) => {
        const variant = variants.get(item.variant_id);
        if (!variant || variant.availability !== 'available') return [];
        return [{ ...item, quantity: Math.max(item.quantity, variant.min_order), reference: item.reference }];
      });
      if (items.length === 0) throw new HttpError(409, 'REBUY_FAILED', 'cart.rebuy_failed');
      return { ...cart, items: items.map((item, index) => ({ ...item, id: index + 1 })) };
    }, source.items.map((i) => i.variant_id), true);
  }

  /** What each delivery method would cost for this cart now, so the buyer sees the price before choosing. */
  async deliveryOptions(uuid: string, ctx: CartRequest): Promise<DeliveryOption[]> {
    const stored = await this.deps.store.findByUuid(uuid);
    if (!stored) throw notFound();
    const cart = await this.withBuyer(stored, ctx.buyer);
    const variants = await this.deps.catalogue.getVariants(cart.items.map((i) => i.variant_id), ctx.locale);
    return deliveryMethodTypes.map((type) => {
      const { order } = repriceOrder({ ...cart, delivery: { type, own_freight: null, problem: null } }, variants, this.deps.pricing, this.deps.today());
      const problem = order.delivery?.problem ?? null;
      return { type, available: problem === null, problem, delivery_price: order.total_delivery_price, total_price_with_vat: order.total_price_with_vat };
    });
  }

  /**
   * A logged-in buyer's cart is theirs, with their personal discounts as the users service has them
   * now; changes without a session keep the discounts last read, so totals do not flip between tabs.
   */
  private async withBuyer(cart: Order, buyer: Buyer | null): Promise<Order> {
    if (!buyer || !this.deps.buyers || (cart.user_id !== null && cart.user_id !== buyer.userid)) return cart;
    const rows = await this.deps.buyers.discountRows(buyer.token);
    return { ...cart, user_id: buyer.userid, personal_discounts: rows };
  }

  /** Runs a task alone for this cart, as every change does (completion uses it). */
  exclusive<T>(uuid: string, task: () => Promise<T>): Promise<T> {
    return this.lock.run(uuid, task);
  }

  private change(
    uuid: string,
    ctx: CartRequest,
    mutate: (cart: Order, variants: Map<number, VariantPrice>) => Promise<Order>,
    extraVariantIds: number[] = [],
    create = false,
    check: (priced: Order) => void = () => undefined,
  ): Promise<Order> {
    return this.lock.run(uuid, async () => {
      const stored = create ? null : await this.deps.store.findByUuid(uuid);
      if (!create && !stored) throw notFound();
      if (stored && stored.order_status !== 'created') throw refuse('uuid', 'cart.not_editable', 409);
      // A cart has its id from the start (SPEC: a loaded order without id is no cart); the order number comes at completion.
      const created = stored ?? { ...emptyCart(uuid, ctx.locale), id: await this.deps.store.nextSequence('order') };
      const cart = await this.withBuyer(created, ctx.buyer);
      const ids = [...cart.items.map((i) => i.variant_id), ...extraVariantIds];
      const variants = await this.deps.catalogue.getVariants(ids, ctx.locale);
      const mutated = await mutate(cart, variants);
      const { order } = repriceOrder(mutated, variants, this.deps.pricing, this.deps.today());
      check(order);
      if (stored) await this.deps.store.replace(order);
      else await this.deps.store.insert(order);
      await this.deps.bus.publish('cart.updated', { uuid, length: order.length });
      return order;
    });
  }
}
