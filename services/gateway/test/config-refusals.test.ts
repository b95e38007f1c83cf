import { gatewayConfigFromEnv } from '../src/config';

/** The variables a refused configuration names, in its order. */
function refusedNames(env: Record<string, string>): string[] {
  try {
    gatewayConfigFromEnv(env);
  } catch (error) {
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(':')[0]!);
  }
  return [];
}

describe('the gateway configuration', () => {
  it('names every refused setting of the gateway and of the services it embeds at once, each once', () => {
    expect(
      refusedNames({
        NODE_ENV: 'production',
        API_DOCS: 'maybe',
        CARD_PAYMENTS: 'maybe',
        SUPPLIER_LINK_SECRET: 'short',
        CONTACT_INBOX: 'sales',
      }),
    ).toEqual([
      'CARD_PAYMENTS',
      'SUPPLIER_LINK_SECRET',
      'STRIPE_SECRET_KEY',
      'PUBLIC_URL',
      'CONTACT_INBOX',
      'API_DOCS',
    ]);
  });

  it('counts analytics events in RATE_LIMIT_MONGODB_URI when set, and refuses a URI without its database', () => {
    expect(gatewayConfigFromEnv({}).rateLimitMongodbUri).toBeUndefined();
    expect(
      gatewayConfigFromEnv({ RATE_LIMIT_MONGODB_URI: 'mongodb://mongo:27017/shop_edge' }).rateLimitMongodbUri,
    ).toBe('mongodb://mongo:27017/shop_edge');
    expect(() => gatewayConfigFromEnv({ RATE_LIMIT_MONGODB_URI: 'mongodb://mongo:27017' })).toThrow(
      'RATE_LIMIT_MONGODB_URI: must be a mongodb:// or mongodb+srv:// URI naming its database (mongodb://mongo:27017/shop_edge) (got "mongodb://mongo:27017")',
    );
    expect(refusedNames({ RATE_LIMIT_MONGODB_URI: 'redis://edge:6379/0' })).toEqual(['RATE_LIMIT_MONGODB_URI']);
  });
});
