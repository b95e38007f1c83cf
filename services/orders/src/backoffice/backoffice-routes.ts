import {
  BackofficeOrderListSchema,
  BackofficeOrderParamsSchema,
  BackofficeOrderQuerySchema,
  BackofficeOrderSchema,
  backofficeOrderCalls,
  ApprovalDecisionBodySchema,
  CancelLineBodySchema,
  ResendMailBodySchema,
  type EventPayload,
  type Order,
} from '@shop/contracts';
import { actingUser, HttpError, requireRole, type RoleGuardOptions } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { derivedEventId } from '../fulfilment/event-ids';
import type { AnyOrderEvent, OrderStore } from '../shared/order-store';
import { backofficeView } from './backoffice-view';
import type { BackofficeRecords } from './backoffice-records';
import { cancelLine } from './cancel-line';
import { decideCredit } from './credit-approval';
import type { InvoiceStore } from '../invoicing/invoice-store';
import { applyStateAction, type StateAction } from './order-actions';
import type { OrderSearch } from './order-search';
import { orderExportRoutes } from './order-export/order-export-routes';
import { orderSummary } from './order-summary';
import { resendOptionOf } from './resend-options';

export interface BackofficeRouteOptions {
  store: OrderStore;
  records: BackofficeRecords;
  search: OrderSearch;
  /** How the operator role is checked (GET /users/current of the users service). */
  operators: RoleGuardOptions;
  /** The orders' invoices and credit notes, shown in each order's timeline. */
  invoices?: InvoiceStore;
  now?: () => Date;
}

/**
 * The back office's order calls (docs/orders.md, "Back office"), operators only: list and search
 * (and export the list as CSV or XLSX), one order with its timeline, cancel a line, mark delivered
 * or reviewed, send a mail again, decide an order above its company's credit limit. Every change is
 * written over the revision read and logged with the operator's e-mail; the mails go through the
 * outbox (`backoffice.mail-requested`) with a key of their own.
 */
export const backofficeRoutes: FastifyPluginAsyncZod<BackofficeRouteOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  // Asked before the address and body are validated: a stranger learns who may call, not what it takes.
  const preValidation = requireRole('operator', opts.operators);
  const operatorOf = (request: FastifyRequest) => actingUser(request).email;
  const documentsOf = async (order: Order) => (await opts.invoices?.forOrder(order.uuid)) ?? [];

  /** A sent order an operator changes: `change` gives the order to store and its events. */
  async function change(uuid: string, change: (order: Order) => { order: Order; events: AnyOrderEvent[] }) {
    const result = await opts.records.change(uuid, async (order) => {
      if (!order.order_number) throw HttpError.notFound();
      const changed = change(order);
      return {
        set: opts.records.sectionOf(order, changed.order),
        events: changed.events,
        result: backofficeView(changed.order, await documentsOf(order)),
      };
    });
    if (!result) throw HttpError.notFound();
    return result;
  }

  const mailEvent = (
    order: Order,
    payload: { mail: AnyMail; supplierId?: number; historyIndex?: number },
    fixedId: boolean,
  ): AnyOrderEvent => {
    const logIndex = (order.operator_log?.length ?? 1) - 1;
    return {
      topic: 'backoffice.mail-requested',
      payload: { uuid: order.uuid, ...payload, logIndex },
      key: order.uuid,
      // A cancellation's mail is one per logged action; a resend is a new event every time.
      ...(fixedId ? { id: derivedEventId(`backoffice.mail-requested:${order.uuid}:${logIndex}`) } : {}),
    };
  };

  app.get(
    backofficeOrderCalls.list,
    {
      preValidation,
      schema: {
        summary: 'Sent orders with search and filters, newest first (operators only)',
        querystring: BackofficeOrderQuerySchema,
        response: { 200: BackofficeOrderListSchema },
      },
    },
    async (request, reply) => {
      // The shop's records of its buyers: no cache keeps them.
      void reply.header('cache-control', 'no-store');
      const { orders, next } = await opts.search.search(request.query);
      return { orders: orders.map(orderSummary), next };
    },
  );

  await app.register(orderExportRoutes, { search: opts.search, operators: opts.operators, now });

  app.get(
    backofficeOrderCalls.read,
    {
      preValidation,
      schema: {
        summary: 'One order with its timeline, lines, mails and the actions its state allows (operators only)',
        params: BackofficeOrderParamsSchema,
        response: { 200: BackofficeOrderSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const order = await opts.store.findByUuid(request.params.uuid);
      if (!order?.order_number) throw HttpError.notFound();
      return backofficeView(order, await documentsOf(order));
    },
  );

  app.post(
    backofficeOrderCalls.cancelLine,
    {
      preValidation,
      schema: {
        summary: 'Cancel one line of a supplier part: totals, part and order follow, the buyer is mailed',
        params: BackofficeOrderParamsSchema,
        body: CancelLineBodySchema,
        response: { 200: BackofficeOrderSchema },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      return change(request.params.uuid, (order) => {
        const changed = cancelLine(order, request.body, operator, now());
        return {
          order: changed,
          events: [mailEvent(changed, { mail: 'line_cancelled', supplierId: request.body.supplier_id }, true)],
        };
      });
    },
  );

  const stateRoute = (url: string, action: StateAction, summary: string) =>
    app.post(
      url,
      {
        preValidation,
        schema: { summary, params: BackofficeOrderParamsSchema, response: { 200: BackofficeOrderSchema } },
      },
      async (request) => {
        const operator = operatorOf(request);
        return change(request.params.uuid, (order) => ({
          order: applyStateAction(order, action, operator, now()),
          events: [],
        }));
      },
    );
  stateRoute(backofficeOrderCalls.markDelivered, 'marked_delivered', 'Mark an order in delivery as delivered (done)');
  stateRoute(backofficeOrderCalls.markReviewed, 'marked_reviewed', 'Mark a delivered order as reviewed');

  const creditSchema = {
    summary: "Approve or reject an order on invoice above its company's credit limit (a rejection says why)",
    params: BackofficeOrderParamsSchema,
    body: ApprovalDecisionBodySchema,
    response: { 200: BackofficeOrderSchema },
  };
  app.post(backofficeOrderCalls.creditApproval, { preValidation, schema: creditSchema }, async (request) =>
    change(request.params.uuid, (order) => decideCredit(order, request.body, operatorOf(request), now())),
  );

  app.post(
    backofficeOrderCalls.resendMail,
    {
      preValidation,
      schema: {
        summary: 'Send one of the order’s mails again, through the outbox under a new idempotency key',
        params: BackofficeOrderParamsSchema,
        body: ResendMailBodySchema,
        response: { 202: BackofficeOrderSchema },
      },
    },
    async (request, reply) => {
      const operator = operatorOf(request);
      const view = await change(request.params.uuid, (order) => {
        const option = resendOptionOf(order, request.body);
        const logged: Order = {
          ...order,
          operator_log: [
            ...(order.operator_log ?? []),
            {
              at: now().toISOString(),
              operator,
              action: 'mail_resent',
              mail: option.mail,
              ...(option.supplier ? { supplier_id: option.supplier.id } : {}),
              ...(option.history_index !== null ? { history_index: option.history_index } : {}),
            },
          ],
        };
        return {
          order: logged,
          events: [
            mailEvent(
              logged,
              {
                mail: option.mail,
                ...(option.supplier ? { supplierId: option.supplier.id } : {}),
                ...(option.history_index !== null ? { historyIndex: option.history_index } : {}),
              },
              false,
            ),
          ],
        };
      });
      return reply.status(202).send(view);
    },
  );
};

type AnyMail = EventPayload<'backoffice.mail-requested'>['mail'];
