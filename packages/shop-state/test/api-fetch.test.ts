import { ApiError, apiFetch, setCookie, useLocaleStore } from '../src';
import { mockFetch, mockFetchNetworkError } from '../src/testing/mock-fetch';

describe('apiFetch', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('sends the locale header and cookies, but no session header', async () => {
    // A session token readable by scripts would be stealable.
    setCookie('session_id', 'sess-1');
    setCookie('logged_in', '1');
    const calls = mockFetch({ '/faq': [] });
    await apiFetch('/faq');
    const headers = calls[0]!.init!.headers as Record<string, string>;
    expect(headers.locale).toBe('en');
    expect(headers['x-session-id']).toBeUndefined();
    expect(calls[0]!.init!.credentials).toBe('include');
  });

  it('sends the call under /api, where the gateway answers calls (pages own every other path)', async () => {
    const urls: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return { ok: true, status: 200, text: async () => '[]' } as Response;
    }) as typeof fetch;
    await apiFetch('/faq');
    await apiFetch('/orders/by-id/x?markPaid=true');
    expect(urls).toEqual(['/api/faq', '/api/orders/by-id/x?markPaid=true']);
  });

  it('throws an ApiError carrying the status and the ErrorResponse body', async () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'validation.email_invalid' };
    mockFetch({ '/users/request-magic-link': { status: 400, body } });
    const error = await apiFetch('/users/request-magic-link', { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body, message: 'validation.email_invalid' });
  });

  it('reports a network failure as FETCH_ERROR', async () => {
    mockFetchNetworkError();
    await expect(apiFetch('/faq')).rejects.toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('reports an answer that does not match the schema as PARSING_ERROR', async () => {
    mockFetch({ '/faq': { unexpected: true } });
    const schema = {
      parse: (data: unknown) => {
        if (!Array.isArray(data)) throw new Error('not a list');
        return data;
      },
    };
    await expect(apiFetch('/faq', { schema })).rejects.toMatchObject({ status: 'PARSING_ERROR' });
  });
});
