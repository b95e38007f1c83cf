import { apiPath, isCallPath } from '@shop/contracts';
import type { OpenApiDocument } from '@shop/service-kit';
import { apiDocsFromEnv } from '../src/config';
import { buildTestGateway, sharedTestGateway } from './helper';
import { registeredRoutes } from './support/registered-routes';

jest.setTimeout(60_000);

/**
 * Routes of the embedded shop that are no call of the API, each with why. Everything that is not a
 * call path (pages, bundles, robots.txt, sitemap, /dev/mailbox, health, metrics, the description
 * itself) is left out by contracts' isCallPath; these are call paths that are still not calls.
 */
const notDescribed: { route: RegExp; why: string }[] = [
  { route: /^\/static\/images\//, why: 'product and category pictures: files kept outside /api (serviceFileRoutes)' },
  { route: /^\/ws\/:uuid$/, why: 'the cart channel is a websocket: frames, which OpenAPI cannot describe' },
];

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const describedOperations = (document: OpenApiDocument) =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => key !== 'parameters')
      .map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('the API description (GET /api/openapi.json)', () => {
  const gateway = sharedTestGateway();
  let document: OpenApiDocument;
  beforeAll(async () => {
    const response = await gateway().app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('is OpenAPI 3.1 with every call at its public address under /api', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths ?? {}).length).toBeGreaterThan(50);
    for (const path of Object.keys(document.paths ?? {})) expect(path).toMatch(/^\/api\//);
    expect(document.paths?.['/api/orders/add']?.post?.requestBody).toBeDefined();
  });

  it('lists every call registered by the gateway and the services in it, and nothing else', () => {
    const calls = registeredRoutes(gateway().app)
      .filter(({ method, url }) => method !== 'HEAD' && isCallPath(url))
      .filter(({ url }) => !notDescribed.some(({ route }) => route.test(url)))
      .map(({ method, url }) => `${method} ${apiPath(openApiPath(url))}`);
    expect(calls).toContain('POST /api/orders/add');
    expect(calls).toContain('POST /api/analytics/events');
    expect(describedOperations(document).sort()).toEqual([...new Set(calls)].sort());
  });

  it('describes for every call its answer and the one error body for refusals and failures', () => {
    const errorBody = { $ref: '#/components/schemas/ErrorResponse' };
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item)) {
        if (method === 'parameters') continue;
        const responses = (operation as { responses: Record<string, { content?: Record<string, unknown> }> }).responses;
        const where = `${method.toUpperCase()} ${path}`;
        // The answer: a 2xx, or a redirect for a page a browser is sent on from (the test payment's decision).
        expect([where, Object.keys(responses).some((status) => /^[23]\d\d$/.test(status))]).toEqual([where, true]);
        expect([where, responses['4XX']?.content?.['application/json']]).toEqual([where, { schema: errorBody }]);
        expect([where, responses['5XX']?.content?.['application/json']]).toEqual([where, { schema: errorBody }]);
      }
    }
    expect(document.components?.schemas?.ErrorResponse).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['statusCode', 'error', 'message']),
    });
  });

  it('names the language every call reads and the session cookie', () => {
    const add = document.paths?.['/api/orders/add']?.post;
    expect(add?.parameters).toEqual(
      expect.arrayContaining([
        { $ref: '#/components/parameters/LocaleHeader' },
        { $ref: '#/components/parameters/LocaleCookie' },
        { $ref: '#/components/parameters/AcceptLanguage' },
      ]),
    );
    expect(document.components?.parameters?.LocaleCookie).toMatchObject({
      in: 'cookie',
      name: 'locale',
      schema: { enum: ['de', 'fi', 'en', 'et'] },
    });
    expect(document.components?.securitySchemes?.session).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
    );
    expect(document.components?.securitySchemes?.cartAccess).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'cart_access' }),
    );
  });
});

describe('Idempotency-Key in the API description', () => {
  const gateway = sharedTestGateway();

  it('is stated where a retry is answered from the first answer, and only there', async () => {
    const document: OpenApiDocument = (await gateway().app.inject({ url: '/api/openapi.json' })).json();
    const accepting = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) =>
          (operation as { parameters?: { in?: string; name?: string }[] }).parameters?.some(
            (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
          ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    // The quick order's add-many too: a retried click adds nothing twice (docs/orders.md, "Quick order").
    expect(accepting.sort()).toEqual([
      'POST /api/orders/add',
      'POST /api/orders/add-many',
      'POST /api/orders/complete',
    ]);
  });
});

describe('the API reference page (GET /api/docs)', () => {
  const gateway = sharedTestGateway();

  it('loads Redoc from the gateway itself, with a policy that lets it run and nothing else', async () => {
    const page = await gateway().app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<redoc spec-url="/api/openapi.json"');
    expect(page.body).toContain('<script src="/api/docs/redoc.standalone.js"></script>');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:/);
    const script = await gateway().app.inject({ url: '/api/docs/redoc.standalone.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('Redoc');
  });
});

describe('the API_DOCS switch', () => {
  const answers = async (env: Record<string, string>) => {
    const { app } = await buildTestGateway(env);
    try {
      const document = await app.inject({ url: '/api/openapi.json' });
      const page = await app.inject({ url: '/api/docs' });
      return [document.statusCode, page.statusCode];
    } finally {
      await app.close();
    }
  };

  it('publishes nothing in production unless switched on', () => {
    expect(apiDocsFromEnv({ NODE_ENV: 'production' })).toBe(false);
    expect(apiDocsFromEnv({ NODE_ENV: 'production', API_DOCS: 'on' })).toBe(true);
    expect(apiDocsFromEnv({ NODE_ENV: 'production', API_DOCS: 'off' })).toBe(false);
  });

  it('is on in the embedded shop unless switched off', async () => {
    expect(apiDocsFromEnv({})).toBe(true);
    expect(await answers({ API_DOCS: 'off' })).toEqual([404, 404]);
  });

  it('refuses a value that is neither on nor off, naming the variable', () => {
    expect(() => apiDocsFromEnv({ API_DOCS: 'yes' })).toThrow('API_DOCS: must be "on" or "off" (got "yes")');
  });
});
