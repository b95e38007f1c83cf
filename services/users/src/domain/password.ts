import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost: N (CPU/memory, a power of two), r (block size), p (parallelism). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet minimum for scrypt: 2^17, 8, 1 (128 MiB per hash). */
export const owaspScryptCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/** What hashes written before the cost was stored used: node's defaults. */
const legacyCost: ScryptCost = { N: 16384, r: 8, p: 1 };

const keyLength = 64;
const saltLength = 16;

/** What verifying a password found: whether it matched and whether its hash should be rewritten. */
export interface PasswordCheck {
  ok: boolean;
  /** Matched, but stored in the old format or with a weaker cost than today's: hash it again now. */
  rehash: boolean;
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

const positiveInt = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : 0);

/** `scrypt$N$r$p$salt$hash` (today) or `scrypt$salt$hash` (before the cost was stored, node's defaults). */
function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  if (parts.length === 3) {
    const [, salt, hash] = parts;
    return salt && hash
      ? { cost: legacyCost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') }
      : null;
  }
  if (parts.length !== 6) return null;
  const [, n, r, p, salt, hash] = parts;
  const cost = { N: positiveInt(n), r: positiveInt(r), p: positiveInt(p) };
  if (!cost.N || !cost.r || !cost.p || !salt || !hash) return null;
  return { cost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

const weaker = (a: ScryptCost, b: ScryptCost) => a.N < b.N || a.r < b.r || a.p < b.p;

/**
 * Password hashes with scrypt, the cost stored in each hash so it can be raised later: a hash of a
 * weaker cost still verifies and is replaced at the owner's next successful login.
 *
 * Every check runs scrypt once at today's cost, also when there is no hash to compare with
 * (unknown e-mail, an account that only logs in by link): the answer time does not tell which.
 */
export class PasswordHasher {
  /** Random salt and key at today's cost: comparing with it takes the time a real check takes. */
  private readonly dummy: ParsedHash;

  constructor(readonly cost: ScryptCost = owaspScryptCost) {
    this.dummy = { cost, salt: randomBytes(saltLength), hash: randomBytes(keyLength) };
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(saltLength);
    const hash = await this.derive(password, salt, keyLength, this.cost);
    const { N, r, p } = this.cost;
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
  }

  /** Checks `password` against `stored`; without a usable hash, against a dummy one (same work, never ok). */
  async verify(password: string, stored: string | null): Promise<PasswordCheck> {
    const parsed = stored ? parse(stored) : null;
    if (!parsed) {
      await this.derive(password, this.dummy.salt, this.dummy.hash.length, this.dummy.cost);
      return { ok: false, rehash: false };
    }
    const actual = await this.derive(password, parsed.salt, parsed.hash.length, parsed.cost);
    const ok = actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
    return { ok, rehash: ok && (stored!.split('$').length === 3 || weaker(parsed.cost, this.cost)) };
  }

  /**
   * The one place scrypt runs (public so a test can count the runs). Node refuses more than 32 MiB
   * by default; the memory scrypt needs is 128·r·(N + p + 2) bytes, so the limit is raised to twice that.
   */
  derive(password: string, salt: Buffer, length: number, { N, r, p }: ScryptCost): Promise<Buffer> {
    const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * r * (N + p + 2) };
    return new Promise((resolve, reject) => {
      scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
    });
  }
}
