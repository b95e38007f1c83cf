import { createServer } from '../src';

describe('TRUST_PROXY', () => {
  it('takes the proxies as CIDR ranges, IPv4 and IPv6, and believes X-Forwarded-For only from them', async () => {
    const app = await createServer({ logger: false, trustProxy: '10.0.0.0/8, fd00::/8' });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const ip = async (remoteAddress: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/ip',
          remoteAddress,
          headers: { 'x-forwarded-for': '1.2.3.4, 198.51.100.7' },
        })
      ).json().ip;
    expect(await ip('10.42.7.19')).toBe('198.51.100.7');
    expect(await ip('fd12:3456::7')).toBe('198.51.100.7');
    expect(await ip('203.0.113.9')).toBe('203.0.113.9');
    await app.close();
  });

  it('refuses a range longer than its address, naming TRUST_PROXY (not "invalid range on address")', async () => {
    for (const value of ['10.0.0.0/33', 'fd00::/129', '10.0.0.0/24, 10.1.0.0/40']) {
      await expect(createServer({ logger: false, trustProxy: value })).rejects.toThrow(
        /^TRUST_PROXY must list the addresses or CIDRs of the proxies in front of this process .*got "(10\.0\.0\.0\/33|fd00::\/129|10\.1\.0\.0\/40)"/,
      );
    }
  });
});
