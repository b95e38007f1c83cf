import { apiCalls } from '@shop/contracts';
import { HttpError, type RateGuard } from '@shop/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccessCookies } from '../shared/http/access';
import { cartRequests } from '../cart/cart-request';
import type { OrdersAction } from '../shared/http/limits';
import type { RequisitionListService } from './requisition-list-service';

export interface RequisitionListRouteOptions {
  lists: RequisitionListService;
  access: AccessCookies;
  guard: RateGuard<OrdersAction>;
}

/** The schemas of each call are its contract's (calls/requisition-lists.ts). */
const calls = apiCalls.requisitionLists;
const view = { 200: calls.read.response };
const merged = { 200: calls.toCart.response };
/** A refusal names the list's fields as the account's forms do. */
const fieldLabels = { name: 'lists.name_label', quantity: 'lists.quantity_label', note: 'lists.note_label' };

/**
 * Requisition lists (docs/orders.md, "Requisition lists"): for a logged-in buyer only (401
 * otherwise). The session is asked afresh: whether a company's list opens depends on a
 * membership and role that may have changed a moment ago.
 */
export const requisitionListRoutes: FastifyPluginAsyncZod<RequisitionListRouteOptions> = async (
  app,
  { lists, access, guard },
) => {
  const { asking, starting } = cartRequests(access, guard);
  const buyerOf = async (request: FastifyRequest, reply?: FastifyReply) => {
    const ctx = reply ? await starting(request, reply, { fresh: true }) : await asking(request, { fresh: true });
    if (!ctx.who.buyer) throw HttpError.unauthorized();
    return { ctx, buyer: ctx.who.buyer };
  };

  app.post(
    calls.save.path,
    { schema: { body: calls.save.body, response: view }, config: { fieldLabels } },
    async (request) => {
      const { ctx, buyer } = await buyerOf(request);
      return lists.save(request.body.name, request.body.cart, buyer, ctx);
    },
  );

  app.get(calls.list.path, { schema: { response: { 200: calls.list.response } } }, async (request, reply) => {
    const { buyer } = await buyerOf(request);
    void reply.header('cache-control', 'private, no-store');
    return lists.lists(buyer);
  });

  app.get(calls.read.path, { schema: { params: calls.read.params, response: view } }, async (request, reply) => {
    const { buyer } = await buyerOf(request);
    void reply.header('cache-control', 'private, no-store');
    return lists.read(request.params.uuid, buyer);
  });

  app.patch(
    calls.change.path,
    {
      schema: { params: calls.read.params, body: calls.change.body, response: view },
      config: { fieldLabels },
    },
    async (request) => lists.change(request.params.uuid, request.body, (await buyerOf(request)).buyer),
  );

  app.delete(
    calls.remove.path,
    { schema: { params: calls.read.params, response: { 204: calls.remove.response } } },
    async (request, reply) => {
      await lists.remove(request.params.uuid, (await buyerOf(request)).buyer);
      return reply.status(204).send(null);
    },
  );

  app.post(
    calls.addLine.path,
    {
      schema: { params: calls.read.params, body: calls.addLine.body, response: view },
      config: { fieldLabels },
    },
    async (request) => {
      const { ctx, buyer } = await buyerOf(request);
      return lists.addLine(request.params.uuid, request.body, buyer, ctx);
    },
  );

  app.patch(
    calls.changeLine.path,
    {
      schema: { params: calls.changeLine.params, body: calls.changeLine.body, response: view },
      config: { fieldLabels },
    },
    async (request) =>
      lists.changeLine(request.params.uuid, request.params.variantId, request.body, (await buyerOf(request)).buyer),
  );

  app.delete(calls.removeLine.path, { schema: { params: calls.changeLine.params, response: view } }, async (request) =>
    lists.removeLine(request.params.uuid, request.params.variantId, (await buyerOf(request)).buyer),
  );

  app.post(
    calls.toCart.path,
    { schema: { params: calls.read.params, body: calls.toCart.body, response: merged } },
    async (request, reply) => {
      const { ctx, buyer } = await buyerOf(request, reply);
      return lists.toCart(request.params.uuid, request.body.cart, buyer, ctx);
    },
  );

  app.post(calls.orderNow.path, { schema: { params: calls.read.params, response: merged } }, async (request, reply) => {
    const { ctx, buyer } = await buyerOf(request, reply);
    return lists.orderNow(request.params.uuid, buyer, ctx);
  });
};
