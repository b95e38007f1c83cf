/**
 * A small seeded PRNG (mulberry32): the generated catalogue must be identical on every machine
 * and every start, so tests can count on it and bench figures compare.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(minInclusive: number, maxInclusive: number): number {
    return minInclusive + Math.floor(this.next() * (maxInclusive - minInclusive + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A random subset of at least `min` items, keeping the original order. */
  subset<T>(items: readonly T[], min: number): T[] {
    const kept = items.filter(() => this.next() < 0.6);
    while (kept.length < Math.min(min, items.length)) {
      const candidate = this.pick(items);
      if (!kept.includes(candidate)) kept.push(candidate);
    }
    return items.filter((item) => kept.includes(item));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}
