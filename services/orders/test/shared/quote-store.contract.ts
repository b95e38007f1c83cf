import { randomUUID } from 'node:crypto';
import type { Quote } from '@shop/contracts';
import { DuplicateKeyError, RevisionConflictError, type OrderStore } from '../../src/shared/order-store';

/** A requested quote of two lines, numbered as the service numbers them. */
export function requestedQuote(number = `Q-${100000 + Math.floor(Math.random() * 899999)}`): Quote {
  return {
    uuid: randomUUID(),
    number,
    state: 'requested',
    locale: 'fi',
    created_at: '2026-11-23T08:00:00.000Z',
    user_id: 7,
    buyer: { name: 'Anna Virtanen', email: 'anna@rakennus-oy.fi', company: 'Rakennus Oy', phone: '' },
    note: 'Toimitus työmaalle',
    lines: [
      { variant_id: 11, code: 'DSM-656', title: 'Kaksoislankamatto', quantity: 40, list_price: 2_450 },
      { variant_id: 12, code: 'ZP-100', title: 'Aitatolppa', quantity: 41, list_price: 1_990 },
    ],
    pricing: null,
    rounds: [],
    accepted: null,
  };
}

/** The seller's answer to requestedQuote's lines. */
const offer: NonNullable<Quote['pricing']> = {
  lines: [
    { variant_id: 11, unit_price: 2_000, net: 80_000 },
    { variant_id: 12, unit_price: 1_500, net: 61_500 },
  ],
  valid_until: '2026-12-15',
  comment: '',
  goods: 141_500,
  vat_rate_percent: 25.5,
  vat: 36_083,
  total: 177_583,
  priced_at: '2026-11-23T09:00:00.000Z',
};

const requested = (uuid: string) => ({ topic: 'quote.requested' as const, payload: { uuid }, key: uuid });

/**
 * The quotes of an order store (docs/orders.md, "Quotes"), the same on every engine: stored and
 * read back whole, unique by uuid and number, changed only over the revision read, and written
 * with their events (both or neither).
 */
export function quoteStoreContract(open: () => Promise<OrderStore>, destroy: (store: OrderStore) => Promise<void>) {
  let store: OrderStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => destroy(store));

  it('stores a quote at revision 1 and reads it back whole; an unknown uuid is null', async () => {
    const quote = requestedQuote();
    await store.quotes.insert(quote);
    expect(await store.quotes.findRevised(quote.uuid)).toEqual({ quote, revision: 1 });
    expect(await store.quotes.findRevised(randomUUID())).toBeNull();
  });

  it('refuses a second quote with the same uuid or the same number', async () => {
    const quote = requestedQuote('Q-100001');
    await store.quotes.insert(quote);
    await expect(store.quotes.insert({ ...quote, number: 'Q-100002' })).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(store.quotes.insert({ ...requestedQuote('Q-100001') })).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('changes a quote only over the revision it was read at', async () => {
    const quote = requestedQuote();
    await store.quotes.insert(quote);
    const priced: Quote = {
      ...quote,
      state: 'priced',
      pricing: { ...offer, comment: '' },
    };
    expect(await store.quotes.replace(priced, 1)).toBe(true);
    expect(await store.quotes.findRevised(quote.uuid)).toEqual({ quote: priced, revision: 2 });
    // A second writer that read revision 1 (another replica accepting at the same moment) loses.
    await expect(store.quotes.replace({ ...priced, state: 'accepted' }, 1)).rejects.toBeInstanceOf(
      RevisionConflictError,
    );
    expect((await store.quotes.findRevised(quote.uuid))!.quote.state).toBe('priced');
    expect(await store.quotes.replace(requestedQuote(), 1)).toBe(false);
  });

  it('keeps a quote’s earlier rounds whole; one stored before rounds existed reads as having none', async () => {
    const { rounds: _none, ...stored } = requestedQuote();
    await store.quotes.insert(stored as Quote);
    expect((await store.quotes.findRevised(stored.uuid))!.quote.rounds).toEqual([]);
    const pricing = { ...offer, comment: 'Toimitus sisältyy' };
    const second: Quote = {
      ...(stored as Quote),
      state: 'changes_requested',
      note: 'Kuusi mattoa, ei tolppia',
      lines: [{ ...stored.lines[0]!, quantity: 6 }],
      rounds: [{ lines: stored.lines, note: stored.note, pricing, changes_requested_at: '2026-11-24T08:00:00.000Z' }],
    };
    const event = {
      topic: 'quote.changes-requested' as const,
      payload: { uuid: stored.uuid, round: 2 },
      key: stored.uuid,
    };
    const before = await store.outbox.backlog();
    expect(await store.quotes.replace(second, 1, [event])).toBe(true);
    expect(await store.quotes.findRevised(stored.uuid)).toEqual({ quote: second, revision: 2 });
    expect(await store.outbox.backlog()).toBe(before + 1);
  });

  it('lets one of two concurrent changes from the same revision through, the other conflicts', async () => {
    const quote = requestedQuote();
    await store.quotes.insert(quote);
    const outcomes = await Promise.allSettled(
      ['a', 'b'].map((note) => store.quotes.replace({ ...quote, note }, 1, [requested(quote.uuid)])),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [refused] = outcomes.filter((o) => o.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(RevisionConflictError);
    expect((await store.quotes.findRevised(quote.uuid))?.revision).toBe(2);
    expect(await store.outbox.backlog()).toBe(1);
  });

  it('commits a quote with its events, and a change with its events, for the relay', async () => {
    const quote = requestedQuote();
    const before = await store.outbox.backlog();
    await store.quotes.insert(quote, [requested(quote.uuid)]);
    expect(await store.outbox.backlog()).toBe(before + 1);
    await store.quotes.replace({ ...quote, note: 'changed' }, 1, [requested(quote.uuid)]);
    expect(await store.outbox.backlog()).toBe(before + 2);
    // A change over a stale revision writes neither the quote nor its event.
    await expect(store.quotes.replace(quote, 1, [requested(quote.uuid)])).rejects.toBeInstanceOf(RevisionConflictError);
    expect(await store.outbox.backlog()).toBe(before + 2);
  });

  it('lists a buyer’s quotes only, the newest number first, a page at a time', async () => {
    const of = (number: string, user_id: number | null): Quote => ({ ...requestedQuote(number), user_id });
    const mine = [of('Q-100003', 41), of('Q-100001', 41), of('Q-100004', 41)];
    for (const quote of [...mine, of('Q-100002', 42), of('Q-100005', null)]) await store.quotes.insert(quote);
    const numbers = (page: { quotes: Quote[] }) => page.quotes.map((quote) => quote.number);
    const first = await store.quotes.forUser(41, { limit: 2 });
    expect([numbers(first), first.next]).toEqual([['Q-100004', 'Q-100003'], 'Q-100003']);
    const rest = await store.quotes.forUser(41, { limit: 2, before: 'Q-100003' });
    expect([numbers(rest), rest.next]).toEqual([['Q-100001'], null]);
    expect(rest.quotes[0]).toEqual(mine[1]);
    expect(await store.quotes.forUser(43, { limit: 2 })).toEqual({ quotes: [], next: null });
  });
}
