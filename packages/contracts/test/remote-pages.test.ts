import {
  disallowedPrefix,
  fillParams,
  findDeclaredPage,
  matchPagePath,
  parseDeclaredRoutes,
  RemotePagesSchema,
  routesOf,
  type RemotePage,
} from '../src';

const texts = (text: string) => ({ de: text, fi: text, en: text, et: text });

const approval = {
  path: '/approval/:uuid',
  params: { uuid: 'uuid' },
  component: 'ApprovalPage',
  head: { kind: 'text', title: texts('Approve {uuid}'), description: texts('An order') },
  robots: 'noindex',
  calls: [{ path: '/orders/approval/{uuid}', asBuyer: true }],
  skeleton: { height: 480 },
} as const;

const parsePage = (page: object) => RemotePagesSchema.safeParse({ remote: 'account', pages: [page] });

describe("a remote's page declarations", () => {
  it('take a page with its path, parameter shapes, head in four languages, robots rule, calls and skeleton', () => {
    const parsed = parsePage(approval);
    expect(parsed.success).toBe(true);
    // Defaults: a page without parameters or calls, a call that is public.
    const plain = parsePage({
      ...approval,
      path: '/company',
      params: undefined,
      calls: [{ path: '/x' }],
      head: { kind: 'product' },
    });
    expect(plain.data?.pages[0]).toMatchObject({ params: {}, calls: [{ path: '/x', asBuyer: false }] });
  });

  it.each([
    ['a path without its leading slash', { path: 'approval/:uuid' }],
    ['a parameter without a shape', { params: {} }],
    ['a shape for no parameter', { params: { uuid: 'uuid', id: 'digits' } }],
    ['an unknown shape', { params: { uuid: 'anything' } }],
    ['a call naming no parameter', { calls: [{ path: '/orders/{id}' }] }],
    ['a title naming no parameter', { head: { ...approval.head, title: texts('Approve {id}') } }],
    ['a head without one of the languages', { head: { ...approval.head, title: { de: 'x', fi: 'x', en: 'x' } } }],
    ['an unknown robots rule', { robots: 'maybe' }],
    ['no skeleton', { skeleton: undefined }],
  ])('refuse %s', (_, change) => {
    expect(parsePage({ ...approval, ...change }).success).toBe(false);
  });

  it('refuse a path declared twice', () => {
    expect(RemotePagesSchema.safeParse({ remote: 'account', pages: [approval, approval] }).success).toBe(false);
  });

  it('tell a page from a path whose parameter has another shape, with or without a trailing slash', () => {
    const uuid = '0b0e4c9e-7f1a-4c52-9d0e-2a7c1e5b9f10';
    expect(matchPagePath(approval, `/approval/${uuid}`)).toEqual({ uuid });
    expect(matchPagePath(approval, `/approval/${uuid}/`)).toEqual({ uuid });
    expect(matchPagePath(approval, '/approval/new')).toBeNull();
    expect(matchPagePath(approval, `/approval/${uuid}/more`)).toBeNull();
    const variant = { path: '/variant/:id', params: { id: 'digits' as const } };
    expect(matchPagePath(variant, '/variant/42')).toEqual({ id: '42' });
    expect(matchPagePath(variant, '/variant/4x2')).toBeNull();
    const product = { path: '/products/:slug', params: { slug: 'slug' as const } };
    expect(matchPagePath(product, '/products/s%C3%A4ule')).toEqual({ slug: 'säule' });
    expect(matchPagePath(product, '/products/%E0%A4%A')).toBeNull();
  });

  it('find the declared page of a path and its remote', () => {
    const page = RemotePagesSchema.parse({ remote: 'account', pages: [approval] }).pages[0] as RemotePage;
    const uuid = '0b0e4c9e-7f1a-4c52-9d0e-2a7c1e5b9f10';
    expect(findDeclaredPage({ account: [page] }, `/approval/${uuid}`)).toEqual({
      remote: 'account',
      page,
      params: { uuid },
    });
    expect(findDeclaredPage({ account: [page] }, '/approvals')).toBeNull();
  });

  it('fill call paths (URI-encoded) and texts from the parameters', () => {
    expect(fillParams('/category/by-slug/{slug}?range=[0,10]', { slug: 'a/b ä' }, encodeURIComponent)).toBe(
      '/category/by-slug/a%2Fb%20%C3%A4?range=[0,10]',
    );
    expect(fillParams('Approve {uuid}', { uuid: 'u-1' })).toBe('Approve u-1');
  });

  it('keep robots out of a page by its path up to its first parameter', () => {
    expect(disallowedPrefix(approval)).toBe('/approval/');
    expect(disallowedPrefix({ path: '/quote-pricing' })).toBe('/quote-pricing');
  });

  it('give the shell only the routes, and each remote’s routes that pass on their own', () => {
    const page = RemotePagesSchema.parse({ remote: 'account', pages: [approval] }).pages[0] as RemotePage;
    const routes = routesOf({ account: [page] });
    expect(routes).toEqual({
      account: [
        { path: '/approval/:uuid', params: { uuid: 'uuid' }, component: 'ApprovalPage', skeleton: { height: 480 } },
      ],
    });
    expect(parseDeclaredRoutes({ ...routes, cart: [{ path: 'broken' }], wishlist: [] })).toEqual(routes);
    expect(parseDeclaredRoutes(undefined)).toEqual({});
  });
});
