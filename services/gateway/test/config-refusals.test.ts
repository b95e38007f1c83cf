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
});
