import { defaultPaymentTerms, OrderFormSchema, parseVatId, type Invoice, type Order } from '@shop/contracts';
import { shopToday } from '@shop/i18n';
import type { VatTreatment } from '../shared/pricing/vat';
import { buyerReference } from '../fulfilment/supplier-delivery';
import type { DraftAllowance, DraftCharge, InvoiceDraft } from './compose-invoice';

/** An order priced before its breakdown was kept: its discounts and VAT treatment cannot be told apart. */
export class OrderNotInvoiceableError extends Error {
  constructor(uuid: string, why: string) {
    super(`order ${uuid} cannot be invoiced: ${why}`);
    this.name = 'OrderNotInvoiceableError';
  }
}

/** What the issuer adds to the order: the document's uuid, its date and moment, the seller with its bank account. */
export interface InvoiceIssue {
  uuid: string;
  issueDate: string;
  issuedAt?: string;
  seller: Invoice['seller'];
}

/** The longest purchase-order number every format carries (PurchaseOrderNumberSchema). */
const purchaseOrderLength = 35;

/**
 * The invoice draft of a sent order as it stands (cancelled lines already left its lines and
 * totals): its lines at their prices and line discounts, the order-wide discounts as allowances and
 * the delivery costs as charges, all at the VAT the order was priced with, so the invoice carries
 * exactly the order's net, VAT and gross. Terms, e-invoice recipient and references come from
 * `order.billing` when the order has it, else 30 days net, no e-invoice and the order's own reference.
 */
export function orderInvoiceDraft(order: Order, issue: InvoiceIssue): InvoiceDraft {
  const breakdown = order.breakdown;
  if (!breakdown) throw new OrderNotInvoiceableError(order.uuid, 'it was priced before the breakdown was kept');
  if (order.items.length === 0) throw new OrderNotInvoiceableError(order.uuid, 'no line is left');
  const form = OrderFormSchema.parse(order.form);
  const billing = order.billing;
  const company = form.type === 'company';
  const delivered = form.isSeparateShipping && form.shipping ? form.shipping : form;
  return {
    uuid: issue.uuid,
    order: { uuid: order.uuid, number: order.order_number },
    issueDate: issue.issueDate,
    issuedAt: issue.issuedAt,
    locale: order.locale ?? 'de',
    seller: issue.seller,
    buyer: {
      name: company ? form.company : form.name,
      street: [form.streetAddress, form.addressAdditionalLine].filter(Boolean).join(', '),
      post_code: form.postCode,
      city: form.city,
      country: form.country,
      vat_id: company ? (parseVatId(form.vat, form.country)?.normalized ?? form.vat) : null,
      email: form.email,
    },
    account: { user_id: order.user_id, company_id: order.company?.id ?? null },
    references: {
      purchase_order: billing?.purchase_order ?? (buyerReference(order).trim().slice(0, purchaseOrderLength) || null),
      cost_center: billing?.cost_center ?? null,
    },
    eInvoice: billing?.e_invoice ?? null,
    delivery: {
      date: deliveryDay(order) ?? issue.issueDate,
      address: {
        street: delivered.streetAddress,
        post_code: delivered.postCode,
        city: delivered.city,
        country: delivered.country,
      },
    },
    lines: order.items.map((item) => ({
      code: item.code,
      title: item.fullTitle || item.code,
      quantity: item.quantity,
      unit_price: item.price,
      discount: item.discount,
    })),
    allowances: orderAllowances(breakdown),
    charges: orderCharges(breakdown),
    treatment: { kind: breakdown.vat.kind, ratePercent: breakdown.vat.rate_percent } as VatTreatment,
    terms: billing?.payment_terms ?? defaultPaymentTerms,
  };
}

type Breakdown = NonNullable<Order['breakdown']>;

function orderAllowances({ discounts }: Breakdown): DraftAllowance[] {
  return [
    ...(discounts.whole_order > 0
      ? [{ reason: 'whole_order' as const, amount: discounts.whole_order, percent: null }]
      : []),
    ...(discounts.personal && discounts.personal.cents > 0
      ? [{ reason: 'personal' as const, amount: discounts.personal.cents, percent: discounts.personal.percent }]
      : []),
  ];
}

function orderCharges({ freight, packaging }: Breakdown): DraftCharge[] {
  return [
    ...(freight > 0 ? [{ reason: 'freight' as const, amount: freight, percent: null }] : []),
    ...(packaging > 0 ? [{ reason: 'packaging' as const, amount: packaging, percent: null }] : []),
  ];
}

/** The date of supply: the shop's day the last supplier part was shipped, when one was. */
function deliveryDay(order: Order): string | null {
  const shipped = (order.fulfilment?.parts ?? []).flatMap((part) => (part.shipped_at ? [part.shipped_at] : []));
  return shipped.length > 0 ? shopToday(new Date(shipped.sort().at(-1)!)) : null;
}
