import type { ClaimRequest, IdempotencyRecord, IdempotencyStore, StoredAnswer } from '../idempotency-store';

interface Entry {
  record: IdempotencyRecord;
  leaseUntil: number;
  expiresAt: number;
}

/**
 * Idempotency records in this process only: the default when the host passes no store. Retries
 * that reach another replica, or come after a restart, are not recognised; the composition roots
 * pass the SQLite or MongoDB store.
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  readonly kind = 'memory';
  private readonly entries = new Map<string, Entry>();

  async claim(request: ClaimRequest) {
    const now = request.now.getTime();
    const entry = this.entries.get(request.id);
    const free =
      !entry ||
      entry.expiresAt <= now ||
      (entry.record.state === 'running' && entry.leaseUntil <= now && entry.record.fingerprint === request.fingerprint);
    if (!free) return { claimed: false as const, record: entry.record };
    if (this.entries.size > 10_000) this.prune(now);
    this.entries.set(request.id, {
      record: { state: 'running', fingerprint: request.fingerprint },
      leaseUntil: request.leaseUntil.getTime(),
      expiresAt: request.expiresAt.getTime(),
    });
    return { claimed: true as const };
  }

  async renew(id: string, leaseUntil: Date): Promise<void> {
    const entry = this.entries.get(id);
    if (entry?.record.state === 'running') entry.leaseUntil = leaseUntil.getTime();
  }

  async complete(id: string, answer: StoredAnswer): Promise<void> {
    const entry = this.entries.get(id);
    if (entry) entry.record = { state: 'done', fingerprint: entry.record.fingerprint, answer };
  }

  async release(id: string): Promise<void> {
    if (this.entries.get(id)?.record.state === 'running') this.entries.delete(id);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private prune(now: number) {
    for (const [id, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(id);
  }
}
