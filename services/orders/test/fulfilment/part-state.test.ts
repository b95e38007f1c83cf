import type { FulfilmentPart, Order } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import {
  confirmLines,
  markNotDeliverable,
  orderFollowingParts,
  partStateOf,
  shipPart,
} from '../../src/fulfilment/part-state';
import { splitOrder, type LineSupplier } from '../../src/fulfilment/split-order';

const at = new Date('2026-11-23T10:00:00Z');
const by = { at, actor: 'supplier' as const };

function part(states: FulfilmentPart['lines'][number]['state'][]): FulfilmentPart {
  return {
    supplier: { id: 7, name: 'Elbe Stahl GmbH', language: 'de' },
    state: partStateOf(
      states.map((state, i) => ({
        variant_id: i + 1,
        code: '',
        title: '',
        quantity: 1,
        reference: '',
        state,
        reason: null,
      })),
    ),
    lines: states.map((state, i) => ({
      variant_id: i + 1,
      code: `C-${i + 1}`,
      title: `Line ${i + 1}`,
      quantity: 2,
      reference: '',
      state,
      reason: null,
    })),
    created_at: at.toISOString(),
    mailed_at: null,
    confirmed_at: null,
    dispatch_date: null,
    shipped_at: null,
    shipment: null,
    history: [],
  };
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, issues: error.issues };
    throw error;
  }
  throw new Error('not refused');
};

describe('a purchase order’s state machine', () => {
  it('derives the part’s state from its deliverable lines', () => {
    expect(part(['received', 'received']).state).toBe('received');
    expect(part(['confirmed', 'received']).state).toBe('received');
    expect(part(['confirmed', 'not_deliverable']).state).toBe('confirmed');
    expect(part(['shipped', 'not_deliverable']).state).toBe('shipped');
    expect(part(['not_deliverable', 'not_deliverable']).state).toBe('not_deliverable');
  });

  it('confirms all received lines with a dispatch day, then ships them with the tracking, each in the history', () => {
    const confirmed = confirmLines(part(['received', 'received']), { dispatch_date: '2026-11-25' }, '2026-11-23', by);
    expect(confirmed).toMatchObject({
      state: 'confirmed',
      dispatch_date: '2026-11-25',
      confirmed_at: at.toISOString(),
    });
    expect(confirmed.history).toEqual([
      { at: at.toISOString(), actor: 'supplier', type: 'confirmed', variant_ids: [1, 2], detail: '2026-11-25' },
    ]);
    const shipment = { carrier: 'DB Schenker', tracking_number: 'JJD0001', tracking_url: null };
    const shipped = shipPart(confirmed, shipment, by);
    expect(shipped).toMatchObject({ state: 'shipped', shipment, shipped_at: at.toISOString() });
    expect(shipped.lines.map((l) => l.state)).toEqual(['shipped', 'shipped']);
  });

  it('refuses impossible answers with 409 naming the field', () => {
    const fresh = part(['received', 'received']);
    expect(refusal(() => confirmLines(fresh, { dispatch_date: '2026-11-22' }, '2026-11-23', by))).toEqual({
      status: 409,
      issues: [{ field: 'dispatch_date', reason: 'fulfilment.dispatch_date_past' }],
    });
    expect(
      refusal(() => confirmLines(fresh, { variant_ids: [9], dispatch_date: '2026-11-24' }, '2026-11-23', by)),
    ).toMatchObject({ issues: [{ field: 'variant_ids.0', reason: 'fulfilment.line_unknown' }] });
    const one = confirmLines(fresh, { variant_ids: [1], dispatch_date: '2026-11-24' }, '2026-11-23', by);
    expect(
      refusal(() => confirmLines(one, { variant_ids: [1], dispatch_date: '2026-11-24' }, '2026-11-23', by)),
    ).toMatchObject({ issues: [{ field: 'variant_ids.0', reason: 'fulfilment.line_not_open' }] });
    // Line 2 is neither confirmed nor reported: nothing may ship yet.
    const shipment = { carrier: 'DHL', tracking_number: '1', tracking_url: null };
    expect(refusal(() => shipPart(one, shipment, by))).toMatchObject({
      issues: [{ field: 'state', reason: 'fulfilment.confirm_before_shipping' }],
    });
    expect(refusal(() => shipPart(fresh, shipment, by)).status).toBe(409);
    const shipped = shipPart(markNotDeliverable(one, 2, 'out of production', by), shipment, by);
    expect(refusal(() => shipPart(shipped, shipment, by))).toMatchObject({
      issues: [{ field: 'state', reason: 'fulfilment.already_shipped' }],
    });
    expect(refusal(() => markNotDeliverable(shipped, 1, 'x', by))).toMatchObject({
      issues: [{ field: 'variant_id', reason: 'fulfilment.line_already_shipped' }],
    });
    expect(refusal(() => markNotDeliverable(shipped, 2, 'x', by))).toMatchObject({
      issues: [{ field: 'variant_id', reason: 'fulfilment.line_already_not_deliverable' }],
    });
  });

  it('reports a line not deliverable with its reason; a part of only such lines is not deliverable', () => {
    const reported = markNotDeliverable(part(['received']), 1, 'Werk stillgelegt', by);
    expect(reported.state).toBe('not_deliverable');
    expect(reported.lines[0]).toMatchObject({ state: 'not_deliverable', reason: 'Werk stillgelegt' });
    expect(reported.history.at(-1)).toMatchObject({ type: 'line_not_deliverable', variant_ids: [1] });
  });

  it('puts the order in delivery once every part is shipped or not deliverable, and one shipped', () => {
    const order = { order_status: 'confirmed', paymentmethod: { name: 'invoice' }, isProcessed: true } as Order;
    const withParts = (parts: FulfilmentPart[]) => orderFollowingParts({ ...order, fulfilment: { parts } });
    expect(withParts([part(['shipped']), part(['confirmed'])]).order_status).toBe('confirmed');
    expect(withParts([part(['shipped']), part(['not_deliverable'])]).order_status).toBe('in_delivery');
    expect(withParts([part(['not_deliverable'])]).order_status).toBe('confirmed');
    // A card order is never shipped unpaid.
    const unpaid = { ...order, paymentmethod: { name: 'card' }, fulfilment: { parts: [part(['shipped'])] } } as Order;
    expect(orderFollowingParts(unpaid).order_status).toBe('confirmed');
  });
});

describe('splitting an order per supplier', () => {
  it('gives each supplier its lines in order, with quantities and the buyer’s references and no prices', () => {
    const order = {
      uuid: '00000000-0000-4000-8000-000000000001',
      items: [
        { variant_id: 1, code: 'A', fullTitle: 'Post', quantity: 3, reference: 'Gate 1', price: 100, discount: 0 },
        { variant_id: 2, code: 'B', fullTitle: 'Panel', quantity: 5, reference: '', price: 200, discount: 0 },
        { variant_id: 3, code: 'C', fullTitle: 'Clamp', quantity: 9, reference: '', price: 5, discount: 0 },
      ],
    } as unknown as Order;
    const fi: LineSupplier = { id: 1, name: 'Saimaan Teräs Oy', language: 'fi' };
    const de: LineSupplier = { id: 2, name: 'Ruhr Stahl GmbH', language: 'de' };
    const parts = splitOrder(
      order,
      new Map([
        [1, fi],
        [2, de],
        [3, fi],
      ]),
      at,
    );
    expect(parts.map((p) => [p.supplier.id, p.lines.map((l) => [l.code, l.quantity, l.reference])])).toEqual([
      [
        1,
        [
          ['A', 3, 'Gate 1'],
          ['C', 9, ''],
        ],
      ],
      [2, [['B', 5, '']]],
    ]);
    expect(JSON.stringify(parts)).not.toContain('price');
    expect(parts.every((p) => p.state === 'received' && p.history[0]?.type === 'created')).toBe(true);
    expect(() => splitOrder(order, new Map([[1, fi]]), at)).toThrow(/no supplier known for variant 2/);
  });
});
