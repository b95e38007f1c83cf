import { createServer as createHttpServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestGateway } from './helper';

jest.setTimeout(60_000);

/** A GET sent as written: no client between here and the gateway removes dot segments or slashes. */
const rawGet = (origin: string, path: string) =>
  new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const req = request({ host: hostname, port, path, headers: { 'x-locale': 'en' } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });

// The addresses a stranger would try to reach the users service's internal calls (the company admins
// the orders service reads) through the gateway's /api/users prefix.
const attempts = [
  '/internal/companies/c1/admins',
  '/api/internal/companies/c1/admins',
  '//internal/companies/c1/admins',
  '/api//internal/companies/c1/work-sites',
  '/api/users/../internal/companies/c1/admins',
  '/api/users/%2e%2e/internal/companies/c1/admins',
  '/api/users/..%2finternal/companies/c1/admins',
  '/api/users/%2E%2E%2Finternal/companies/c1/work-sites',
  '/api/users/company/../../internal/companies/c1/admins',
  '/api/users%2f..%2finternal/companies/c1/admins',
  '/api/internal/punchout/cxml/member',
  '/api/users/../internal/punchout/cxml/member',
];

describe('the services’ internal calls are not reachable through the gateway', () => {
  let users: Server;
  let gateway: FastifyInstance;
  let origin: string;
  const reached: string[] = [];
  beforeAll(async () => {
    // The users service behind the gateway (proxy mode), answering anything under /internal as if it leaked.
    users = createHttpServer((req, res) => {
      reached.push(req.url!);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"admins":[{"email":"leak@example.com"}]}');
    });
    await new Promise<void>((resolve) => users.listen(0, '127.0.0.1', resolve));
    const usersUrl = `http://127.0.0.1:${(users.address() as AddressInfo).port}`;
    ({ app: gateway } = await buildTestGateway({ USERS_URL: usersUrl }));
    origin = await gateway.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await gateway?.close();
    await new Promise((resolve) => users?.close(resolve));
  });

  it('refuses every spelling of /internal under the users prefix, and the users service never sees one', async () => {
    for (const path of attempts) {
      const res = await rawGet(origin, path);
      expect([path, res.status >= 400 && res.status < 500, res.type]).toEqual([
        path,
        true,
        'application/json; charset=utf-8',
      ]);
      expect(res.body).not.toContain('leak@example.com');
    }
    expect(reached.filter((url) => /internal/i.test(decodeURIComponent(url)))).toEqual([]);
  });

  it('still proxies the users prefix itself (the check above is not a dead upstream)', async () => {
    const res = await rawGet(origin, '/api/users/company');
    expect(res.status).toBe(200);
    expect(reached).toContain('/users/company');
  });
});
