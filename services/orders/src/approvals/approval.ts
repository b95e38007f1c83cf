import type { ApprovalDecisionBody, CompanyMembership, Order } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { SessionBuyer } from '../shared/buyer-directory';
import type { AnyOrderEvent } from '../shared/order-store';
import type { CartService } from '../cart/cart-service';
import { canTransition, transition } from '../shared/order-status';
import { completionEvents } from '../shared/order-placed';
import type { ApprovalRecords } from './approval-records';

/** A company's buyer (not an admin) whose order's total with VAT is above their limit (EUR). */
export function approvalNeeded(membership: CompanyMembership, totalWithVatCents: number): boolean {
  return (
    membership.role === 'buyer' &&
    membership.order_limit !== null &&
    totalWithVatCents > Math.round(membership.order_limit * 100)
  );
}

/**
 * Who may decide on a company's order: a logged-in admin of that very company (401 without a
 * session; 403 for its buyers, who see the order in the company's history anyway). Anyone outside
 * the company gets 404 as for no sent order, so a uuid never tells them that an order exists.
 */
export function assertApprover(order: Order | null, admin: SessionBuyer | null): asserts order is Order {
  if (!admin) throw HttpError.unauthorized();
  const membership = admin.company;
  if (!order?.order_number || !order.company || membership?.company_id !== order.company.id) throw HttpError.notFound();
  if (membership.role !== 'admin') throw new HttpError(403, 'FORBIDDEN', 'approval.not_your_company');
}

/** Decided already (approved, rejected) or never waiting: the order stays as it is. */
const alreadyDecided = () => new HttpError(409, 'ORDER_STATE', 'approval.already_decided');

/** Still waiting for an approval: its company admins' (order limit) or the shop's (credit limit). */
const anyPending = (order: Order) =>
  order.approval?.status === 'pending' || order.credit_approval?.status === 'pending';

/**
 * The order once one of its approvals is decided (`decided` holds that decision): a rejection
 * cancels it; an approval lets it go on as a completion below the limits does (confirmed, with
 * `order.placed`: the confirmation, the seller's mail, the purchase orders; a card order once
 * paid) when no other approval is pending any more, and leaves it waiting otherwise.
 */
export function afterDecision(
  decided: Order,
  decision: 'approve' | 'reject',
): { order: Order; events: AnyOrderEvent[] } {
  if (decision === 'reject') return { order: transition(decided, 'reject'), events: [] };
  if (anyPending(decided)) return { order: decided, events: [] };
  const approved = transition(decided, 'approve');
  return { order: approved, events: completionEvents(approved) };
}

/**
 * An admin's decision on an order awaiting approval, in one write with its events. Approved, the
 * order goes on exactly as a completion below the limit does (`order.placed`: the buyer's
 * confirmation, the seller's mail, the suppliers' purchase orders; a card order is paid by the buyer
 * now, and placed once paid); rejected, it is cancelled with the admin's comment. The buyer is
 * told either way (`order.approval-decided`). Once only: a second decision is 409.
 */
export function decideApproval(
  carts: Pick<CartService, 'exclusive'>,
  records: ApprovalRecords,
  uuid: string,
  admin: SessionBuyer,
  body: ApprovalDecisionBody,
  now = new Date(),
): Promise<Order> {
  return carts.exclusive(uuid, async (store) => {
    const order = await store.findByUuid(uuid);
    assertApprover(order, admin);
    if (order.approval?.status !== 'pending' || !canTransition(order, body.decision)) throw alreadyDecided();
    const status = body.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
    const { order: decided, events } = afterDecision(
      {
        ...order,
        approval: {
          ...order.approval,
          status,
          decided_by: { userid: admin.userid, name: admin.name },
          decided_at: now.toISOString(),
          ...(body.comment ? { comment: body.comment } : {}),
        },
      },
      body.decision,
    );
    const told: AnyOrderEvent = { topic: 'order.approval-decided', key: uuid, payload: { uuid, decision: status } };
    return records.within(store).write(order, records.sectionOf(order, decided), [...events, told]);
  });
}
