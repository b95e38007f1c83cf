import {
  ConfirmSupplierOrderBodySchema,
  localeHeader,
  NotDeliverableBodySchema,
  ShippedSupplierOrderBodySchema,
  supplierOrderCalls,
  SupplierOrderViewSchema,
  type FulfilmentPart,
  type Order,
  type SupplierOrderView,
} from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { derivedEventId } from './event-ids';
import { confirmLines, markNotDeliverable, orderFollowingParts, shipPart } from './part-state';
import { buyerReference, supplierDelivery } from './supplier-delivery';
import { bearerToken, type SupplierLinks } from './supplier-link';
import type { OrderStore } from '../shared/order-store';
import type { FulfilmentRecords } from './fulfilment-records';

export interface SupplierOrderRouteOptions {
  store: OrderStore;
  fulfilment: FulfilmentRecords;
  links: SupplierLinks;
  /** Today in the shop's time zone (YYYY-MM-DD): no dispatch day before it. */
  today: () => string;
  now?: () => Date;
}

const notForThis = () => new HttpError(403, 'FORBIDDEN', 'fulfilment.link_not_for_this');

function view(order: Order, part: FulfilmentPart, expiresAt: Date, today: string): SupplierOrderView {
  const { supplier, ...rest } = part;
  return {
    order_number: order.order_number ?? '',
    supplier,
    part: rest,
    delivery: supplierDelivery(order),
    buyer_reference: buyerReference(order),
    comment: order.comment ?? '',
    link_expires_at: expiresAt.toISOString(),
    earliest_dispatch_date: today,
  };
}

/**
 * The supplier's calls (docs/orders.md, "Fulfilment"): the link's token (Authorization: Bearer)
 * opens that supplier's part of that order, nothing else; every answer moves the part's state
 * machine, is stored over the revision read with a `fulfilment.part-changed` event (the buyer's
 * mail), and refusals speak the supplier's language.
 */
export const supplierOrderRoutes: FastifyPluginAsyncZod<SupplierOrderRouteOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());

  /** The link's claims, and the order and part it opens; from here on refusals are in the supplier's language. */
  async function opened(request: FastifyRequest) {
    const header = request.headers.authorization;
    const claims = opts.links.verify(header === undefined ? undefined : (bearerToken(header) ?? 'malformed'));
    const order = await opts.store.findByUuid(claims.order);
    const part = order?.order_number ? order.fulfilment?.parts.find((p) => p.supplier.id === claims.supplier) : null;
    if (!order || !part) throw notForThis();
    // The error handler answers in the request's language; the supplier reads its own.
    request.headers[localeHeader] = part.supplier.language;
    return { claims, order, part };
  }

  /** A supplier's answer: its part changed, the order moved after its parts, stored with the buyer's mail event. */
  async function answer(request: FastifyRequest, change: (part: FulfilmentPart) => FulfilmentPart) {
    const { claims } = await opened(request);
    const result = await opts.fulfilment.change(claims.order, async (order) => {
      const parts = order.fulfilment?.parts ?? [];
      const part = parts.find((p) => p.supplier.id === claims.supplier);
      if (!part) throw notForThis();
      const changed = change(part);
      const entry = changed.history.length - 1;
      const moved = orderFollowingParts({
        ...order,
        fulfilment: { parts: parts.map((p) => (p === part ? changed : p)) },
      });
      const type = changed.history[entry]!.type;
      if (type !== 'confirmed' && type !== 'shipped' && type !== 'line_not_deliverable')
        throw new Error(`a supplier's answer recorded ${type}`);
      return {
        set: opts.fulfilment.sectionOf(order, moved),
        events: [
          {
            topic: 'fulfilment.part-changed',
            payload: { uuid: order.uuid, supplierId: part.supplier.id, change: type, historyIndex: entry },
            key: order.uuid,
            id: derivedEventId(`fulfilment.part-changed:${order.uuid}:${part.supplier.id}:${entry}`),
          },
        ],
        result: view(moved, changed, claims.expiresAt, opts.today()),
      };
    });
    if (!result) throw notForThis();
    return result;
  }

  app.get(
    supplierOrderCalls.read,
    { schema: { response: { 200: SupplierOrderViewSchema } } },
    async (request, reply) => {
      const { claims, order, part } = await opened(request);
      void reply.header('cache-control', 'no-store');
      return view(order, part, claims.expiresAt, opts.today());
    },
  );
  app.post(
    supplierOrderCalls.confirm,
    { schema: { body: ConfirmSupplierOrderBodySchema, response: { 200: SupplierOrderViewSchema } } },
    async (request) =>
      answer(request, (part) => confirmLines(part, request.body, opts.today(), { at: now(), actor: 'supplier' })),
  );
  app.post(
    supplierOrderCalls.shipped,
    { schema: { body: ShippedSupplierOrderBodySchema, response: { 200: SupplierOrderViewSchema } } },
    async (request) =>
      answer(request, (part) =>
        shipPart(
          part,
          {
            carrier: request.body.carrier,
            tracking_number: request.body.tracking_number,
            tracking_url: request.body.tracking_url ?? null,
          },
          { at: now(), actor: 'supplier' },
        ),
      ),
  );
  app.post(
    supplierOrderCalls.notDeliverable,
    { schema: { body: NotDeliverableBodySchema, response: { 200: SupplierOrderViewSchema } } },
    async (request) =>
      answer(request, (part) =>
        markNotDeliverable(part, request.body.variant_id, request.body.reason, { at: now(), actor: 'supplier' }),
      ),
  );
};
