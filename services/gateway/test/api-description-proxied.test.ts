import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contactConfigFromEnv, createContact } from '@shop/contact-service';
import { translate } from '@shop/i18n';
import { createServer, openApiRoute, type OpenApiDocument } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import { buildTestGateway } from './helper';

jest.setTimeout(60_000);

describe('the API description with a service behind the gateway (proxy mode)', () => {
  let contact: FastifyInstance;
  let gateway: FastifyInstance;
  beforeAll(async () => {
    // The contact service as its own process runs it (runServiceProcess): described, with GET /openapi.json.
    contact = await createServer({ logger: false, describe: { title: 'contact service', version: '1' } });
    await contact.register(
      createContact(contactConfigFromEnv({}), { dataDir: mkdtempSync(join(tmpdir(), 'contact-')) }),
    );
    await contact.register(openApiRoute);
    const url = await contact.listen({ port: 0, host: '127.0.0.1' });
    ({ app: gateway } = await buildTestGateway({ CONTACT_URL: url }));
  });
  afterAll(async () => {
    await gateway?.close();
    await contact?.close();
  });

  it('takes the proxied service’s calls from the service’s own document, at their /api addresses', async () => {
    const own: OpenApiDocument = (await contact.inject({ url: '/openapi.json' })).json();
    expect(Object.keys(own.paths ?? {})).toEqual(expect.arrayContaining(['/contact/submit', '/newsletter/subscribe']));
    const response = await gateway.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const published: OpenApiDocument = response.json();
    expect(published.paths?.['/api/contact/submit']?.post?.requestBody).toEqual(
      own.paths?.['/contact/submit']?.post?.requestBody,
    );
    expect(published.paths?.['/api/newsletter/subscribe']?.post).toBeDefined();
    // The proxy's own routes (/contact, /contact/*) stand for the service's calls: not described twice.
    expect(
      Object.keys(published.paths ?? {})
        .filter((path) => /^\/api\/(contact|newsletter)/.test(path))
        .sort(),
    ).toEqual(
      Object.keys(own.paths ?? {})
        .map((path) => `/api${path}`)
        .sort(),
    );
    // The services still in the gateway's process are there as well.
    expect(published.paths?.['/api/orders/add']?.post).toBeDefined();
  });

  it('answers 503 in the buyer’s language while a proxied service cannot give its document', async () => {
    await contact.close();
    const response = await gateway.inject({ url: '/api/openapi.json', headers: { 'x-locale': 'fi' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      statusCode: 503,
      code: 'UNAVAILABLE',
      message: translate('fi', 'error.service_unavailable'),
    });
  });
});
