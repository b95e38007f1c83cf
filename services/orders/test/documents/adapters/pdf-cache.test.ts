import { PdfCache } from '../../../src/documents/adapters/pdf-cache';

const pdf = (bytes: number) => Buffer.alloc(bytes, 1);

describe('the PDF cache', () => {
  it('keeps at most its number of entries, forgetting the least recently read first', () => {
    const cache = new PdfCache(2, 1_000);
    cache.set('a', pdf(10));
    cache.set('b', pdf(10));
    cache.get('a');
    cache.set('c', pdf(10));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((found) => found !== undefined)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('keeps at most its bytes, and never a PDF larger than all of them', () => {
    const cache = new PdfCache(10, 100);
    cache.set('a', pdf(60));
    cache.set('b', pdf(60));
    expect(cache.size).toEqual({ entries: 1, bytes: 60 });
    expect(cache.get('a')).toBeUndefined();
    cache.set('huge', pdf(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 1, bytes: 60 });
  });
});
