import { apiCalls, type QuickOrderLineInput } from '@shop/contracts';
import { callApi } from '@shop/state';
import { idempotentCall } from './orders';

const calls = apiCalls.quickOrder;

/** POST /productVariant/resolve: each line with the variant its code names and why the cart would refuse it. */
export const resolveQuickOrderLines = (lines: QuickOrderLineInput[]) => callApi(calls.resolve, { body: { lines } });

/**
 * POST /orders/add-many: every line into the buyer's cart (a new one when there is none), or none;
 * one Idempotency-Key per click.
 */
export const addQuickOrderLines = (uuid: string | null, lines: { variantId: number; amount: number }[]) =>
  idempotentCall(calls.addMany, { body: { ...(uuid ? { uuid } : {}), lines } });
