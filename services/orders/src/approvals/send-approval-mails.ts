import { approvalPagePath, OrderFormSchema, type Locale, type Order } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { idempotencyKey, withCompanySignature } from '@shop/service-kit';
import { localeFormat } from '../documents/locale-format';
import type { CompanyDirectory } from '../shared/company-directory';
import type { OrderConsumerDeps, Subscriber } from '../events/subscriber';

export interface ApprovalMailDeps extends Pick<OrderConsumerDeps, 'bus' | 'store' | 'mailer'> {
  /** The company accounts (users service); an orders service without one has no company orders to approve. */
  companies?: CompanyDirectory;
  /** The shop's public origin (PUBLIC_URL): the links go there, never to a request's host. */
  publicOrigin: string;
}

async function sentOrder(deps: ApprovalMailDeps, uuid: string): Promise<Order & { order_number: string }> {
  const order = await deps.store.findByUuid(uuid);
  if (!order?.order_number || !order.approval || !order.company) throw new Error(`order ${uuid} awaits no approval`);
  return order as Order & { order_number: string };
}

/**
 * The approval request (docs/orders.md, "Approvals"): every admin of the company hears of an order
 * above its buyer's limit, in the admin's own language, with the link to the approval page. Once
 * per event and admin.
 */
export const approvalRequestMail: Subscriber<'order.approval-requested', ApprovalMailDeps> = {
  event: 'order.approval-requested',
  group: 'orders-approval-request-mail',
  async handle(event, deps) {
    const order = await sentOrder(deps, event.payload.uuid);
    if (!deps.companies) throw new Error(`order ${order.uuid} awaits approval, and no company accounts are known`);
    const admins = await deps.companies.admins(event.payload.companyId);
    for (const admin of admins) {
      const format = localeFormat(admin.locale);
      const t = (key: string) =>
        translate(admin.locale, key, {
          number: order.order_number,
          buyer: order.company!.placed_by.name,
          company: order.company!.name,
          total: format.eur(order.total_price_with_vat),
          limit: format.eur(order.approval!.limit),
          link: `${deps.publicOrigin}${approvalPagePath}/${order.uuid}`,
        });
      await deps.mailer.send({
        to: [admin.email],
        subject: t('approval.admin_mail_subject'),
        text: withCompanySignature(t('approval.admin_mail_text'), admin.locale),
        // One mail per admin: the key names the admin as well as the event.
        idempotencyKey: `${idempotencyKey(this.group, event)}:${admin.userid}`,
      });
    }
  },
};

/**
 * The decision, to the buyer (and the order's additional addresses) in the order's language, with
 * the admin's comment, and for an approved card order where to pay it.
 */
export const approvalDecisionMail: Subscriber<'order.approval-decided', ApprovalMailDeps> = {
  event: 'order.approval-decided',
  group: 'orders-approval-decision-mail',
  async handle(event, deps) {
    const order = await sentOrder(deps, event.payload.uuid);
    const locale: Locale = order.locale ?? 'de';
    const approval = order.approval!;
    const form = OrderFormSchema.parse(order.form);
    const t = (key: string) =>
      translate(locale, key, {
        number: order.order_number,
        admin: approval.decided_by?.name ?? '',
        comment: approval.comment ?? '',
        link: `${deps.publicOrigin}/cart/${order.uuid}`,
      });
    const approved = event.payload.decision === 'approved';
    const parts = approved
      ? [
          t('approval.buyer_approved_text'),
          ...(order.paymentmethod?.name === 'card' ? [t('approval.buyer_pay_now')] : []),
        ]
      : [t('approval.buyer_rejected_text')];
    if (approval.comment) parts.push(t('approval.buyer_comment'));
    await deps.mailer.send({
      to: [form.email, ...form.additionalEmails],
      subject: t(approved ? 'approval.buyer_approved_subject' : 'approval.buyer_rejected_subject'),
      text: withCompanySignature(parts.join('\n\n'), locale),
      idempotencyKey: idempotencyKey(this.group, event),
    });
  },
};
