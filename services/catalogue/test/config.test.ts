import { catalogueConfigFromEnv } from '../src/config';

describe('the catalogue configuration', () => {
  it('searches with the embedded engine unless ELASTICSEARCH_URL is set', () => {
    expect(catalogueConfigFromEnv({})).toEqual({
      elasticsearch: undefined,
      imageBase: '/static/images',
    });
    expect(
      catalogueConfigFromEnv({ ELASTICSEARCH_URL: 'http://elasticsearch:9200', IMAGE_BASE: 'https://cdn.example/img' }),
    ).toEqual({
      elasticsearch: { url: 'http://elasticsearch:9200', indexPrefix: 'shop' },
      imageBase: 'https://cdn.example/img',
    });
  });

  it('refuses an Elasticsearch address that is no http(s) address, naming the variable', () => {
    expect(() => catalogueConfigFromEnv({ ELASTICSEARCH_URL: 'elasticsearch' })).toThrow(
      /catalogue service:\n {2}ELASTICSEARCH_URL: must be Elasticsearch's http\(s\) address \(got "elasticsearch"\)/,
    );
  });

  it('counts search signals in RATE_LIMIT_MONGODB_URI, and refuses a URI that is none or names no database', () => {
    expect(catalogueConfigFromEnv({}).rateLimitMongodbUri).toBeUndefined();
    expect(
      catalogueConfigFromEnv({
        RATE_LIMIT_MONGODB_URI: 'mongodb+srv://shop:pw@edge.example.net/shop_edge?retryWrites=true',
      }).rateLimitMongodbUri,
    ).toBe('mongodb+srv://shop:pw@edge.example.net/shop_edge?retryWrites=true');
    for (const value of ['mongodb://mongo:27017/', 'http://mongo:27017/shop_edge'])
      expect(() => catalogueConfigFromEnv({ RATE_LIMIT_MONGODB_URI: value })).toThrow(
        `catalogue service:\n  RATE_LIMIT_MONGODB_URI: must be a mongodb:// or mongodb+srv:// URI naming its database (mongodb://mongo:27017/shop_edge) (got "${value}")`,
      );
  });
});
