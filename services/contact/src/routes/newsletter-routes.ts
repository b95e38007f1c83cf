import { contactObjectTypeId, NewsletterBodySchema, NewsletterResponseSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MarketingForms } from '../ports/marketing-forms';

/** POST /newsletter/subscribe: hands the e-mail to the marketing-form provider in its own shape. */
export const newsletterRoutes: FastifyPluginAsyncZod<{ forms: MarketingForms }> = async (app, { forms }) => {
  app.post(
    '/newsletter/subscribe',
    { schema: { body: NewsletterBodySchema, response: { 200: NewsletterResponseSchema } } },
    async (request) => {
      const { email, pageUri, pageName } = request.body;
      await forms.submit({
        fields: [{ objectTypeId: contactObjectTypeId, name: 'email', value: email }],
        context: { pageUri, pageName },
      });
      return { message: 'OK' as const };
    },
  );
};
