import { OrderSchema } from '@shop/contracts';
import { apiFetch } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

/** GET /orders/by-user: the logged-in buyer's sent orders, newest first. */
export const myOrdersQuery = () =>
  queryOptions({
    queryKey: ['orders', 'mine'] as const,
    queryFn: ({ signal }) => apiFetch('/orders/by-user', { schema: z.array(OrderSchema), signal }),
  });

/**
 * POST /orders/rebuy/{uuid}: a new cart with the order's lines that can still be bought (a state change, so not a
 * GET).
 */
export const rebuy = (uuid: string) =>
  apiFetch(`/orders/rebuy/${encodeURIComponent(uuid)}`, { method: 'POST', schema: OrderSchema });
