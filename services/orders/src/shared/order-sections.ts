import type { Order } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import { RevisionConflictError, type LinePositions, type OrderEvents, type OrderStore } from './order-store';

/** A field of the order document. */
export type OrderField = keyof Order;

/**
 * What a module writes of an order: some of its own fields, and no other (naming a field of
 * another module is a type error; `OrderSections` refuses it at runtime too).
 */
export type Section<K extends OrderField> = { [P in K]?: Order[P] } & { [P in Exclude<OrderField, K>]?: never };

/** A module tried to write fields of the order it does not own: nothing was written. */
export class SectionOwnershipError extends Error {
  constructor(
    readonly module: string,
    readonly fields: readonly string[],
  ) {
    super(`the ${module} module does not own ${fields.join(', ')} of the order`);
    this.name = 'SectionOwnershipError';
  }
}

/** What a change makes of the order it read: its section to write with its events, or nothing to write. */
export type SectionOutcome<K extends OrderField, R> =
  | { set: Section<K>; events?: OrderEvents; result: R }
  // Nothing named besides the result, so a section naming another module's field cannot pass as this.
  | { set?: undefined; events?: undefined; result: R };

/**
 * A module's store port over the one order document (docs/orders.md, "Modules"): it writes only
 * the fields its module owns, with the module's events in the same write, so an atomic change
 * stays one document write. Reads stay on the OrderStore.
 */
export interface OrderSections<K extends OrderField> {
  readonly module: string;
  readonly owns: ReadonlySet<OrderField>;
  /**
   * Runs `change` over the order as stored and writes its section only over the revision it read
   * (docs/orders.md, "Orders as two replicas"): when another write came first, the change runs
   * again from a fresh read; 409 after five conflicts. Null when there is no such order.
   */
  change<R>(uuid: string, change: (current: Order) => Promise<SectionOutcome<K, R>>): Promise<R | null>;
  /**
   * Writes `set` over `current` as read, with `events`: for a change that runs in a cart's
   * exclusive scope (`within`), whose store knows the revision read. `changed`: the lines written
   * (OrderStore.replace). Answers the order as written.
   */
  write(current: Order, set: Section<K>, events?: OrderEvents, changed?: LinePositions): Promise<Order>;
  /** The fields `after` changed of `before`, as this module's section; refused when one is not its own. */
  sectionOf(before: Order, after: Order): Section<K>;
  /**
   * Stores a new order (OrderStore.insert): only a module that creates orders may, and only orders
   * of the kind it creates (`creates`); SectionOwnershipError otherwise, and nothing is stored.
   */
  create(order: Order): Promise<void>;
  /** The same port writing through `scope` (a RevisionScope of CartService.exclusive). */
  within(scope: OrderStore): OrderSections<K>;
}

/** Who a port belongs to and what it may write. */
export interface SectionOwner<K extends OrderField> {
  module: string;
  /** The fields of every order the module writes, and no other. */
  owns: readonly K[];
  /** The new orders the module stores (the cart: new carts); without it the module creates none. */
  creates?: (order: Order) => boolean;
}

const conflictRounds = 5;

function refuseForeign(module: string, owns: ReadonlySet<OrderField>, fields: Iterable<string>): void {
  const foreign = [...fields].filter((field) => !owns.has(field as OrderField));
  if (foreign.length > 0) throw new SectionOwnershipError(module, foreign);
}

/** Equal values: the same reference (as a spread keeps every field it does not change), or the same JSON. */
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The port of `owner.module` over `store`: it writes the fields `owner.owns` of an order, and no other. */
export function orderSections<K extends OrderField>(store: OrderStore, owner: SectionOwner<K>): OrderSections<K> {
  return sectionsOver(store, owner, new Set<OrderField>(owner.owns));
}

function sectionsOver<K extends OrderField>(
  store: OrderStore,
  owner: SectionOwner<K>,
  owned: ReadonlySet<OrderField>,
): OrderSections<K> {
  const { module } = owner;
  const merged = (current: Order, set: Section<K>): Order => {
    refuseForeign(module, owned, Object.keys(set));
    return { ...current, ...set };
  };
  return {
    module,
    owns: owned,
    async change(uuid, change) {
      for (let round = 0; round < conflictRounds; round++) {
        const revised = await store.findRevised(uuid);
        if (!revised) return null;
        const outcome = await change(revised.order);
        if (outcome.set === undefined) return outcome.result;
        const order = merged(revised.order, outcome.set);
        try {
          return (await store.replace(order, outcome.events, revised.revision)) ? outcome.result : null;
        } catch (error) {
          if (!(error instanceof RevisionConflictError)) throw error;
        }
      }
      throw new HttpError(409, 'ORDER_BUSY', 'fulfilment.changed_elsewhere');
    },
    async write(current, set, events, changed) {
      const order = merged(current, set);
      await store.replace(order, events, undefined, changed);
      return order;
    },
    sectionOf(before, after) {
      const set: Partial<Record<OrderField, unknown>> = {};
      for (const field of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<OrderField>) {
        if (before[field] !== after[field]) set[field] = after[field];
      }
      // A field of another module that a spread rebuilt with the same value is not a change of it.
      for (const field of Object.keys(set) as OrderField[]) {
        if (!owned.has(field) && same(before[field], after[field])) delete set[field];
      }
      refuseForeign(module, owned, Object.keys(set));
      return set as Section<K>;
    },
    async create(order) {
      if (!owner.creates?.(order)) throw new SectionOwnershipError(module, ['a new order']);
      await store.insert(order);
    },
    within(scope) {
      return sectionsOver(scope, owner, owned);
    },
  };
}
