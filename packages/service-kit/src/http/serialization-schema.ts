/** Keywords that only judge a value; writing it needs none of them. */
const valueRules = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
]);
/** Keywords whose value maps names (of properties, of definitions) to schemas. */
const schemaMaps = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

const isNullOption = (option: Record<string, unknown>) => option.type === 'null' && Object.keys(option).length === 1;

/**
 * A JSON Schema as fast-json-stringify writes it fastest, for the same output. For every anyOf it
 * validates the value against each option with ajv, at run time, on every response: zod writes
 * `.nullable()` as anyOf [T, null], so each nullable id, date or discount of an order cost a
 * validation (with the date patterns, most of the time spent writing a cart). Here T-or-null
 * becomes T with `nullable` (a plain null check), a remaining anyOf tries null first, and the
 * rules that only judge a value (ranges, lengths, patterns, formats) go.
 */
export function serializationSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serializationSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (valueRules.has(key)) continue;
    out[key] = schemaMaps.has(key)
      ? Object.fromEntries(Object.entries(value as object).map(([name, s]) => [name, serializationSchema(s)]))
      : serializationSchema(value);
  }
  const options = out.anyOf as Record<string, unknown>[] | undefined;
  if (!options?.some(isNullOption)) return out;
  const others = options.filter((option) => !isNullOption(option));
  const [only] = others;
  // fast-json-stringify looks at anyOf before nullable: only a lone plain option can take the flag.
  if (others.length === 1 && Object.keys(out).length === 1 && !only!.anyOf && !only!.oneOf)
    return { ...only, nullable: true };
  return { ...out, anyOf: [{ type: 'null' }, ...others] };
}
