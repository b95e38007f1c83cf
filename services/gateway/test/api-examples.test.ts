import { isPostCodeOf, parseVatId } from '@shop/contracts';
import type { OpenApiDocument, OpenApiOperation } from '@shop/service-kit';
import { sharedTestGateway } from './helper';
import { ApiDescription } from './support/openapi-conformance';

jest.setTimeout(90_000);

type Media = { schema?: Record<string, unknown>; example?: unknown; examples?: Record<string, { value: unknown }> };

/**
 * Request bodies without an example, each with why: nobody but the sender could make one valid.
 * The supplier's calls take a signed token from the purchase-order mail (contracts/src/fulfilment.ts).
 */
const withoutExample: Record<string, string> = {
  'POST /api/orders/payment-webhook': 'sent by the payment provider, believed only with its signature over the bytes',
  'POST /api/orders/supplier-order/confirm': 'the supplier’s signed token from its purchase-order mail',
  'POST /api/orders/supplier-order/shipped': 'the supplier’s signed token from its purchase-order mail',
  'POST /api/orders/supplier-order/not-deliverable': 'the supplier’s signed token from its purchase-order mail',
};

const operations = (document: OpenApiDocument) =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => method !== 'parameters')
      .map(([method, operation]) => ({ where: `${method.toUpperCase()} ${path}`, path, method, operation })),
  ) as { where: string; path: string; method: string; operation: OpenApiOperation }[];

const examplesOf = (media: Media): unknown[] => [
  ...(media.example !== undefined ? [media.example] : []),
  ...Object.values(media.examples ?? {}).map(({ value }) => value),
];

/** The Finnish business id's check digit (PRH): weights 7 9 10 5 8 4 2, mod 11; remainder 1 is never given. */
function businessIdCheckDigitFits(id: string): boolean {
  const digits = [...id.replace('-', '')].map(Number);
  const remainder = [7, 9, 10, 5, 8, 4, 2].reduce((sum, weight, i) => sum + weight * digits[i]!, 0) % 11;
  return remainder !== 1 && digits[7] === (remainder === 0 ? 0 : 11 - remainder);
}

describe('examples and links of the API description', () => {
  const gateway = sharedTestGateway();
  let document: OpenApiDocument;
  let description: ApiDescription;
  beforeAll(async () => {
    document = (await gateway().app.inject({ url: '/api/openapi.json' })).json();
    description = new ApiDescription(document);
  });

  it('gives every request body an example that its own schema accepts', () => {
    const missing: string[] = [];
    const problems: string[] = [];
    for (const { where, operation } of operations(document)) {
      const media = operation.requestBody?.content['application/json'] as Media | undefined;
      if (!media) continue;
      const examples = examplesOf(media);
      if (examples.length === 0 && !(where in withoutExample)) missing.push(where);
      for (const example of examples) problems.push(...description.valueProblems(where, media.schema!, example));
    }
    expect(missing).toEqual([]);
    expect(problems).toEqual([]);
    // The exceptions are bodies that exist.
    for (const where of Object.keys(withoutExample))
      expect(operations(document).some((operation) => operation.where === where)).toBe(true);
  });

  it('gives the answers of search, a variant and a refusal an example their schema accepts', () => {
    const problems: string[] = [];
    let answered = 0;
    for (const { where, operation } of operations(document)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const media = response.content?.['application/json'] as Media | undefined;
        for (const example of media ? examplesOf(media) : []) {
          answered += 1;
          problems.push(...description.valueProblems(`${where} ${status}`, media!.schema!, example));
        }
      }
    }
    expect(problems).toEqual([]);
    const answerExample = (path: string) =>
      (document.paths?.[path]?.get?.responses?.['200']?.content?.['application/json'] as Media).example;
    expect(answerExample('/api/search/all/{term}')).toMatchObject({ variants: [{ id: 3548 }] });
    expect(answerExample('/api/search/variants/{search}')).toMatchObject({ variants: [{ id: 3548 }] });
    expect(answerExample('/api/productVariant/{id}')).toMatchObject({ id: 3548, attributes: expect.any(Array) });
    expect(answered).toBeGreaterThanOrEqual(3);
    const error = document.components?.schemas?.ErrorResponse as { examples?: unknown[] };
    expect(error.examples).toHaveLength(1);
    expect(
      description.valueProblems('ErrorResponse', { $ref: '#/components/schemas/ErrorResponse' }, error.examples![0]),
    ).toEqual([]);
  });

  it('shows a Finnish company on the order form: a Finnish postcode, a business id whose check digit fits', () => {
    const media = document.paths?.['/api/orders/set-form/{uuid}']?.patch?.requestBody?.content[
      'application/json'
    ] as Media;
    const form = media.example as { vat: string; postCode: string; country: string; type: string };
    expect(form).toMatchObject({ country: 'FI', type: 'company' });
    expect(isPostCodeOf(form.postCode, 'FI')).toBe(true);
    expect(form.vat).toMatch(/^\d{7}-\d$/);
    expect(businessIdCheckDigitFits(form.vat)).toBe(true);
    expect(parseVatId(form.vat, 'FI')).not.toBeNull();
  });

  it('links the add call’s answer to the checkout’s calls on that cart, each to an operation of the document', () => {
    const links = document.paths?.['/api/orders/add']?.post?.responses?.['200']?.links as Record<
      string,
      { operationId: string; parameters: Record<string, string>; requestBody?: unknown }
    >;
    const ids = new Set(operations(document).map(({ operation }) => operation.operationId));
    expect(Object.keys(links).sort()).toEqual(
      [
        'getOrdersByIdByUuid',
        'patchOrdersSetFormByUuid',
        'patchOrdersSetPaymentMethodByUuidByMethod',
        'patchOrdersSetStateByUuid',
        'postOrdersComplete',
      ].sort(),
    );
    for (const link of Object.values(links)) {
      expect(ids.has(link.operationId)).toBe(true);
      expect(link.parameters['cookie.cart_access']).toBe('$response.header.Set-Cookie#regex:cart_access=([^;]+)');
    }
    expect(links.patchOrdersSetFormByUuid!.parameters['path.uuid']).toBe('$response.body#/uuid');
    expect(links.postOrdersComplete!.requestBody).toEqual({ uuid: '$response.body#/uuid' });
    // Bodies random data rarely makes valid come whole from the document: set-form's example, and
    // set-state's with the totals of the answer (the ones the buyer was shown).
    expect(links.patchOrdersSetFormByUuid!.requestBody).toMatchObject({ country: 'FI', postCode: '00510' });
    expect(links.patchOrdersSetFormByUuid).toMatchObject({ 'x-schemathesis': { merge_body: false } });
    expect(links.patchOrdersSetStateByUuid!.requestBody).toMatchObject({
      deliveryMethodType: 'product_freight',
      freightTotal: '$response.body#/total_delivery_price',
      cartTotal: '$response.body#/total_price_with_vat',
    });
  });

  it('completes an order with only the document: its examples as bodies, its links from the add call', async () => {
    const app = gateway().app;
    const operationById = (id: string) => operations(document).find(({ operation }) => operation.operationId === id)!;
    const bodyExample = (operation: OpenApiOperation) =>
      (operation.requestBody?.content['application/json'] as Media | undefined)?.example;

    const add = operationById('postOrdersAdd');
    const added = await app.inject({ method: 'POST', url: add.path, payload: bodyExample(add.operation) as object });
    expect(
      description.answerProblems('POST', add.path, added.statusCode, added.body, String(added.headers['content-type'])),
    ).toEqual([]);
    expect(added.statusCode).toBe(200);

    // The link's two expressions, evaluated as a client following links does.
    const setCookie = ([] as string[]).concat(added.headers['set-cookie'] ?? []).join(', ');
    const evaluate = (expression: unknown): unknown => {
      if (typeof expression !== 'string' || !expression.startsWith('$')) return expression;
      const pointer = /^\$response\.body#\/(.+)$/.exec(expression);
      if (pointer) return added.json<Record<string, unknown>>()[pointer[1]!];
      const [, header, pattern] = /^\$response\.header\.([^#]+)#regex:(.+)$/.exec(expression)!;
      expect(header).toBe('Set-Cookie');
      return new RegExp(pattern!).exec(setCookie)![1]!;
    };
    const links = add.operation.responses!['200']!.links as Record<
      string,
      { operationId: string; parameters: Record<string, string>; requestBody?: Record<string, unknown> }
    >;
    const follow = async (linkName: string) => {
      const link = links[linkName]!;
      const { path, method, operation } = operationById(link.operationId);
      const pathValues: Record<string, string> = {};
      const cookies: string[] = [];
      for (const [name, expression] of Object.entries(link.parameters)) {
        const [where, parameter] = name.split('.') as [string, string];
        if (where === 'path') pathValues[parameter] = String(evaluate(expression));
        if (where === 'cookie') cookies.push(`${parameter}=${String(evaluate(expression))}`);
      }
      // Path parameters the link does not give take the document's example (set-payment-method's method).
      for (const parameter of operation.parameters ?? [])
        if (parameter.in === 'path' && !(parameter.name! in pathValues))
          pathValues[parameter.name!] = String(parameter.example);
      const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name]!);
      const linked = Object.fromEntries(Object.entries(link.requestBody ?? {}).map(([k, e]) => [k, evaluate(e)]));
      // A link's body is the body (set-form's, set-state's); else the document's example, the link's fields over it.
      const example = link.requestBody ? undefined : (bodyExample(operation) as object | undefined);
      const payload = example || link.requestBody ? { ...example, ...linked } : undefined;
      const response = await app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        payload,
        headers: { cookie: cookies.join('; '), 'x-locale': 'fi' },
      });
      const type = String(response.headers['content-type']);
      expect([linkName, description.answerProblems(method, url, response.statusCode, response.body, type)]).toEqual([
        linkName,
        [],
      ]);
      return response;
    };

    expect((await follow('patchOrdersSetFormByUuid')).statusCode).toBe(200);
    const read = await follow('getOrdersByIdByUuid');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ form: { company: 'Rakennusliike Virtanen Oy', postCode: '00510' } });
    const state = await follow('patchOrdersSetStateByUuid');
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({ delivery: { type: 'product_freight' } });
    expect((await follow('patchOrdersSetPaymentMethodByUuidByMethod')).statusCode).toBe(200);
    const completed = await follow('postOrdersComplete');
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ paymentmethod: { name: 'invoice' }, order_number: expect.any(String) });
  });

  it('describes the PDFs as application/pdf and the test payment page as text/html', () => {
    const answer = (path: string, method: 'get' | 'post', status: string) =>
      document.paths?.[path]?.[method]?.responses?.[status];
    for (const path of ['/api/orders/confirmation-pdf/{uuid}', '/api/orders/offer-pdf/{uuid}']) {
      expect(Object.keys(answer(path, 'get', '200')?.content ?? {})).toEqual(['application/pdf']);
      expect(answer(path, 'get', '200')?.headers).toHaveProperty('content-disposition');
    }
    expect(Object.keys(answer('/api/orders/test-payment/{order}/{id}', 'get', '200')?.content ?? {})).toEqual([
      'text/html',
    ]);
    const decided = answer('/api/orders/test-payment/{order}/{id}/{decision}', 'post', '303');
    expect(decided?.headers).toHaveProperty('location');
    expect(decided?.content).toBeUndefined();
  });

  it('answers the offer PDF of a cart as the document says: application/pdf', async () => {
    const app = gateway().app;
    const add = document.paths!['/api/orders/add']!.post!;
    const added = await app.inject({
      method: 'POST',
      url: '/api/orders/add',
      payload: (add.requestBody!.content['application/json'] as Media).example as object,
    });
    const cookie = ([] as string[])
      .concat(added.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const url = `/api/orders/offer-pdf/${added.json<{ uuid: string }>().uuid}`;
    const pdf = await app.inject({ url, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(description.answerProblems('GET', url, 200, '', 'application/pdf')).toEqual([]);
    expect(description.answerProblems('GET', url, 200, '', 'text/html')).toEqual([
      'GET /api/orders/offer-pdf/{uuid} 200: text/html is not described (application/pdf)',
    ]);
  });
});
