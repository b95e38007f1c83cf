import { requestLocale, type RateGuard } from '@shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CartRequest } from './cart-service';
import type { AccessCookies } from '../shared/http/access';
import { caller, type OrdersAction } from '../shared/http/limits';

/**
 * Who asks a cart call and in which language. `asking` is for calls that never start a cart;
 * `starting` for those that may: the browser gets its cart-access key, and new carts are counted
 * per address.
 */
export function cartRequests(access: AccessCookies, guard: RateGuard<OrdersAction>) {
  const asking = async (request: FastifyRequest, options?: { fresh?: boolean }): Promise<CartRequest> => ({
    locale: requestLocale(request),
    who: await access.requester(request, options),
    admitNewCart: () => {
      throw new Error('this call does not start carts');
    },
  });
  const starting = async (
    request: FastifyRequest,
    reply: FastifyReply,
    options?: { fresh?: boolean },
  ): Promise<CartRequest> => {
    const ctx = await asking(request, options);
    return {
      ...ctx,
      who: access.bindBrowser(request, reply, ctx.who),
      admitNewCart: () => guard.check('new-cart', caller(ctx.who, request.ip), reply),
    };
  };
  return { asking, starting };
}
