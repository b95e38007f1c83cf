import {
  apiCalls,
  sharedQueryKeys,
  type ApiCall,
  type CallAnswer,
  type CallBody,
  type PaymentMethod,
} from '@shop/contracts';
import { callApi, isApiError, type CallInit } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';

const calls = apiCalls.orders;
/**
 * The quick order's call, as a type only: written `apiCalls.quickOrder`, the build would route that
 * table's value, and with it the contracts of lazy pages, into every page that loads this module
 * (packages/webpack-config/contracts-split.js), the cart page among them.
 */
type QuickOrderAddMany = (typeof apiCalls)['quickOrder']['addMany'];

export const orderKeys = {
  all: ['orders'] as const,
  cart: sharedQueryKeys.cart,
};

/** A new Idempotency-Key: 128 random bits (getRandomValues also works outside secure contexts, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Waits before each repeat of an action whose answer did not arrive (the first try is not counted). */
export const idempotentRetryDelaysMs = [1_000, 3_000];

/**
 * No usable answer, or one a moment later may change: the server's
 * own first attempt still running, a proxy in between failing.
 */
const worthRepeating = (error: unknown) =>
  isApiError(error) &&
  (error.status === 'TIMEOUT_ERROR' ||
    error.status === 'FETCH_ERROR' ||
    error.status === 502 ||
    error.status === 503 ||
    error.status === 504 ||
    (error.status === 409 && error.body?.code === 'IDEMPOTENCY_IN_PROGRESS'));

/**
 * One user action (a click on "add", on "order") as one Idempotency-Key: repeated after a timeout
 * or a dropped connection with the same key, so the server answers the first attempt's result and
 * never adds or orders twice. A new click is a new action, with a new key.
 */
export async function idempotentCall<C extends typeof calls.add | typeof calls.complete | QuickOrderAddMany>(
  call: C,
  init: CallInit<C>,
  delaysMs = idempotentRetryDelaysMs,
): Promise<CallAnswer<C>> {
  const headers = { ...(init.headers as Record<string, string> | undefined), 'Idempotency-Key': newIdempotencyKey() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await callApi<ApiCall>(call, { ...init, headers } as CallInit<ApiCall>)) as CallAnswer<C>;
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined || !worthRepeating(error) || init.signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** POST /orders/add: creates the cart when there is none; answers the whole repriced cart. */
export const addToCart = (body: { uuid: string | null; variantId: number; amount: number }) =>
  idempotentCall(calls.add, {
    body: {
      ...(body.uuid ? { uuid: body.uuid } : {}),
      variantId: body.variantId,
      amount: body.amount,
      isProduction: true,
    },
  });

/** The cart calls of the checkout; each answers the whole repriced cart. */
export const cartCalls = {
  setQuantity: (uuid: string, itemId: number, amount: number) =>
    callApi(calls.setQuantity, { params: { uuid, itemId }, body: { amount } }),
  setReference: (uuid: string, itemId: number, comment: string) =>
    callApi(calls.setReference, { params: { uuid, itemId }, body: { comment } }),
  removeVariant: (uuid: string, variantId: number) => callApi(calls.removeItem, { params: { uuid, variantId } }),
  setComment: (uuid: string, comment: string) => callApi(calls.setComment, { params: { uuid }, body: { comment } }),
  setShippingComment: (uuid: string, body: CallBody<typeof calls.setShippingComment>) =>
    callApi(calls.setShippingComment, { params: { uuid }, body }),
  setOrderReference: (uuid: string, reference: string) =>
    callApi(calls.setOrderReference, { params: { uuid }, body: { reference } }),
  setForm: (uuid: string, form: CallBody<typeof calls.setForm>) =>
    callApi(calls.setForm, { params: { uuid }, body: form }),
  setState: (uuid: string, body: CallBody<typeof calls.setState>) =>
    callApi(calls.setState, { params: { uuid }, body }),
  setPaymentMethod: (uuid: string, method: PaymentMethod) =>
    callApi(calls.setPaymentMethod, { params: { uuid, method } }),
  /** `creditApproval`: above the company's credit limit, the buyer sends the order for the shop's approval. */
  complete: (uuid: string, creditApproval = false) =>
    idempotentCall(calls.complete, { body: { uuid, ...(creditApproval ? { credit_approval: true as const } : {}) } }),
  sendOffer: (uuid: string, email: string, comments: string) =>
    callApi(calls.sendOffer, { body: { uuid, email, comments } }),
  confirmPayment: (uuid: string) => callApi(calls.confirmed, { params: { uuid }, query: { markPaid: 'true' } }),
  payAgain: (uuid: string) => callApi(calls.payAgain, { params: { uuid } }),
  /** A shared basket: a copy of the lines, with its own uuid, to pass on as a link. */
  share: (uuid: string) => callApi(calls.share, { params: { uuid } }),
  /** A new cart of this browser's own from a shared basket (or a past order). */
  copyIntoCart: (uuid: string) => callApi(calls.rebuy, { params: { uuid } }),
};

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: [...orderKeys.all, 'payment-methods'] as const,
    queryFn: ({ signal }) => callApi(calls.paymentMethods, { signal }),
  });

export const deliveryOptionsQuery = (uuid: string, cartVersion: number) =>
  queryOptions({
    // The cart's total is part of the key: options are priced again whenever the cart changes.
    queryKey: [...orderKeys.cart(uuid), 'delivery-options', cartVersion] as const,
    queryFn: ({ signal }) => callApi(calls.deliveryOptions, { params: { uuid }, signal }),
    staleTime: 0,
  });
