import type { Order } from '@shop/contracts';
import type { LinePositions, OrderEvents, OrderStore, RevisedOrder } from './order-store';
import { changedLines } from './changed-lines';

/**
 * The order store as one change of a cart sees it: each order it reads is remembered with its
 * revision, and each replace of that order writes only over the revision this change last read or
 * wrote (RevisionConflictError otherwise). So code written as "read, decide, replace" (completion,
 * card payments) cannot overwrite a change another replica made in between, without passing
 * revisions around; a chain of replaces within the change (completion, then its payment) follows
 * its own writes. Each replace also names the lines that changed since that revision
 * (changedLines), so the store writes those and the header, not the whole order. Everything else
 * goes to the store as it is.
 */
export class RevisionScope implements OrderStore {
  private readonly revisions = new Map<string, RevisedOrder>();

  constructor(private readonly store: OrderStore) {}

  get kind() {
    return this.store.kind;
  }

  get outbox() {
    return this.store.outbox;
  }

  get quotes() {
    return this.store.quotes;
  }

  async findByUuid(uuid: string): Promise<Order | null> {
    return (await this.findRevised(uuid))?.order ?? null;
  }

  async findRevised(uuid: string): Promise<RevisedOrder | null> {
    const found = await this.store.findRevised(uuid);
    if (found) this.revisions.set(uuid, found);
    return found;
  }

  async insert(order: Order): Promise<void> {
    await this.store.insert(order);
    this.revisions.set(order.uuid, { order, revision: 1 });
  }

  async replace(order: Order, events?: OrderEvents, expected?: number, changed?: LinePositions): Promise<boolean> {
    const known = this.revisions.get(order.uuid);
    const read = expected ?? known?.revision;
    // The lines are compared with those of the revision the replace writes over, and only that one.
    const lines =
      changed ?? (known && known.revision === read ? changedLines(known.order.items, order.items) : undefined);
    const replaced = await this.store.replace(order, events, read, lines);
    if (replaced && read !== undefined) this.revisions.set(order.uuid, { order, revision: read + 1 });
    return replaced;
  }

  enqueue(events: OrderEvents) {
    return this.store.enqueue(events);
  }

  findByUser(userid: number) {
    return this.store.findByUser(userid);
  }

  findByCompany(companyId: string) {
    return this.store.findByCompany(companyId);
  }

  nextSequence(name: string) {
    return this.store.nextSequence(name);
  }

  isProcessed(consumer: string, eventId: string) {
    return this.store.isProcessed(consumer, eventId);
  }

  markProcessed(consumer: string, eventId: string) {
    return this.store.markProcessed(consumer, eventId);
  }

  onEvents(listener: () => void) {
    this.store.onEvents(listener);
  }

  close() {
    return this.store.close();
  }
}
