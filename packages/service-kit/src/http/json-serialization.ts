import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import build from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { serializationSchema } from './serialization-schema';

/**
 * Responses written by fast-json-stringify (the serializer Fastify uses for JSON Schema routes),
 * compiled once per route from its zod schema turned into JSON Schema.
 *
 * What stays: only the properties the schema declares are written (an unexpected field on an
 * object never leaves the service), in the schema's types. What goes: the check of each value
 * against the schema's rules (an int that is positive, a uuid's format...) on the way out, which
 * fastify-type-provider-zod's serializer does with a full zod encode of each response: about
 * 50 µs for a cart of ten lines against about 7 µs, and for a catalogue listing of 24 variants
 * several times that. The handlers answer values the domain built from validated input; the
 * schema is still the contract for the input, for the docs and for the tests, which parse
 * responses with it.
 */

type Stringify = ((value: unknown) => string) | null;

/**
 * Compiled writers by schema: the schemas are module constants, and a process that builds its
 * services more than once (the gateway's tests build a gateway with every embedded service many
 * times) compiled each again, about a second of CPU a build.
 */
const compiled = new WeakMap<ZodType, Stringify>();

/**
 * A function writing values of a zod schema as JSON. Null when JSON Schema cannot express the
 * schema (a transform, a codec, a date).
 */
export function compileJsonStringify(schema: ZodType): Stringify {
  if (typeof schema !== 'object' || schema === null) return compileUncached(schema);
  if (compiled.has(schema)) return compiled.get(schema)!;
  const stringify = compileUncached(schema);
  compiled.set(schema, stringify);
  return stringify;
}

function compileUncached(schema: ZodType): Stringify {
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
  delete jsonSchema.$schema;
  return build(serializationSchema(jsonSchema) as Parameters<typeof build>[0]);
}

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Each route's compiled fast-json-stringify; a schema JSON Schema cannot express keeps the zod
 * serializer.
 */
export const fastJsonSerializerCompiler: FastifySerializerCompiler<unknown> = (route) =>
  compileJsonStringify(route.schema as ZodType) ?? zodSerializerCompiler(route as RouteSchema);

/**
 * Makes every route of this instance write its responses with fastJsonSerializerCompiler.
 * Compilers are encapsulated in Fastify, so each service plugin calls this on its own context,
 * after useZod.
 */
export function useFastJson(app: FastifyInstance) {
  app.setSerializerCompiler(fastJsonSerializerCompiler);
}
