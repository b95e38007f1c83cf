import { usersConfigFromEnv } from '../src/config';

describe('the users configuration', () => {
  it('runs on its embedded defaults: sqlite, outbox mail, a secret kept in the store, links to its address', () => {
    const config = usersConfigFromEnv({ PORT: '8080' });
    expect(config).toMatchObject({ production: false, mongodbUri: undefined, sessionSecret: undefined });
    expect(config.publicOrigins.primary).toBe('http://127.0.0.1:8080');
    expect(usersConfigFromEnv({ PORT: '8080', HOST: '192.168.7.2' }).publicOrigins.primary).toBe(
      'http://192.168.7.2:8080',
    );
  });

  it('reads the production settings from their variables', () => {
    const config = usersConfigFromEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://nordbau.example',
      SESSION_SECRET: 's3cret',
      MONGODB_URI: 'mongodb://mongo:27017/shop_users',
    });
    expect(config).toMatchObject({
      production: true,
      sessionSecret: 's3cret',
      mongodbUri: 'mongodb://mongo:27017/shop_users',
    });
    expect(config.publicOrigins.primary).toBe('https://nordbau.example');
  });

  it('refuses production without PUBLIC_URL, which links in e-mails are built from', () => {
    expect(() => usersConfigFromEnv({ NODE_ENV: 'production' })).toThrow(
      /users service:\n {2}PUBLIC_URL: PUBLIC_URL is required in production/,
    );
  });
});
