import { ContactBodySchema, FormSentResponseSchema, SupplierContactBodySchema, type Locale } from '@shop/contracts';
import { requestLocale, type Mailer, type RateGuard } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactAction } from '../app';
import type { ContactKind, MessageStore } from '../ports/message-store';
import { contactMail } from './contact-mail';

export interface ContactRoutesOptions {
  guard: RateGuard<ContactAction>;
  store: MessageStore;
  mailer: Mailer;
  /** The shop's inbox for contact and supplier messages. */
  inbox: string[];
  staffLocale: Locale;
  now: () => Date;
}

const asFields = (body: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, value ?? '']));

/** POST /contact/submit (contact and quote request) and POST /contact/supplier. */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, opts) => {
  // Stored first: a message is never lost when mail fails, and the buyer still hears it failed.
  const receive = async (kind: ContactKind, locale: Locale, body: Record<string, string | undefined>) => {
    const message = await opts.store.saveMessage(kind, locale, asFields(body), opts.now());
    await opts.mailer.send(contactMail(message, opts.inbox, opts.staffLocale));
    return { id: message.id, message: 'Message sent' as const };
  };

  // Both forms share one allowance: they end in the same inbox.
  app.post(
    '/contact/submit',
    { schema: { body: ContactBodySchema, response: { 200: FormSentResponseSchema } } },
    async (request, reply) => {
      await opts.guard.check('message', { ip: request.ip, email: request.body.email.toLowerCase() }, reply);
      return receive('contact', requestLocale(request), request.body);
    },
  );

  app.post(
    '/contact/supplier',
    { schema: { body: SupplierContactBodySchema, response: { 200: FormSentResponseSchema } } },
    async (request, reply) => {
      await opts.guard.check('message', { ip: request.ip, email: request.body.email.toLowerCase() }, reply);
      return receive('supplier', requestLocale(request), request.body);
    },
  );
};
