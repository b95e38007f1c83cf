import { callPathOf, isApiUrl, isCallPath } from '../src';

describe('call paths', () => {
  it('takes a prefix as a whole segment: alone, before a slash or before a query', () => {
    for (const path of ['/productVariant', '/productVariant/3115', '/faq?x=1', '/ws'])
      expect(isCallPath(path)).toBe(true);
    for (const path of ['/productVariants', '/faqs?x=1', '/wss', '/', '']) expect(isCallPath(path)).toBe(false);
  });

  it('finds the call behind an address under /api, and nothing behind /api alone or /apis', () => {
    expect(callPathOf('/api/productVariant/3115?x=1')).toBe('/productVariant/3115?x=1');
    expect(callPathOf('/api/nothing')).toBeNull();
    expect(isApiUrl('/api')).toBe(true);
    expect(isApiUrl('/api?x=1')).toBe(true);
    expect(isApiUrl('/apis/productVariant')).toBe(false);
  });
});
