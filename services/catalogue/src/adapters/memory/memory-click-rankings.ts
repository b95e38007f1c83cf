import { clickWeight, type ClickRankings } from '../../ports/click-rankings';

/** Redeliveries come soon after the first delivery: recent event ids are enough to drop them. */
const rememberedIds = 100_000;

/** The embedded shop's rankings: one process, counted in memory, empty again after a restart. */
export class MemoryClickRankings implements ClickRankings {
  readonly kind = 'memory';
  private readonly clicks = new Map<number, number>();
  private readonly carts = new Map<number, number>();
  private readonly scores = new Map<number, number>();
  private readonly seen = new Set<string>();

  async record({ eventId, variantId, addToCart }: { eventId: string; variantId: number; addToCart: boolean }) {
    if (this.seen.has(eventId)) return;
    if (this.seen.size >= rememberedIds) this.seen.clear();
    this.seen.add(eventId);
    this.clicks.set(variantId, (this.clicks.get(variantId) ?? 0) + 1);
    this.scores.set(variantId, (this.scores.get(variantId) ?? 0) + clickWeight(addToCart));
    if (addToCart) this.carts.set(variantId, (this.carts.get(variantId) ?? 0) + 1);
  }

  async popular(limit: number): Promise<number[]> {
    const score = (id: number) => this.scores.get(id) ?? 0;
    return [...this.scores.keys()].sort((a, b) => score(b) - score(a) || a - b).slice(0, limit);
  }

  async top(limit: number): Promise<number[]> {
    const carts = (id: number) => this.carts.get(id) ?? 0;
    const clicks = (id: number) => this.clicks.get(id) ?? 0;
    return [...this.carts.keys()].sort((a, b) => carts(b) - carts(a) || clicks(b) - clicks(a) || a - b).slice(0, limit);
  }

  async close(): Promise<void> {}
}
