import { HttpError, PublicOrigins } from '../src';

describe('public origins: links are built only from the shop’s configured addresses', () => {
  const production = PublicOrigins.fromEnv({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://shop.example/',
    LINK_ORIGINS: 'https://www.shop.example',
  });

  it('refuses a forged host that is not one of the shop’s origins', () => {
    expect(() => production.pick('https://evil.example')).toThrow(HttpError);
    expect(() => production.pick('http://localhost:8080')).toThrow(HttpError);
    expect(() => production.pick('javascript:alert(1)')).toThrow(HttpError);
  });

  it('reduces an allowed host to its origin so no path or query rides along', () => {
    expect(production.pick('https://www.shop.example/evil?next=https://evil.example')).toBe('https://www.shop.example');
    expect(production.pick(undefined)).toBe('https://shop.example');
  });

  it('refuses to start in production without PUBLIC_URL', () => {
    expect(() => PublicOrigins.fromEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
  });

  it('defaults outside production to the address the shop listens on, 127.0.0.1 unless HOST names one', () => {
    expect(PublicOrigins.fromEnv({ PORT: '8080' }).primary).toBe('http://127.0.0.1:8080');
    expect(PublicOrigins.fromEnv({ PORT: '41234', HOST: '0.0.0.0' }).primary).toBe('http://127.0.0.1:41234');
    expect(PublicOrigins.fromEnv({ PORT: '8080', HOST: '192.168.7.2' }).primary).toBe('http://192.168.7.2:8080');
    expect(PublicOrigins.fromEnv({ PORT: '8080', HOST: '::1' }).primary).toBe('http://[::1]:8080');
  });

  it('accepts loopback origins outside production only', () => {
    const dev = PublicOrigins.fromEnv({ PORT: '8080' });
    expect(dev.primary).toBe('http://127.0.0.1:8080');
    expect(dev.pick('http://127.0.0.1:41234/cart')).toBe('http://127.0.0.1:41234');
    expect(() => dev.pick('http://evil.example')).toThrow(HttpError);
  });
});
