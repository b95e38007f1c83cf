/** At most this many changes are remembered; an epoch older than them is answered "everything". */
const kept = 10_000;

/**
 * Which variants' prices may have changed since a moment: the catalogue-wide price epoch that
 * the orders service in the same process reads (docs/orders.md, "Cart write performance"). A
 * cart remembers the epoch it was priced at and, at its next change, reads again only the
 * variants changed since, instead of every line's, while a price that moved is still taken at
 * the next change (SPEC). Bumped on every change of a variant's price, availability or
 * visibility (`CatalogueStore.change`); an import replaces every record, minimums and tiers
 * included, and so changes everything.
 */
export class PriceChanges {
  /** The variant changed at each epoch after `first`, oldest first. */
  private changes: number[] = [];
  private first = 0;
  /** The epoch of the last import: nothing priced before it may be kept. */
  private replacedAt = 0;

  /** Now: remembered with prices read from now on. */
  epoch(): number {
    return this.first + this.changes.length;
  }

  /**
   * The variants whose price, minimum, availability or visibility may differ from what was read at
   * `epoch` (an id may be named twice); null when everything may (an import since, or more changes
   * than are remembered).
   */
  since(epoch: number): readonly number[] | null {
    if (epoch < this.replacedAt || epoch < this.first || epoch > this.epoch()) return null;
    return this.changes.slice(epoch - this.first);
  }

  variantChanged(id: number): void {
    this.changes.push(id);
    if (this.changes.length > kept) {
      const dropped = this.changes.length - kept / 2;
      this.changes = this.changes.slice(dropped);
      this.first += dropped;
    }
  }

  everythingChanged(): void {
    // An epoch of its own, so prices read just before the import are not taken for after it.
    this.variantChanged(-1);
    this.replacedAt = this.epoch();
  }
}
