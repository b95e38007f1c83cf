import { createHash } from 'node:crypto';
import { cxmlOrderBodyLimit, cxmlOrderPath, type CxmlMember } from '@shop/contracts';
import { formatMessage } from '@shop/i18n';
import { HttpError, type RateGuard } from '@shop/service-kit';
import { cxmlStatusResponse, CxmlUnreadable, newPayloadId } from '@shop/service-kit/cxml';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompleteOrderDeps } from '../checkout/complete-order';
import type { CxmlBuyers } from '../shared/cxml-buyers';
import type { IdempotencyStore } from '../shared/idempotency-store';
import type { OrdersAction } from '../shared/http/limits';
import { readCxmlOrderRequest, type CxmlOrderRequest } from './cxml-order-request';
import type { CxmlOriginStore, StoredCxmlOrigin } from './cxml-origin-store';
import { cxmlLocale, CxmlRefusal, placeCxmlOrder } from './place-cxml-order';

/**
 * How long a payloadID is remembered: a purchasing system resends an order it has no answer to
 * for days (Ariba: up to a week), never as long as a month.
 */
export const cxmlOrderRetentionMs = 30 * 24 * 60 * 60 * 1000;
/** A placement takes a second or two; one whose process died may be tried again after this. */
const placementLeaseMs = 2 * 60 * 1000;

// Every cXML answer is HTTP 200, its outcome in its Status as cXML has it (docs/procurement.md).
const orderAnswers = {
  200: {
    description:
      'cXML Response. Status 200 (its content the shop\u2019s order number, and any line whose UnitPrice ' +
      'was not the shop\u2019s, whose price holds); 400 for a document that cannot be read or names no ' +
      'article of the shop; 401 for credentials that open no connection; 403 for a company not yet ' +
      'verified; 409 for an article that cannot be sold now, or while the same payloadID is being ' +
      'placed; 450 for an OrderRequest other than type new. The same payloadID again answers the first ' +
      'Status 200 and places nothing. Too many requests from one client: the shop\u2019s 429 error body.',
    contentType: 'text/xml',
  },
} as const;

const orderBody = z.string().meta({
  examples: [
    '<?xml version="1.0" encoding="UTF-8"?>' +
      '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">' +
      '<cXML payloadID="1764489600000.7@buyer.example" timestamp="2026-11-30T08:00:00Z" xml:lang="fi-FI">' +
      '<Header><From><Credential domain="NetworkID"><Identity>AN01000000001</Identity></Credential></From>' +
      '<To><Credential domain="DUNS"><Identity>nordbau</Identity></Credential></To>' +
      '<Sender><Credential domain="NetworkID"><Identity>AN01000000001</Identity>' +
      '<SharedSecret>a-long-random-secret-2026</SharedSecret></Credential><UserAgent>Coupa</UserAgent></Sender>' +
      '</Header><Request><OrderRequest><OrderRequestHeader orderID="PO-4711" orderDate="2026-11-30T08:00:00Z" ' +
      'type="new"><Total><Money currency="EUR">98.00</Money></Total></OrderRequestHeader>' +
      '<ItemOut quantity="4" lineNumber="1"><ItemID><SupplierPartID>DSM-656-1830</SupplierPartID>' +
      '<SupplierPartAuxiliaryID>102</SupplierPartAuxiliaryID></ItemID></ItemOut></OrderRequest></Request></cXML>',
  ],
});

const statusTexts: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  409: 'Conflict',
  450: 'Not Implemented',
};

/** What the status documents need of the order: the connection's address and secret, the buyer's names. */
const originOf = (orderUuid: string, member: CxmlMember, order: CxmlOrderRequest): StoredCxmlOrigin => ({
  orderUuid,
  connectionId: member.connection_id,
  statusUrl: member.status_url!,
  orderId: order.orderId,
  orderDate: order.orderDate,
  payloadId: order.payloadId,
  buyer: order.from,
  // Without a To the shop names itself as the PunchOutOrderMessage would: by the buyer's domain.
  shop: order.to ?? { domain: order.from.domain, identity: 'Nordbau' },
  sharedSecret: order.sharedSecret,
  lineNumbers: order.lines.map((line) => ({ variantId: line.variantId!, lineNumber: line.lineNumber })),
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * POST /orders/cxml/order (docs/procurement.md, "cXML OrderRequest"): a purchasing system's
 * purchase order, server to server. Its From credential and SharedSecret are checked by the users
 * service, which holds the connections; the order is the connection's member's, on invoice.
 * Idempotent on the payloadID per connection, in the orders' idempotency store (both replicas see
 * it): the first Status 200 is kept 30 days and answered again, and nothing is placed twice.
 */
export const cxmlOrderRoute: FastifyPluginAsyncZod<{
  deps: CompleteOrderDeps;
  buyers: CxmlBuyers;
  /** Keeps what the status documents need of an order whose connection has a status URL. */
  origins?: CxmlOriginStore;
  idempotency: IdempotencyStore;
  guard: RateGuard<OrdersAction>;
  /** The shop's public origin: its host names the shop in the answers' payloadIDs. */
  publicOrigin: string;
  now?: () => Date;
}> = async (app, { deps, buyers, origins, idempotency, guard, publicOrigin, now = () => new Date() }) => {
  const host = URL.canParse(publicOrigin) ? new URL(publicOrigin).hostname : 'localhost';
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const answer = (code: number, detail: string) =>
    cxmlStatusResponse(
      { payloadId: newPayloadId(host, now()), timestamp: now(), lang: 'en' },
      code,
      statusTexts[code] ?? 'Error',
      detail,
    );
  const send = (reply: FastifyReply, xml: string) =>
    reply.type('text/xml; charset=utf-8').header('cache-control', 'no-store').send(xml);

  app.post(
    cxmlOrderPath,
    { bodyLimit: cxmlOrderBodyLimit, schema: { body: orderBody }, config: { rawAnswers: orderAnswers } },
    async (request, reply) => {
      let order;
      try {
        order = readCxmlOrderRequest(request.body);
      } catch (error) {
        if (error instanceof CxmlUnreadable) return send(reply, answer(400, error.message));
        throw error;
      }
      if ('unreadable' in order) return send(reply, answer(400, order.unreadable));
      // Every request tries a shared secret: counted per client before the users service is asked.
      await guard.check('cxml-order', { address: request.ip }, reply);
      const member = await buyers.member({ ...order.from, sharedSecret: order.sharedSecret });
      if (!member) return send(reply, answer(401, 'these credentials open no punch-out connection'));
      if (order.type !== 'new')
        return send(reply, answer(450, `OrderRequestHeader@type ${order.type}: only new orders are taken`));

      const id = sha256(`cxml-order\n${member.connection_id}\n${order.payloadId}`);
      const at = now();
      const claimed = await idempotency.claim({
        id,
        // The payloadID alone names the order: a resend answers the first Status, whatever it changed.
        fingerprint: 'cxml-order',
        now: at,
        leaseUntil: new Date(at.getTime() + placementLeaseMs),
        expiresAt: new Date(at.getTime() + cxmlOrderRetentionMs),
      });
      if (!claimed.claimed) {
        if (claimed.record.state === 'done')
          return send(reply.header('idempotent-replayed', 'true'), claimed.record.answer.body);
        return send(reply, answer(409, `the OrderRequest ${order.payloadId} is being placed: send it again later`));
      }
      try {
        const placed = await placeCxmlOrder(deps, member, order, id);
        if (origins && member.status_url) await origins.save(originOf(placed.uuid, member, order));
        const xml = answer(200, [placed.orderNumber, ...placed.priceNotes].join('\n'));
        await idempotency.complete(id, { status: 200, body: xml, contentType: 'text/xml; charset=utf-8' });
        if (placed.priceNotes.length > 0)
          request.log.info(
            { order: placed.orderNumber, notes: placed.priceNotes },
            'cXML order: the shop\u2019s prices held',
          );
        return send(reply, xml);
      } catch (error) {
        // Nothing was placed: the buyer may send the same payloadID again once the cause is gone.
        await idempotency.release(id);
        if (error instanceof CxmlRefusal) return send(reply, answer(error.code, error.detail));
        if (error instanceof HttpError && error.statusCode < 500 && error.statusCode !== 429) {
          const locale = cxmlLocale(order.lang);
          const reasons = (error.issues ?? []).map(
            (issue) => `${issue.field}: ${formatMessage(locale, issue.reason, error.params)}`,
          );
          const code = error.statusCode === 403 || error.statusCode === 409 ? error.statusCode : 400;
          return send(
            reply,
            answer(code, [formatMessage(locale, error.messageKey, error.params), ...reasons].join('; ')),
          );
        }
        throw error;
      }
    },
  );
};
