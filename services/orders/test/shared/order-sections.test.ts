import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order } from '@shop/contracts';
import { orderRecordsOf, type OrderRecords } from '../../src/open-order-stores';
import { describeWithMongo } from '@shop/service-kit/testing';
import { SqliteOrderStore } from '../../src/shared/adapters/sqlite-order-store';
import type { AnyOrderEvent, OrderStore } from '../../src/shared/order-store';
import { SectionOwnershipError, type OrderField } from '../../src/shared/order-sections';
import { RevisionScope } from '../../src/shared/revision-scope';
import { emptyCart } from '../fixtures';
import { throwawayMongoStores } from '../throwaway-mongo-stores';

/*
 * Each module's store port writes only the fields of the order its module owns (docs/orders.md,
 * "Modules"). A change naming another module's field is refused, and nothing of it is stored: not
 * the order, not its events.
 */

/** A field each port must not write, with a value for it that differs from the stored one. */
const foreignWrites: Record<keyof OrderRecords, [OrderField, unknown]> = {
  cart: ['order_number', 'NB-2'],
  checkout: ['operator_log', [{ at: '2026-12-01T00:00:00.000Z', operator: 'o@shop.test', action: 'marked_reviewed' }]],
  approvals: ['payment', { provider: 'test', id: 'p-1', status: 'paid', url: 'https://pay.test/p-1' }],
  fulfilment: ['comment', 'rewritten by fulfilment'],
  backoffice: ['payment', { provider: 'test', id: 'p-1', status: 'paid', url: 'https://pay.test/p-1' }],
};

const told = (uuid: string): AnyOrderEvent => ({
  topic: 'order.approval-decided',
  key: uuid,
  payload: { uuid, decision: 'approved' },
});

function orderSectionsSuite(open: () => Promise<OrderStore>, close: (store: OrderStore) => Promise<void>) {
  /** A sent order as stored. */
  async function storedOrder(): Promise<{ store: OrderStore; order: Order; records: OrderRecords }> {
    const store = await open();
    const order = emptyCart({ id: 1, order_number: 'NB-1', order_status: 'confirmed' });
    await store.insert(order);
    return { store, order, records: orderRecordsOf(store) };
  }

  describe.each(Object.entries(foreignWrites) as [keyof OrderRecords, [OrderField, unknown]][])(
    "the %s module's store port",
    (module, [field, value]) => {
      it(`does not own ${field}`, async () => {
        const { store, records } = await storedOrder();
        expect(records[module].owns.has(field)).toBe(false);
        await close(store);
      });

      it(`refuses a change that writes ${field}, and stores neither the order nor its events`, async () => {
        const { store, order, records } = await storedOrder();
        const before = await store.findRevised(order.uuid);
        await expect(
          records[module].change(order.uuid, async () => ({
            set: { [field]: value } as never,
            events: [told(order.uuid)],
            result: 'written',
          })),
        ).rejects.toBeInstanceOf(SectionOwnershipError);
        expect(await store.findRevised(order.uuid)).toEqual(before);
        expect(await store.outbox.backlog()).toBe(0);
        await close(store);
      });

      it(`refuses a whole order that changed ${field}, within a cart's exclusive change too`, async () => {
        const { store, order, records } = await storedOrder();
        const before = await store.findRevised(order.uuid);
        const scoped = records[module].within(new RevisionScope(store));
        expect(() => scoped.sectionOf(order, { ...order, [field]: value })).toThrow(SectionOwnershipError);
        await expect(scoped.write(order, { [field]: value } as never, [told(order.uuid)])).rejects.toBeInstanceOf(
          SectionOwnershipError,
        );
        expect(await store.findRevised(order.uuid)).toEqual(before);
        expect(await store.outbox.backlog()).toBe(0);
        await close(store);
      });
    },
  );

  describe('order section ports', () => {
    it('write their own fields with their events in one write, over the revision read', async () => {
      const { store, order, records } = await storedOrder();
      const written = await records.approvals.change(order.uuid, async () => ({
        set: { order_status: 'cancelled' as const },
        events: [told(order.uuid)],
        result: 'written',
      }));
      expect(written).toBe('written');
      expect(await store.findRevised(order.uuid)).toEqual({
        order: { ...order, order_status: 'cancelled' },
        revision: 2,
      });
      expect(await store.outbox.backlog()).toBe(1);
      await close(store);
    });

    it('take a field another module owns, rebuilt by a spread with the same value, as no change of it', async () => {
      const { store, order, records } = await storedOrder();
      const rebuilt = { ...order, form: { ...order.form }, fulfilment: { parts: [] } };
      expect(records.fulfilment.sectionOf({ ...order, form: { ...order.form } }, rebuilt)).toEqual({
        fulfilment: { parts: [] },
      });
      await close(store);
    });

    it('refuse, by their type, a section naming a field of another module', async () => {
      const { store, order, records } = await storedOrder();
      await expect(
        // @ts-expect-error: fulfilment does not own the comment
        records.fulfilment.change(order.uuid, async () => ({
          set: { comment: 'rewritten' },
          result: undefined,
        })),
      ).rejects.toBeInstanceOf(SectionOwnershipError);
      await close(store);
    });

    it('let only the cart create orders, and only new carts', async () => {
      const { store, records } = await storedOrder();
      const cart = emptyCart({ id: 2 });
      await records.cart.create(cart);
      expect(await store.findByUuid(cart.uuid)).toEqual(cart);
      await expect(records.cart.create(emptyCart({ id: 3, order_number: 'NB-3' }))).rejects.toBeInstanceOf(
        SectionOwnershipError,
      );
      for (const module of ['checkout', 'approvals', 'fulfilment', 'backoffice'] as const) {
        const order = emptyCart({ id: 4 });
        await expect(records[module].create(order)).rejects.toBeInstanceOf(SectionOwnershipError);
        expect(await store.findByUuid(order.uuid)).toBeNull();
      }
      await close(store);
    });
  });
}

describe('order section ports on the embedded store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'order-sections-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  // Without its cache each read comes from the file: what the refused change left there.
  orderSectionsSuite(
    async () => new SqliteOrderStore(join(dir, `orders-${n++}.sqlite`), { cacheSize: 0 }),
    async (store) => store.close(),
  );
});

describeWithMongo('order section ports on a MongoDB-protocol store', (server) => {
  const { open, close } = throwawayMongoStores(server, 'order_sections');
  orderSectionsSuite(open, close);
});
