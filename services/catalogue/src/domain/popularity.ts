/**
 * Ranking signals from search clicks: every click counts for "popular", an add-to-cart click
 * counts three times there and is what "top" ranks by. Events may arrive twice (at-least-once
 * delivery), so each event id acts once.
 */
export class Popularity {
  private readonly clicks = new Map<number, number>();
  private readonly carts = new Map<number, number>();
  private readonly seen = new Set<string>();

  record(eventId: string, variantId: number, addToCart: boolean) {
    if (this.seen.has(eventId)) return;
    // Remember recent ids only: redeliveries come soon after the first delivery.
    if (this.seen.size >= 100_000) this.seen.clear();
    this.seen.add(eventId);
    this.clicks.set(variantId, (this.clicks.get(variantId) ?? 0) + 1);
    if (addToCart) this.carts.set(variantId, (this.carts.get(variantId) ?? 0) + 1);
  }

  /** Variant ids by clicks, add-to-cart clicks weighing three. */
  popular(): number[] {
    const score = (id: number) => (this.clicks.get(id) ?? 0) + 2 * (this.carts.get(id) ?? 0);
    return [...this.clicks.keys()].sort((a, b) => score(b) - score(a) || a - b);
  }

  /** Variant ids by add-to-cart clicks, then clicks. */
  top(): number[] {
    return [...this.carts.keys()].sort(
      (a, b) =>
        this.carts.get(b)! - this.carts.get(a)! || (this.clicks.get(b) ?? 0) - (this.clicks.get(a) ?? 0) || a - b,
    );
  }
}
