import { CompleteOrderBodySchema, CompleteOrderResponseSchema } from '@shop/contracts';
import { HttpError, requestLocale, type RateGuard } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashSecret, holdsCart } from '../shared/cart-access';
import { completeOrder, type CompleteOrderDeps } from './complete-order';
import { confirmationLifetimeMs, type AccessCookies } from '../shared/http/access';
import type { Idempotency } from '../shared/http/idempotency';
import { caller, type OrdersAction } from '../shared/http/limits';
import { orderFormFieldLabels } from './order-form-labels';

/**
 * The addresses the cart's form would have the confirmation mailed to, as the guard counts them
 * (the form itself is checked by completeOrder, after).
 */
function confirmationRecipients(form: Record<string, unknown> | undefined): string[] {
  const named = [form?.email, ...(Array.isArray(form?.additionalEmails) ? form.additionalEmails : [])];
  const emails = named.filter((email): email is string => typeof email === 'string' && email.trim() !== '');
  return [...new Set(emails.map((email) => email.trim().toLowerCase()))];
}

/**
 * POST /orders/complete: only by whoever holds the cart (its buyer's session, or the guest browser
 * that made it); the order keeps the owner the cart had. The browser that completes it gets a
 * confirmation token for a day: the thank-you page, the confirmation PDF, the card-payment return
 * and paying again read the order with it (a retry under the completing request's Idempotency-Key
 * gets one again: complete-order.ts). A completion mails whatever addresses the buyer typed,
 * so it counts against the 'order-mail' limits first: per client address and per recipient, and
 * only for the holder of the cart, so a stranger cannot use up someone else's allowance.
 */
export const completeRoute: FastifyPluginAsyncZod<{
  deps: CompleteOrderDeps;
  access: AccessCookies;
  idempotency: Idempotency;
  guard: RateGuard<OrdersAction>;
}> = async (app, { deps, access, idempotency, guard }) => {
  app.post(
    '/orders/complete',
    {
      schema: { body: CompleteOrderBodySchema, response: { 200: CompleteOrderResponseSchema } },
      config: { fieldLabels: orderFormFieldLabels, idempotencyKey: true },
      ...idempotency.hooks(),
    },
    async (request, reply) => {
      const { uuid, credit_approval: creditApproval } = request.body;
      const who = await access.requester(request);
      const cart = await deps.store.findByUuid(uuid);
      if (!cart || !holdsCart(cart, who)) throw HttpError.notFound();
      if (cart.order_number === null) {
        await guard.check('order-mail', caller(who, request.ip), reply);
        for (const recipient of confirmationRecipients(cart.form))
          await guard.check('order-mail', { recipient }, reply);
      }
      const ctx = { locale: requestLocale(request), who, admitNewCart: () => undefined };
      // Logged in since the cart's last change: the guest cart becomes theirs first, so the order is in their history.
      await deps.carts.adopt(uuid, ctx);
      const token = access.newConfirmation();
      const claim = idempotency.claimOf(request);
      const { answer, confirmed } = await completeOrder(deps, uuid, {
        locale: ctx.locale,
        buyer: who.buyer,
        confirmation: { hash: token.hash, expiresAt: new Date(Date.now() + confirmationLifetimeMs) },
        request: claim === null ? null : hashSecret(claim),
        creditApproval,
      });
      if (confirmed) access.giveConfirmation(reply, uuid, token.secret);
      return answer;
    },
  );
};
