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

/** GET /orders/rebuy/{uuid}: a new cart with the order's lines that can still be bought. */
export const rebuy = (uuid: string) => apiFetch(`/orders/rebuy/${encodeURIComponent(uuid)}`, { schema: OrderSchema });
