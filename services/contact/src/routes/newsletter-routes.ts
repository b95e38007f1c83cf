import { contactObjectTypeId, NewsletterBodySchema, NewsletterResponseSchema } from '@shop/contracts';
import type { RateGuard } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactAction } from '../app';
import type { MarketingForms } from '../ports/marketing-forms';

/** POST /newsletter/subscribe: hands the e-mail to the marketing-form provider in its own shape. */
export const newsletterRoutes: FastifyPluginAsyncZod<{
  forms: MarketingForms;
  guard: RateGuard<ContactAction>;
}> = async (app, { forms, guard }) => {
  app.post(
    '/newsletter/subscribe',
    { schema: { body: NewsletterBodySchema, response: { 200: NewsletterResponseSchema } } },
    async (request, reply) => {
      const { email, pageUri, pageName } = request.body;
      await guard.check('subscribe', { ip: request.ip, email: email.toLowerCase() }, reply);
      await forms.submit({
        fields: [{ objectTypeId: contactObjectTypeId, name: 'email', value: email }],
        context: { pageUri, pageName },
      });
      return { message: 'OK' as const };
    },
  );
};
