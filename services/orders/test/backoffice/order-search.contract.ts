import type { Order } from '@shop/contracts';
import { matchingOrders } from '../../src/backoffice/order-export/export-row';
import type { OrderSearch } from '../../src/backoffice/order-search';
import type { OrderStore } from '../../src/shared/order-store';
import { emptyCart } from '../fixtures';

const part = (id: number, name: string): NonNullable<Order['fulfilment']>['parts'][number] => ({
  supplier: { id, name, language: 'fi' },
  state: 'received',
  lines: [
    { variant_id: id * 10, code: `C-${id}`, title: 'x', quantity: 1, reference: '', state: 'received', reason: null },
  ],
  created_at: '2026-11-20T08:00:00.000Z',
  mailed_at: null,
  confirmed_at: null,
  dispatch_date: null,
  shipped_at: null,
  shipment: null,
  history: [],
});

/** A sent order as the store keeps it, with what the search reads. */
function sent(
  id: number,
  over: {
    status?: Order['order_status'];
    at: string;
    email: string;
    company: string;
    ref: string;
    suppliers: number[];
  },
): Order {
  return emptyCart({
    id,
    order_number: `NB-${100000 + id}`,
    order_status: over.status ?? 'confirmed',
    completed_at: over.at,
    order_reference: over.ref,
    form: { email: over.email, company: over.company },
    fulfilment: { parts: over.suppliers.map((s) => part(s, `Supplier ${s}`)) },
  });
}

/**
 * What every OrderSearch adapter must do over the orders its store wrote (run by each adapter's
 * test): only sent orders, newest first, the text in number, uuid, e-mail, company and reference in
 * any case, state, supplier and the shop's days as filters, pages by `before`.
 */
export function orderSearchContract(
  open: () => Promise<{ store: OrderStore; search: OrderSearch; close: () => Promise<void> }>,
) {
  // Its own block: its afterAll closes the connections before the suite's server stops.
  describe('order search', () => {
    let store: OrderStore;
    let search: OrderSearch;
    let close: () => Promise<void>;
    const orders = [
      sent(1, {
        at: '2026-11-01T10:00:00.000Z',
        email: 'anna@rakennus.fi',
        company: 'Rakennus Oy',
        ref: 'Pasila',
        suppliers: [1],
      }),
      sent(2, {
        status: 'in_delivery',
        at: '2026-11-09T22:30:00.000Z', // 10 Nov in Helsinki
        email: 'jüri@ehitus.ee',
        company: 'Mäki Ehitus OÜ',
        ref: 'Tallinn 7',
        suppliers: [1, 2],
      }),
      sent(3, {
        at: '2026-11-20T09:00:00.000Z',
        email: 'max@bau.de',
        company: 'Bau GmbH',
        ref: 'Halle B',
        suppliers: [2],
      }),
    ];
    beforeAll(async () => {
      ({ store, search, close } = await open());
      await store.insert(emptyCart());
      for (const order of orders) await store.insert(order);
    });
    afterAll(() => close());

    const numbers = async (query: Parameters<OrderSearch['search']>[0]) =>
      (await search.search(query)).orders.map((o) => o.id);

    it('lists sent orders only, newest first, and pages by the last id', async () => {
      expect(await numbers({ limit: 25 })).toEqual([3, 2, 1]);
      const first = await search.search({ limit: 2 });
      expect([first.orders.map((o) => o.id), first.next]).toEqual([[3, 2], 2]);
      const rest = await search.search({ limit: 2, before: 2 });
      expect([rest.orders.map((o) => o.id), rest.next]).toEqual([[1], null]);
    });

    it('finds the text in number, uuid, e-mail, company and reference, in any case', async () => {
      expect(await numbers({ limit: 25, q: 'nb-100002' })).toEqual([2]);
      expect(await numbers({ limit: 25, q: orders[0]!.uuid.slice(-6).toUpperCase() })).toEqual([1]);
      expect(await numbers({ limit: 25, q: 'BAU.DE' })).toEqual([3]);
      expect(await numbers({ limit: 25, q: 'mäki' })).toEqual([2]);
      expect(await numbers({ limit: 25, q: 'halle b' })).toEqual([3]);
      expect(await numbers({ limit: 25, q: '.*' })).toEqual([]);
    });

    it('filters by state, supplier and the shop’s days', async () => {
      expect(await numbers({ limit: 25, state: 'in_delivery' })).toEqual([2]);
      expect(await numbers({ limit: 25, supplier: 1 })).toEqual([2, 1]);
      expect(await numbers({ limit: 25, supplier: 2, state: 'confirmed' })).toEqual([3]);
      expect(await numbers({ limit: 25, from: '2026-11-10', to: '2026-11-10' })).toEqual([2]);
      expect(await numbers({ limit: 25, from: '2026-11-02' })).toEqual([3, 2]);
      expect(await numbers({ limit: 25, to: '2026-11-09' })).toEqual([1]);
    });

    it('gives the export every match, page after page, with the filters kept on each page', async () => {
      const exported = async (filters: Parameters<typeof matchingOrders>[1]) => {
        const ids: (number | null)[] = [];
        for await (const order of matchingOrders(search, filters, 1)) ids.push(order.id);
        return ids;
      };
      expect(await exported({})).toEqual([3, 2, 1]);
      expect(await exported({ supplier: 1 })).toEqual([2, 1]);
      expect(await exported({ q: 'rakennus' })).toEqual([1]);
      expect(await exported({ state: 'cancelled' })).toEqual([]);
    });
  });
}
