import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Makes every route of this instance validate its input and serialize its output with zod.
 * Compilers are encapsulated in Fastify, so each service plugin calls this on its own context.
 */
export function useZod(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
