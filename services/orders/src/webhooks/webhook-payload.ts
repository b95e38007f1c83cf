import {
  invoicesPagePath,
  receivableCalls,
  type Invoice,
  type Order,
  type WebhookEventType,
  type WebhookInvoice,
  type WebhookPayload,
} from '@shop/contracts';

/**
 * What an event adds to the order: the supplier's part it concerns, the line the shop cancelled,
 * the invoice or credit note issued (with the shop's public address its links start with).
 */
export interface WebhookSubject {
  supplierId?: number;
  cancelledVariantId?: number;
  invoice?: { document: Invoice; publicOrigin: string };
}

function webhookInvoice({ document, publicOrigin }: NonNullable<WebhookSubject['invoice']>): WebhookInvoice {
  return {
    uuid: document.uuid,
    kind: document.kind,
    number: document.number,
    issue_date: document.issue_date,
    due_date: document.payment?.due_date ?? null,
    reference: document.payment?.reference ?? null,
    credits: document.credits?.number ?? null,
    currency: 'EUR',
    totals: { net: document.totals.net, vat: document.totals.vat, gross: document.totals.gross },
    links: {
      pdf: `${publicOrigin}/api${receivableCalls.pdf.replace(':uuid', document.uuid)}`,
      invoices: `${publicOrigin}${invoicesPagePath}`,
    },
  };
}

/**
 * The body an ERP receives (WebhookPayloadSchema, version 1): each field picked here by name, so a
 * field added to the order reaches no ERP until it is added here (no access hashes, no operator
 * log, no card payment details).
 */
export function webhookPayload(
  order: Order,
  type: WebhookEventType,
  delivery: { id: string; occurredAt: string; companyId: string },
  subject: WebhookSubject = {},
): WebhookPayload {
  const part = order.fulfilment?.parts.find((p) => p.supplier.id === subject.supplierId);
  const cancelled = order.cancelled_lines?.find((c) => c.item.variant_id === subject.cancelledVariantId);
  return {
    version: 1,
    id: delivery.id,
    type,
    occurred_at: delivery.occurredAt,
    company_id: delivery.companyId,
    order: {
      uuid: order.uuid,
      order_number: order.order_number,
      completed_at: order.completed_at ?? null,
      locale: order.locale ?? null,
      order_reference: order.order_reference || null,
      purchase_order: order.billing?.purchase_order ?? null,
      cost_center: order.billing?.cost_center ?? null,
      currency: 'EUR',
      total_price: order.total_price,
      total_vat_price: order.total_vat_price,
      total_price_with_vat: order.total_price_with_vat,
      lines: order.items.map((item) => ({
        code: item.code,
        title: item.fullTitle,
        quantity: item.quantity,
        price: item.price,
      })),
    },
    part: part
      ? {
          supplier_id: part.supplier.id,
          state: part.state,
          dispatch_date: part.dispatch_date,
          shipment: part.shipment,
          lines: part.lines.map((line) => ({ code: line.code, quantity: line.quantity, state: line.state })),
        }
      : null,
    cancelled_line: cancelled
      ? { code: cancelled.item.code, quantity: cancelled.item.quantity, reason: cancelled.reason }
      : null,
    invoice: subject.invoice ? webhookInvoice(subject.invoice) : null,
  };
}
