import {
  companyErrorCodes,
  deliveryDateIssue,
  OrderFormSchema,
  PaymentMethodSchema,
  type CompleteOrderResponse,
  type Locale,
  type Order,
} from '@shop/contracts';
import { HttpError, issueReason } from '@shop/service-kit';
import type { OrderEvents, OrderStore } from '../shared/order-store';
import type { CheckoutRecords } from './checkout-records';
import type { PaymentProvider } from './payment-provider';
import { withNewAttempt } from './card-payment';
import { transition } from '../shared/order-status';
import type { PaymentMethods } from './payment-methods';
import type { VatIdVerifier } from './vat-id-check';
import type { VariantCatalogue } from '../shared/variant-catalogue';
import { withConfirmation } from '../shared/cart-access';
import type { CartService } from '../cart/cart-service';
import { ownFreightAllowed } from '../cart/own-freight';
import { repriceOrder } from '../cart/reprice';
import { checkQuoteCartValid } from '../quotes/quote-state';
import { localeFormat } from '../documents/locale-format';
import type { PricingConfig } from '../shared/pricing/pricing-config';
import type { SessionBuyer } from '../shared/buyer-directory';
import type { CompanyDirectory } from '../shared/company-directory';
import { approvalNeeded } from '../approvals/approval';
import { companyBillingOf, orderBillingOf, requireReferences } from './order-billing';
import { creditExceeded, creditLimitRefusal } from './credit-limit';
import type { OpenBalance } from './open-balance';
import { completionEvents } from '../shared/order-placed';
import type { ContractPriceStore } from '../contract-prices/contract-price-store';
import { contractPricesOf } from '../contract-prices/contract-prices-of';

export interface CompleteOrderDeps {
  carts: CartService;
  store: OrderStore;
  /** Where completion writes (its port): reads go to `store`. */
  checkout: CheckoutRecords;
  catalogue: VariantCatalogue;
  pricing: PricingConfig;
  /** Card payments; null when they are switched off (then `methods` refuses card). */
  payments: PaymentProvider | null;
  methods: PaymentMethods;
  /** Confirms VAT ids with the business register; without it no order gets reverse charge. */
  vatIds?: VatIdVerifier;
  /** The company admins an order above a buyer's limit waits for (docs/orders.md, "Approvals"). */
  companies?: CompanyDirectory;
  /** What a company owes on open invoices, against its credit limit; without it an order is judged alone. */
  openBalance?: OpenBalance;
  /** The companies' contract prices, read again at completion: the order is charged today's. */
  contractPrices?: Pick<ContractPriceStore, 'pricesFor'>;
  today: () => string;
}

/** Who completes the order, and what their browser is given for it. */
export interface Completing {
  locale: Locale;
  /** The session's buyer; null for a guest. */
  buyer: SessionBuyer | null;
  /** The hash of the confirmation token the completing browser gets, and when that token expires. */
  confirmation: { hash: string; expiresAt: Date };
  /** The request's Idempotency-Key as its claim (hashed, see complete.ts); null without one. */
  request: string | null;
  /** Above the company's credit limit on invoice, the buyer asked for the shop's approval. */
  creditApproval?: boolean;
}

export interface Completed {
  answer: CompleteOrderResponse;
  /** Whether the order keeps the confirmation: only the completing request's, and its retries'. */
  confirmed: boolean;
}

/** Order numbers are what buyers quote to support: short, sequential, with the shop's prefix. */
export const orderNumberFor = (sequence: number) => `NB-${100000 + sequence}`;

function result(order: Order): CompleteOrderResponse {
  return {
    id: order.id!,
    uuid: order.uuid,
    order_number: order.order_number!,
    order_status: order.order_status,
    total_price: order.total_price,
    total_delivery_price: order.total_delivery_price,
    total_price_with_vat: order.total_price_with_vat,
    paymentmethod: { name: PaymentMethodSchema.parse(order.paymentmethod?.name) },
    ...(order.payment && order.payment.status !== 'paid' ? { payment_url: order.payment.url } : {}),
  };
}

function validationError(issues: { field: string; reason: string }[]) {
  return new HttpError(400, 'VALIDATION', 'error.bad_request', issues);
}

/**
 * Turns a cart into an order: validates the form, re-checks every line against the catalogue,
 * numbers it, starts its card payment, and stores all of it with the browser's confirmation and
 * the `order.placed` event (the outbox; a card order's comes with its payment) in one write:
 * nothing that can fail comes after it, so an order is never stored half-completed. Completing
 * again (double click, retry after a timeout) answers the same order: the cart's lock and its
 * stored state make it once-only. Only the retry
 * of the request that completed it, under the same Idempotency-Key, gets a confirmation again: its
 * first answer may have been lost, and the long-lived cart-access cookie alone must not open a
 * sent order's personal data.
 */
export function completeOrder(deps: CompleteOrderDeps, uuid: string, completing: Completing): Promise<Completed> {
  const { locale, buyer, confirmation, request } = completing;
  const confirmed = (order: Order) => withConfirmation(order, confirmation.hash, confirmation.expiresAt, new Date());
  // Two replicas completing one cart at once: one stores its order, the other's replace conflicts
  // and its second round finds the order number (exclusive), so one number, one confirmation.
  return deps.carts.exclusive(uuid, async (store) => {
    const cart = await store.findByUuid(uuid);
    if (!cart) throw HttpError.notFound();
    const records = deps.checkout.within(store);
    const written = (order: Order, events?: OrderEvents) => records.write(cart, records.sectionOf(cart, order), events);
    if (cart.order_number) {
      if (request === null || cart.access?.completed_by !== request) return { answer: result(cart), confirmed: false };
      const again = await written(confirmed(cart));
      return { answer: result(again), confirmed: true };
    }
    if (cart.items.length === 0) throw new HttpError(409, 'CART_EMPTY', 'cart.empty');
    checkQuoteCartValid(cart, deps.today(), localeFormat(locale).day);

    const form = OrderFormSchema.safeParse(cart.form ?? {});
    if (!form.success) {
      throw validationError(
        form.error.issues.map((i) => ({
          field: i.path.join('.') || 'form',
          reason: issueReason(i.code, i.message, { origin: 'origin' in i ? i.origin : undefined }),
        })),
      );
    }
    const method = PaymentMethodSchema.safeParse(cart.paymentmethod?.name);
    if (!method.success) throw validationError([{ field: 'paymentmethod', reason: 'cart.payment_method_required' }]);
    deps.methods.require(method.data, 'paymentmethod');
    // An invoice is the company's promise to pay: not given in its name before the shop verified the account.
    if (method.data === 'invoice' && buyer?.company && !buyer.company.verified)
      throw new HttpError(403, companyErrorCodes.unverified, 'company.error.unverified_invoice', [
        { field: 'paymentmethod', reason: 'company.error.unverified_invoice' },
      ]);

    // The membership and its limit as the users service answered for this session, never the browser's;
    // an order is placed in a company's name only once the shop verified the company's account.
    const membership = buyer?.company?.verified ? buyer.company : null;
    const billing = companyBillingOf(membership);
    requireReferences(form.data, billing);

    const variants = await deps.catalogue.getVariants(
      cart.items.map((i) => i.variant_id),
      locale,
    );
    const unsellable = cart.items.filter((item) => {
      const variant = variants.get(item.variant_id);
      return !variant || variant.availability !== 'available' || item.quantity < variant.min_order;
    });
    if (unsellable.length > 0) {
      throw new HttpError(
        409,
        'UNAVAILABLE',
        'cart.unavailable',
        unsellable.map((i) => ({ field: `items.${i.id}`, reason: 'cart.unavailable' })),
      );
    }
    // The register is asked again if it could not answer while the buyer typed.
    const vatCheck = await deps.vatIds?.check(form.data, cart.vat_check, buyer?.company);
    // Own freight is decided again from the lines as the catalogue shows them now (own-freight.ts);
    // when it cannot say, the cart's last change decided.
    const shown = await deps.catalogue
      .showVariants(
        cart.items.map((i) => i.variant_id),
        locale,
      )
      .catch(() => null);
    const { order: priced } = repriceOrder(
      {
        ...cart,
        form: form.data,
        vat_check: vatCheck,
        isOwnFreightAllowed: ownFreightAllowed(cart.items, shown) ?? cart.isOwnFreightAllowed,
      },
      variants,
      deps.pricing,
      deps.today(),
      await contractPricesOf(deps.contractPrices, buyer, () => [...variants.values()].map((variant) => variant.code)),
    );
    if (priced.delivery?.problem === 'worksite_outside_area') {
      throw validationError([{ field: 'postCode', reason: 'cart.worksite_outside_area' }]);
    }
    if (priced.delivery?.problem === 'own_freight_not_allowed') {
      throw validationError([{ field: 'deliveryMethodType', reason: 'cart.own_freight_not_allowed' }]);
    }
    // A day booked for timed delivery may have come and gone since it was chosen.
    if (priced.delivery?.type === 'timecap') {
      const window = priced.delivery_window;
      const issue = window ? deliveryDateIssue(window.date, deps.today()) : 'delivery.window_required';
      if (issue) throw validationError([{ field: window ? 'timeWindow.date' : 'timeWindow', reason: issue }]);
    }

    // Before the order takes a number: a buyer above the credit limit chooses card or the shop's approval first.
    const credit =
      method.data === 'invoice' && membership
        ? await creditExceeded(deps.openBalance, membership.company_id, billing, priced.total_price_with_vat)
        : null;
    if (credit && !completing.creditApproval) throw creditLimitRefusal(credit, locale);

    const id = priced.id ?? (await deps.store.nextSequence('order'));
    const numbered: Order = {
      ...priced,
      ...(request === null ? {} : { access: { ...priced.access, completed_by: request } }),
      id,
      order_number: orderNumberFor(await deps.store.nextSequence('order_number')),
      paymentmethod: { name: method.data },
      completed_at: new Date().toISOString(),
      locale,
      billing: orderBillingOf(form.data, billing),
      ...(buyer && membership
        ? {
            company: {
              id: membership.company_id,
              name: membership.name,
              placed_by: { userid: buyer.userid, name: buyer.name },
            },
          }
        : {}),
      // The owner stays the cart's: completing never hands an order to whoever completes it.
    };
    const adminApproval = membership && approvalNeeded(membership, numbered.total_price_with_vat);
    if (membership && (adminApproval || credit)) {
      const requested_at = numbered.completed_at!;
      const admins = adminApproval ? ((await deps.companies?.admins(membership.company_id)) ?? []) : [];
      const waiting: Order = transition(
        {
          ...confirmed(numbered),
          ...(adminApproval
            ? {
                approval: {
                  status: 'pending' as const,
                  limit: Math.round(membership.order_limit! * 100),
                  approvers: admins.map((admin) => admin.customername.trim() || admin.email),
                  requested_at,
                },
              }
            : {}),
          ...(credit ? { credit_approval: { status: 'pending' as const, ...credit, requested_at } } : {}),
        },
        'request_approval',
      );
      // Nothing goes to the buyer's confirmation, the seller or the suppliers (and no card payment
      // starts) until every approval it waits for is given: only the admins hear of it, with the
      // order in one write; the shop's operators find it in the back office.
      await written(
        waiting,
        adminApproval
          ? [{ topic: 'order.approval-requested', key: uuid, payload: { uuid, companyId: membership.company_id } }]
          : [],
      );
      return { answer: result(waiting), confirmed: true };
    }
    const completed: Order = confirmed(transition(numbered, 'complete'));
    // A payment started for a write that then fails or conflicts is never used: it expires at the provider.
    const order =
      method.data === 'card' && deps.payments ? await withNewAttempt(deps.payments, completed, locale) : completed;
    // The order and its event in one write: the relay publishes the event after it, and after a
    // crash too; no acknowledged order goes without its confirmation mail.
    await written(order, completionEvents(order));
    return { answer: result(order), confirmed: true };
  });
}
