import { CompanyListResponseSchema, CompanySchema } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompanyRegister } from '../../ports/company-register';

/**
 * A register that cannot be asked is 503, not 500: the order form says so and lets the buyer type
 * the company themselves.
 */
async function asking<T>(question: Promise<T>): Promise<T> {
  try {
    return await question;
  } catch {
    throw HttpError.unavailable();
  }
}

/** GET /search/company/vat/{vat} and /name/{name}: fill in the order form from the business register. */
export const companyRoutes: FastifyPluginAsyncZod<{ register: CompanyRegister }> = async (app, { register }) => {
  app.get(
    '/search/company/vat/:vat',
    {
      schema: {
        params: z.object({
          vat: z
            .string()
            .trim()
            .regex(/^[A-Za-z]{0,2}[0-9 .-]{7,14}$/, 'validation.vat_format'),
        }),
        response: { 200: CompanySchema },
      },
    },
    async (request) => {
      const company = await asking(register.byVatId(request.params.vat));
      if (!company) throw HttpError.notFound('catalogue.company_not_found');
      return company;
    },
  );

  app.get(
    '/search/company/name/:name',
    {
      schema: {
        params: z.object({
          name: z.string().trim().min(3, 'catalogue.term_too_short').max(100, 'validation.too_long'),
        }),
        response: { 200: CompanyListResponseSchema },
      },
    },
    async (request) => asking(register.byName(request.params.name.replace(/_/g, ' '), 10)),
  );
};
