import { apiCalls, apiPath, type ApiCall } from '@shop/contracts';
import type { OpenApiDocument, OpenApiOperation } from '@shop/service-kit';
import { z } from 'zod';
import { sharedTestGateway } from './helper';

jest.setTimeout(60_000);

const unusedBySpecPages = 'a call of SPEC 7 that no page of the shop makes; for other clients of the API';
const link = 'a PDF the page opens as a link (href), not JSON the client reads';
const fileLink = 'a file the page opens as a link (href), an e-invoice or a CSV, not JSON the client reads';

/**
 * Operations of the description the browser does not call through the typed client, each with
 * why. Anything else the document lists must be in contracts' apiCalls.
 */
const notInTheClient: { operation: string; why: string }[] = [
  ...[
    'GET /api/productVariant/values-by-products',
    'GET /api/productVariant/values-by-products/',
    'GET /api/productVariant/count-by-product',
    'GET /api/productVariant/count-by-product/',
    'GET /api/product/by-category/{slug}',
    'GET /api/search/all/{term}',
    'GET /api/search/variants/{search}',
    'POST /api/search/register_query',
    'GET /api/static/promotion',
    'GET /api/static/promotion-text',
    'GET /api/orders/processed-by-id/{uuid}',
  ].map((operation) => ({ operation, why: unusedBySpecPages })),
  ...['GET /api/productVariant/values-all/', 'GET /api/productVariant/all/'].map((operation) => ({
    operation,
    why: 'the trailing-slash spelling of a call the table has without it (the service answers both)',
  })),
  { operation: 'GET /api/suppliers/{id}', why: 'the public supplier record; variants carry what pages show of it' },
  { operation: 'POST /api/orders/payment-webhook', why: 'the payment provider calls it, server to server' },
  {
    operation: 'GET /api/orders/test-payment/{order}/{id}',
    why: 'the test payment provider’s own page, opened by address',
  },
  {
    operation: 'POST /api/orders/test-payment/{order}/{id}/{decision}',
    why: 'the form on the test payment provider’s page',
  },
  { operation: 'GET /api/orders/confirmation-pdf/{uuid}', why: link },
  { operation: 'GET /api/orders/offer-pdf/{uuid}', why: link },
  { operation: 'GET /api/orders/invoices/{uuid}/pdf', why: link },
  { operation: 'GET /api/orders/invoices/{uuid}/e-invoice/{format}', why: fileLink },
  { operation: 'GET /api/orders/backoffice/receivables.csv', why: fileLink },
  { operation: 'GET /api/orders/backoffice/orders.csv', why: fileLink },
  { operation: 'GET /api/orders/backoffice/orders.xlsx', why: fileLink },
  {
    operation: 'GET /api/orders/quote-pdf/{uuid}',
    why: 'a PDF the quote page fetches as a file (with a guest’s link token), not JSON',
  },
  {
    operation: 'POST /api/users/punchout/cxml/setup',
    why: 'the purchasing system posts its cXML PunchOutSetupRequest, server to server',
  },
  {
    operation: 'POST /api/orders/cxml/order',
    why: 'the purchasing system posts its cXML OrderRequest, server to server',
  },
  ...['GET /api/users/punchout/oci', 'POST /api/users/punchout/oci', 'GET /api/users/punchout/cxml/start'].map(
    (operation) => ({
      operation,
      why: 'the purchasing system opens it in the buyer’s browser (OCI login, cXML start page; docs/procurement.md)',
    }),
  ),
  {
    operation: 'POST /api/orders/punchout/transfer',
    why: 'the cart page’s plain form post; the answer is a page that hands the cart to the purchasing system',
  },
];

const tableCalls: { name: string; call: ApiCall }[] = Object.entries(apiCalls).flatMap(([service, calls]) =>
  Object.entries(calls as Record<string, ApiCall>).map(([name, call]) => ({ name: `${service}.${name}`, call })),
);

const documentPath = (call: ApiCall) => apiPath(call.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}'));
const operationName = (call: ApiCall) => `${call.method} ${documentPath(call)}`;

/**
 * A JSON Schema as the document and zod write it, compared by meaning: references to the
 * document's components inlined, the keywords that only name or illustrate a schema (`$schema`,
 * `$id`, `examples`) left out, and `const: x` written `enum: [x]`, as @fastify/swagger writes it
 * for Swagger UI.
 */
function normalised(schema: unknown, document: OpenApiDocument): unknown {
  if (Array.isArray(schema)) return schema.map((item) => normalised(item, document));
  if (schema === null || typeof schema !== 'object') return schema;
  const record = schema as Record<string, unknown>;
  if (typeof record.$ref === 'string' && record.$ref.startsWith('#/components/schemas/')) {
    const name = record.$ref.slice('#/components/schemas/'.length);
    return normalised(document.components?.schemas?.[name], document);
  }
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => !['$schema', '$id', 'examples'].includes(key))
      .map(([key, value]) => (key === 'const' ? ['enum', [value]] : [key, normalised(value, document)])),
  );
}

/**
 * A zod schema as the route describer (fastify-type-provider-zod) writes it: JSON Schema 2020-12,
 * what JSON cannot say as {}.
 */
const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: (ctx) => {
      const type = (ctx.zodSchema as { _zod: { def: { type: string } } })._zod.def.type;
      if (type === 'union') ctx.jsonSchema.anyOf = ctx.jsonSchema.anyOf?.filter((b) => Object.keys(b).length > 0);
      if (type === 'date' && io === 'output') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
      if (type === 'undefined' && io === 'output') ctx.jsonSchema.type = 'null';
    },
  });

const parameterNames = (operation: OpenApiOperation, where: 'path' | 'query') =>
  ((operation.parameters ?? []) as { in?: string; name?: string }[])
    .filter((parameter) => parameter.in === where)
    .map((parameter) => parameter.name!)
    .sort();

describe('the typed client’s call table (contracts’ apiCalls) against the API description', () => {
  const gateway = sharedTestGateway();
  let document: OpenApiDocument;
  const operation = (call: ApiCall) =>
    document.paths?.[documentPath(call)]?.[call.method.toLowerCase() as 'get'] as OpenApiOperation | undefined;

  beforeAll(async () => {
    const response = await gateway().app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('has every call of the table at its method and path under /api, with the same path parameters', () => {
    expect(tableCalls.length).toBeGreaterThan(40);
    for (const { name, call } of tableCalls) {
      const found = operation(call);
      expect([name, operationName(call), found !== undefined]).toEqual([name, operationName(call), true]);
      const templateNames = [...call.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
      expect([name, templateNames]).toEqual([name, parameterNames(found!, 'path')]);
      if (call.params) expect([name, Object.keys(call.params.shape).sort()]).toEqual([name, templateNames]);
    }
  });

  it('sends only query parameters the call reads', () => {
    for (const { name, call } of tableCalls) {
      const sent = call.query ? Object.keys(call.query.shape).sort() : [];
      const read = parameterNames(operation(call)!, 'query');
      expect([name, sent.filter((parameter) => !read.includes(parameter))]).toEqual([name, []]);
    }
  });

  it('sends the body the document describes, or none where it describes none', () => {
    for (const { name, call } of tableCalls) {
      const described = (operation(call)!.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)
        ?.content?.['application/json']?.schema;
      const table = call.body ? jsonSchemaOf(call.body, 'input') : undefined;
      expect([name, normalised(table, document)]).toEqual([name, normalised(described, document)]);
    }
  });

  it('reads the answer the document describes, at the call’s success status', () => {
    for (const { name, call } of tableCalls) {
      const responses = operation(call)!.responses ?? {};
      const status = String(call.status ?? 200);
      const successes = Object.keys(responses).filter((key) => /^2\d\d$/.test(key));
      expect([name, successes]).toEqual([name, [status]]);
      const described = responses[status]?.content?.['application/json']?.schema;
      // A 204 has no body; the client reads its emptiness as null.
      const table = status === '204' ? undefined : jsonSchemaOf(call.response, 'output');
      expect([name, normalised(table, document)]).toEqual([name, normalised(described, document)]);
      if (status === '204') expect(call.response.safeParse(null).success).toBe(true);
    }
  });

  it('covers every operation of the document but those listed with why', () => {
    const inTable = new Set(tableCalls.map(({ call }) => operationName(call)));
    const listed = new Set(notInTheClient.map(({ operation: name }) => name));
    const described = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => key !== 'parameters')
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.filter((name) => !inTable.has(name) && !listed.has(name))).toEqual([]);
    // A listed operation the table now has, or one the document no longer has, is a stale entry.
    expect([...listed].filter((name) => inTable.has(name) || !described.includes(name))).toEqual([]);
  });
});
