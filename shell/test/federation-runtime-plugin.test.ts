import { isUnavailableRemote, shopFederationPlugin, withRetryQuery } from '../src/remotes/federation-runtime-plugin';

type LoadEntryErrorArgs = Parameters<NonNullable<ReturnType<typeof shopFederationPlugin>['loadEntryError']>>[0];
type ErrorLoadRemoteArgs = Parameters<NonNullable<ReturnType<typeof shopFederationPlugin>['errorLoadRemote']>>[0];

const plugin = shopFederationPlugin({ retries: 2, delayMs: () => 0 });

function entryFailure(getRemoteEntry: jest.Mock) {
  const globalLoading: Record<string, Promise<void> | undefined> = { 'mf_cart:/e.js': Promise.resolve() };
  const args = {
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'mf_cart', entry: '/remotes/cart/remoteEntry.js' },
    globalLoading,
    uniqueKey: 'mf_cart:/e.js',
  } as unknown as LoadEntryErrorArgs;
  return { args, globalLoading };
}

describe('the shell federation runtime plugin', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads a failed remote entry again, with a new URL each time, until one attempt works', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const urls: string[] = [];
    const getRemoteEntry = jest.fn(async ({ getEntryUrl }: { getEntryUrl: (url: string) => string }) => {
      urls.push(getEntryUrl('/remotes/cart/remoteEntry.js'));
      if (urls.length < 2) throw new Error('RUNTIME-008 script failed');
      return entry;
    });
    const { args, globalLoading } = entryFailure(getRemoteEntry);
    await expect(plugin.loadEntryError?.(args)).resolves.toBe(entry);
    expect(urls).toEqual(['/remotes/cart/remoteEntry.js?retry=1', '/remotes/cart/remoteEntry.js?retry=2']);
    // the failed attempt no longer blocks a new one
    expect(globalLoading['mf_cart:/e.js']).toBeUndefined();
  });

  it('gives up after the configured retries, so the original error stands', async () => {
    const getRemoteEntry = jest.fn(async () => {
      throw new Error('RUNTIME-008 still down');
    });
    await expect(plugin.loadEntryError?.(entryFailure(getRemoteEntry).args)).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('falls back to an "unavailable" module when a remote module cannot be loaded, and only then', async () => {
    const failure = (lifecycle: ErrorLoadRemoteArgs['lifecycle']) =>
      ({
        id: 'mf_cart/app',
        error: new Error('RUNTIME-004 mf_cart not registered'),
        lifecycle,
        from: 'runtime',
      }) as ErrorLoadRemoteArgs;
    const fallback = await plugin.errorLoadRemote?.(failure('onLoad'));
    expect(isUnavailableRemote(fallback)).toBe(true);
    expect(fallback).toMatchObject({ id: 'mf_cart/app', reason: 'RUNTIME-004 mf_cart not registered' });
    expect(await plugin.errorLoadRemote?.(failure('beforeLoadShare'))).toBeUndefined();
  });

  it('adds the retry count to an entry URL that has a query already', () => {
    expect(withRetryQuery('https://cdn.example/cart/remoteEntry.js?v=3', 1)).toBe(
      'https://cdn.example/cart/remoteEntry.js?v=3&retry=1',
    );
  });
});
