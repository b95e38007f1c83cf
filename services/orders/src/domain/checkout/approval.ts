import type { ApprovalDecisionBody, CompanyMembership, Order } from '@shop/contracts';
import { HttpError } from '@shop/service-kit';
import type { SessionBuyer } from '../../ports/buyer-directory';
import type { AnyOrderEvent } from '../../ports/order-store';
import type { CartService } from '../cart/cart-service';
import { canTransition, transition } from '../order-status/order-status';
import { completionEvents } from './order-placed';

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

/**
 * An admin's decision on an order awaiting approval, in one write with its events. Approved, the
 * order goes on exactly as a completion below the limit does (`order.placed`: the buyer's
 * confirmation, the seller's mail, the suppliers' purchase orders; a card order is paid by the buyer
 * now, and placed once paid); rejected, it is cancelled with the admin's comment. The buyer is
 * told either way (`order.approval-decided`). Once only: a second decision is 409.
 */
export function decideApproval(
  carts: Pick<CartService, 'exclusive'>,
  uuid: string,
  admin: SessionBuyer,
  body: ApprovalDecisionBody,
  now = new Date(),
): Promise<Order> {
  return carts.exclusive(uuid, async (store) => {
    const order = await store.findByUuid(uuid);
    assertApprover(order, admin);
    const event = body.decision === 'approve' ? 'approve' : 'reject';
    if (!order.approval || !canTransition(order, event)) throw alreadyDecided();
    const decided = transition(
      {
        ...order,
        approval: {
          ...order.approval,
          status: body.decision === 'approve' ? ('approved' as const) : ('rejected' as const),
          decided_by: { userid: admin.userid, name: admin.name },
          decided_at: now.toISOString(),
          ...(body.comment ? { comment: body.comment } : {}),
        },
      },
      event,
    );
    const told: AnyOrderEvent = {
      topic: 'order.approval-decided',
      key: uuid,
      payload: { uuid, decision: decided.approval!.status as 'approved' | 'rejected' },
    };
    await store.replace(decided, body.decision === 'approve' ? [...completionEvents(decided), told] : [told]);
    return decided;
  });
}
