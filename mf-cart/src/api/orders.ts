import {
  CompleteOrderResponseSchema,
  DeliveryOptionsResponseSchema,
  MessageResponseSchema,
  OrderSchema,
  PaymentMethodsResponseSchema,
  type OrderFormDraftSchema,
  type PaymentMethod,
  type SetStateBodySchema,
  type ShippingCommentBodySchema,
} from '@shop/contracts';
import type { z } from 'zod';
import { apiFetch, isApiError, type ApiFetchInit } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';

export const orderKeys = {
  all: ['orders'] as const,
  cart: (uuid: string) => [...orderKeys.all, 'cart', uuid] as const,
};

/** GET /orders/by-id/{uuid}. The cart is never served from cache (ARCHITECTURE: cart not cached). */
export const cartQuery = (uuid: string) =>
  queryOptions({
    queryKey: orderKeys.cart(uuid),
    queryFn: ({ signal }) => apiFetch(`/orders/by-id/${encodeURIComponent(uuid)}`, { schema: OrderSchema, signal }),
    staleTime: 0,
    gcTime: 0,
  });

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
export async function idempotentCall<T>(
  path: string,
  init: ApiFetchInit<T>,
  delaysMs = idempotentRetryDelaysMs,
): Promise<T> {
  const headers = { ...(init.headers as Record<string, string> | undefined), 'Idempotency-Key': newIdempotencyKey() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await apiFetch(path, { ...init, method: 'POST', headers });
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined || !worthRepeating(error) || init.signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** POST /orders/add: creates the cart when there is none; answers the whole repriced cart. */
export const addToCart = (body: { uuid: string | null; variantId: number; amount: number }) =>
  idempotentCall('/orders/add', {
    json: {
      ...(body.uuid ? { uuid: body.uuid } : {}),
      variantId: body.variantId,
      amount: body.amount,
      isProduction: true,
    },
    schema: OrderSchema,
  });

const json = <T>(method: string, path: string, body: unknown, schema: { parse: (d: unknown) => T }) =>
  apiFetch(path, { method, json: body, schema });
const cartPath = (uuid: string) => encodeURIComponent(uuid);

/** The cart calls of the checkout; each answers the whole repriced cart. */
export const cartCalls = {
  setQuantity: (uuid: string, itemId: number, amount: number) =>
    json('PATCH', `/orders/set-quantity/${cartPath(uuid)}/${itemId}`, { amount }, OrderSchema),
  setReference: (uuid: string, itemId: number, comment: string) =>
    json('PATCH', `/orders/set-reference/${cartPath(uuid)}/${itemId}`, { comment }, OrderSchema),
  removeVariant: (uuid: string, variantId: number) =>
    apiFetch(`/orders/item/${cartPath(uuid)}/${variantId}`, { method: 'DELETE', schema: OrderSchema }),
  setComment: (uuid: string, comment: string) =>
    json('PATCH', `/orders/set-comment/${cartPath(uuid)}`, { comment }, OrderSchema),
  setShippingComment: (uuid: string, body: z.input<typeof ShippingCommentBodySchema>) =>
    json('PATCH', `/orders/set-shipping-comment/${cartPath(uuid)}`, body, OrderSchema),
  setOrderReference: (uuid: string, reference: string) =>
    json('PATCH', `/orders/set-order-reference/${cartPath(uuid)}`, { reference }, OrderSchema),
  setForm: (uuid: string, form: z.input<typeof OrderFormDraftSchema>) =>
    json('PATCH', `/orders/set-form/${cartPath(uuid)}`, form, OrderSchema),
  setState: (uuid: string, body: z.input<typeof SetStateBodySchema>) =>
    json('PATCH', `/orders/set-state/${cartPath(uuid)}`, body, OrderSchema),
  setPaymentMethod: (uuid: string, method: PaymentMethod) =>
    apiFetch(`/orders/set-payment-method/${cartPath(uuid)}/${method}`, { method: 'PATCH', schema: OrderSchema }),
  complete: (uuid: string) =>
    idempotentCall('/orders/complete', { json: { uuid }, schema: CompleteOrderResponseSchema }),
  sendOffer: (uuid: string, email: string, comments: string) =>
    json('PATCH', '/orders/send-offer', { uuid, email, comments }, MessageResponseSchema),
  confirmPayment: (uuid: string) =>
    apiFetch(`/orders/confirmed-by-id/${cartPath(uuid)}?markPaid=true`, { schema: OrderSchema }),
  payAgain: (uuid: string) => apiFetch(`/orders/pay/${cartPath(uuid)}`, { method: 'POST', schema: OrderSchema }),
  /** A shared basket: a copy of the lines, with its own uuid, to pass on as a link. */
  share: (uuid: string) => apiFetch(`/orders/share/${cartPath(uuid)}`, { method: 'POST', schema: OrderSchema }),
  /** A new cart of this browser's own from a shared basket (or a past order). */
  copyIntoCart: (uuid: string) => apiFetch(`/orders/rebuy/${cartPath(uuid)}`, { method: 'POST', schema: OrderSchema }),
};

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: [...orderKeys.all, 'payment-methods'] as const,
    queryFn: ({ signal }) => apiFetch('/orders/payment-methods', { schema: PaymentMethodsResponseSchema, signal }),
  });

export const deliveryOptionsQuery = (uuid: string, cartVersion: number) =>
  queryOptions({
    // The cart's total is part of the key: options are priced again whenever the cart changes.
    queryKey: [...orderKeys.cart(uuid), 'delivery-options', cartVersion] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/orders/delivery-options/${encodeURIComponent(uuid)}`, {
        schema: DeliveryOptionsResponseSchema,
        signal,
      }),
    staleTime: 0,
  });
