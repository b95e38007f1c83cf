import { ApprovalDecisionBodySchema, PublicOrderSchema } from '@shop/contracts';
import { requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CartService } from '../cart/cart-service';
import { assertApprover, decideApproval } from './approval';
import type { OrderStore } from '../shared/order-store';
import type { ApprovalRecords } from './approval-records';
import type { AccessCookies } from '../shared/http/access';

const params = z.object({ uuid: z.string().uuid('validation.invalid') });

/**
 * The approval page's calls (docs/orders.md, "Approvals"): an admin of the order's company reads
 * the order and approves or rejects it with a comment. The admin is whoever the users service says
 * the session is now, with the company and role it answers; nothing the browser sends names them.
 */
export const approvalRoutes: FastifyPluginAsyncZod<{
  store: OrderStore;
  records: ApprovalRecords;
  carts: CartService;
  access: AccessCookies;
}> = async (app, { store, records, carts, access }) => {
  // The company role as it is now: an admin who made the company a moment ago is one, and one removed
  // from it a moment ago no longer decides (the session cache would answer for a few seconds more).
  app.get('/orders/approval/:uuid', { schema: { params, response: { 200: PublicOrderSchema } } }, async (request) => {
    const who = await access.requester(request, { fresh: true });
    const order = await store.findByUuid(request.params.uuid);
    assertApprover(order, who.buyer);
    return carts.present(order, { locale: requestLocale(request), who });
  });

  app.post(
    '/orders/approval/:uuid',
    { schema: { params, body: ApprovalDecisionBodySchema, response: { 200: PublicOrderSchema } } },
    async (request) => {
      const who = await access.requester(request, { fresh: true });
      // Checked before the decision too, so an outsider learns nothing from a 409.
      assertApprover(await store.findByUuid(request.params.uuid), who.buyer);
      const decided = await decideApproval(carts, records, request.params.uuid, who.buyer!, request.body);
      return carts.present(decided, { locale: requestLocale(request), who });
    },
  );
};
