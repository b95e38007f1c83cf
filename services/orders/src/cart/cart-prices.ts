import type { Locale, Order, VariantPrice } from '@shop/contracts';
import type { ShownVariant, VariantCatalogue } from '../shared/variant-catalogue';
import type { RepricedLines } from './reprice';

/** The catalogue's prices a stored cart was priced from, the epoch they were read at, and their titles' language. */
interface PricedFrom {
  epoch: number;
  locale: Locale;
  variants: Map<number, VariantPrice>;
}

/** What a stored cart was made of besides its prices: its lines as priced, its variants as shown. */
export interface MadeFrom {
  repriced: RepricedLines;
  shown: Map<number, ShownVariant> | null;
}

/**
 * What a change may keep of the cart's last change: everything but what concerns the `fresh`
 * variants (those the catalogue names as changed since, and those the change reads anew).
 */
export interface SinceLastChange {
  fresh: ReadonlySet<number>;
  repriced: RepricedLines;
  shown?: Map<number, ShownVariant>;
}

/** The prices for one change, and what it may keep of the last one (none: every line is priced and shown anew). */
interface ChangePrices extends PricedFrom {
  since?: SinceLastChange;
}

/**
 * Per stored order object (the SQLite store answers the order it wrote, frozen, until the next
 * change): what it was priced from, its lines as priced and its variants as shown. An order this
 * process did not price (a MongoDB read, a completion, another replica's write) has none, and its
 * next change reads, prices and shows every line.
 */
const pricedFrom = new WeakMap<Order, PricedFrom & MadeFrom>();

/**
 * The catalogue's current prices for one change of a cart: its lines' and those the change adds.
 * A change must take a price that moved since the cart's last change (SPEC), so without more it
 * reads every line's; a catalogue that tells which variants changed since an epoch
 * (`priceChanges`) lets a change read only those and the ones it adds, the rest being the prices
 * the cart was last priced from, which are still the current ones.
 */
export class CartPrices {
  constructor(private readonly catalogue: VariantCatalogue) {}

  async read(cart: Order, also: readonly number[], locale: Locale): Promise<ChangePrices> {
    const changes = this.catalogue.priceChanges;
    const epoch = changes?.epoch() ?? 0;
    const last = pricedFrom.get(cart);
    const changed = changes && last?.locale === locale ? changes.since(last.epoch) : null;
    if (!last || !changed) {
      const ids = [...cart.items.map((i) => i.variant_id), ...also];
      return { epoch, locale, variants: await this.catalogue.getVariants(ids, locale) };
    }
    // Taken over, not copied: every price in it stays at least as new as the epoch of any order
    // that shares it (each change only puts newer ones in), and a variant can disappear from the
    // catalogue only by an import, after which `since` answers null.
    const { variants } = last;
    const ids = [...also, ...changed];
    const read = await this.catalogue.getVariants(ids, locale);
    for (const id of ids) {
      const variant = read.get(id);
      if (variant) variants.set(id, variant);
      else variants.delete(id);
    }
    // Every other line's variant is as the cart's last change priced and showed it.
    const since = { fresh: new Set(ids), repriced: last.repriced, shown: last.shown ?? undefined };
    return { epoch, locale, variants, since };
  }

  /** `order` as stored by a change priced from `prices` and made as `made`, for that cart's next change. */
  remember(order: Order, prices: PricedFrom, made: MadeFrom): void {
    if (this.catalogue.priceChanges)
      pricedFrom.set(order, { epoch: prices.epoch, locale: prices.locale, variants: prices.variants, ...made });
  }
}
