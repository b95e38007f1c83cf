import build from 'fast-json-stringify';
import { z, type ZodType } from 'zod';

/**
 * A function writing values of a zod schema as JSON, compiled once by fast-json-stringify (the
 * serializer Fastify uses for JSON Schema routes) from the schema turned into JSON Schema. It
 * writes only the properties the schema declares, in the schema's types; it does not check the
 * schema's rules (an int that is positive, a uuid's format...). Null when JSON Schema cannot
 * express the schema (a transform, a codec, a date).
 */
export function compileJsonStringify(schema: ZodType): ((value: unknown) => string) | null {
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
  return build(jsonSchema as unknown as Parameters<typeof build>[0]);
}
