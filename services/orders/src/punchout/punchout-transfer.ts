import { PunchoutTransferBodySchema } from '@shop/contracts';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CartService } from '../cart/cart-service';
import type { OrderStore } from '../shared/order-store';
import { punchoutOrderMessage } from './cxml-order-message';
import { ociFields } from './oci-fields';
import { punchoutLines } from './punchout-lines';
import { transferPage } from './transfer-page';
import { readableOrder, type AccessCookies } from '../shared/http/access';

const page = {
  200: {
    description:
      'A page that posts the cart, as the session\u2019s protocol writes it, to the address its punch-out ' +
      'session started with, at once: OCI NEW_ITEM fields to HOOK_URL, or a cXML PunchOutOrderMessage ' +
      '(field cxml-urlencoded) to BrowserFormPost.',
    contentType: 'text/html',
  },
} as const;

/**
 * "Transfer to purchasing system" (docs/procurement.md): the cart page's form posts the cart's uuid
 * here; the answer is a page that sends the cart's lines, priced by the server, to the address the
 * punch-out session keeps on the users service's side. Only a punch-out session's own cart goes.
 */
export const punchoutTransferRoute: FastifyPluginAsyncZod<{
  store: OrderStore;
  access: AccessCookies;
  carts: Pick<CartService, 'present'>;
  /** The shop's public origin: its host names the shop in cXML payloadIDs. */
  publicOrigin: string;
}> = async (app, { store, access, carts, publicOrigin }) => {
  const host = URL.canParse(publicOrigin) ? new URL(publicOrigin).hostname : 'localhost';
  // The cart page sends an HTML form; only this plugin's route reads one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/orders/punchout/transfer',
    { schema: { body: PunchoutTransferBodySchema }, config: { rawAnswers: page } },
    async (request, reply) => {
      // Asked now, not from the few seconds' cache: the session may have ended a moment ago.
      const who = await access.requester(request, { fresh: true });
      const session = who.buyer?.punchout;
      if (!who.buyer) throw HttpError.unauthorized();
      if (!session) throw new HttpError(403, 'NOT_PUNCHOUT', 'punchout.error.no_session');
      const order = await readableOrder(store, request.body.uuid, who);
      if (order.order_status !== 'created' || order.user_id !== who.buyer.userid) throw HttpError.notFound();
      const locale = requestLocale(request);
      const cart = await carts.present(order, { locale, who });
      const lines = punchoutLines(cart);
      const fields: [string, string][] =
        session.protocol === 'oci'
          ? ociFields(lines)
          : [
              [
                'cxml-urlencoded',
                punchoutOrderMessage(lines, { session, goodsCents: cart.total_price, locale, host, now: new Date() }),
              ],
            ];
      const { html, contentSecurityPolicy } = transferPage(
        { action: session.return_url, target: session.target, fields },
        locale,
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', contentSecurityPolicy)
        .send(html);
    },
  );
};
