import { scryptSync } from 'node:crypto';
import { owaspScryptCost, PasswordHasher } from '../../src/domain/password';
import { testCost } from '../helper';

const password = 'Aita2026kesä';

/** How hashes were written before the cost was stored: node's defaults, `scrypt$salt$hash`. */
function legacyHash(plain: string): string {
  const salt = Buffer.from('0123456789abcdef');
  return `scrypt$${salt.toString('base64')}$${scryptSync(plain, salt, 64).toString('base64')}`;
}

describe('password hashes', () => {
  it('uses OWASP minimum cost by default (N=2^17, r=8, p=1), stored in the hash, and verifies it', async () => {
    const hasher = new PasswordHasher();
    expect(hasher.cost).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hasher.hash(password);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain(password);
    expect(await hasher.verify(password, hash)).toEqual({ ok: true, rehash: false });
    expect((await hasher.verify('Wrong2026x', hash)).ok).toBe(false);
  }, 60_000);

  it('still reads the old `scrypt$salt$hash` format and asks for a re-hash at the next login', async () => {
    const hasher = new PasswordHasher(testCost);
    const old = legacyHash(password);
    expect(await hasher.verify(password, old)).toEqual({ ok: true, rehash: true });
    expect(await hasher.verify('Wrong2026x', old)).toEqual({ ok: false, rehash: false });
  });

  it("asks for a re-hash of a hash weaker than today's cost, not of an equal one", async () => {
    const weak = await new PasswordHasher(testCost).hash(password);
    const stronger = new PasswordHasher({ ...testCost, N: testCost.N * 2 });
    expect(await stronger.verify(password, weak)).toEqual({ ok: true, rehash: true });
    expect(await new PasswordHasher(testCost).verify(password, weak)).toEqual({ ok: true, rehash: false });
    expect(owaspScryptCost.N).toBeGreaterThan(testCost.N);
  });

  it('runs scrypt once also without a hash to compare with (unknown account), and never matches', async () => {
    const hasher = new PasswordHasher(testCost);
    const derive = jest.spyOn(hasher, 'derive');
    expect(await hasher.verify(password, null)).toEqual({ ok: false, rehash: false });
    expect(await hasher.verify(password, 'not-a-hash')).toEqual({ ok: false, rehash: false });
    expect(derive).toHaveBeenCalledTimes(2);
    expect(derive.mock.calls.every(([, , , cost]) => cost === testCost)).toBe(true);
  });
});
