import type { Invoice, Order } from '@shop/contracts';
import { shopToday } from '@shop/i18n';
import { idempotencyKey } from '@shop/service-kit';
import { derivedEventId } from '../fulfilment/event-ids';
import { isFulfilled } from '../fulfilment/part-state';
import { composeCreditNote, composeInvoice, type DraftAllowance, type DraftCharge } from './compose-invoice';
import type { InvoiceStore } from './invoice-store';
import { sendInvoiceMail } from './invoice-mail';
import { invoiceSellerOf } from './invoice-seller';
import { seriesOf } from './invoice-series';
import type { InvoicingConfig } from './invoicing-config';
import { orderInvoiceDraft } from './order-invoice-draft';
import { queueInvoiceWebhooks, type WebhookDeps } from '../webhooks/webhook-subscribers';
import { orderOf } from '../checkout/send-order-confirmation';
import type { OrderConsumerDeps, Subscriber } from '../events/subscriber';

export interface InvoicingDeps extends OrderConsumerDeps {
  invoices: InvoiceStore;
  invoicing: InvoicingConfig;
  /** The companies' ERPs, told of each document issued (none where a test composes only invoicing). */
  webhooks?: WebhookDeps['webhooks'];
}

type CancelledLine = NonNullable<Order['cancelled_lines']>[number];

/** What an order's invoice and each cancellation's credit note are issued under: once each, whoever issues them. */
const invoiceKey = (order: Order) => `invoice:${order.uuid}`;
const creditKey = (order: Order, cancelled: CancelledLine) => `credit:${order.uuid}:${cancelled.item.variant_id}`;

/** Orders on invoice only: a card order is paid at checkout and gets no invoice to pay. */
const onInvoice = (order: Order) => order.order_number !== null && order.paymentmethod?.name === 'invoice';

/**
 * Fulfilled, and every line still on the order shipped: a line its supplier cannot deliver stays on
 * the order (and in its totals) until an operator cancels it, and only then is the order invoiced,
 * for what was delivered.
 */
const isDelivered = (order: Order) => {
  const shipped = new Set(
    (order.fulfilment?.parts ?? []).flatMap((part) =>
      part.lines.filter((line) => line.state === 'shipped').map((line) => line.variant_id),
    ),
  );
  return isFulfilled(order) && order.items.every((item) => shipped.has(item.variant_id));
};

/** An order placed and not rejected: what INVOICE_ON=placed invoices. */
const isPlaced = (order: Order) => !['created', 'awaiting_approval', 'cancelled'].includes(order.order_status);

/**
 * Brings an order's invoices up to date (docs/invoices.md, "Issuing"): issues its invoice once it is
 * due (fulfilled, or placed with INVOICE_ON=placed) and a credit note for each line cancelled after
 * the invoice held it. Each document has its key and a uuid derived from it, so a redelivery, a
 * second replica or a later event issues nothing twice. Returns the documents newly found due.
 */
async function settleInvoices(
  deps: InvoicingDeps,
  order: Order,
): Promise<{ invoice: Invoice | null; credits: Invoice[] }> {
  const issued = await deps.invoices.forOrder(order.uuid);
  let invoice = issued.find((document) => document.kind === 'invoice') ?? null;
  const due = deps.invoicing.invoiceOn === 'placed' ? isPlaced(order) : isDelivered(order);
  if (!invoice && onInvoice(order) && due && order.items.length > 0) {
    const draft = orderInvoiceDraft(order, {
      uuid: derivedEventId(invoiceKey(order)),
      issueDate: today(deps),
      issuedAt: now(deps).toISOString(),
      seller: invoiceSellerOf(deps.seller, deps.invoicing.bank),
    });
    invoice = await deps.invoices.issue(invoiceKey(order), seriesOf.invoice, composeInvoice(draft));
  }
  if (!invoice) return { invoice: null, credits: [] };
  const credits = issued.filter((document) => document.kind === 'credit_note');
  for (const cancelled of order.cancelled_lines ?? []) {
    const uuid = derivedEventId(creditKey(order, cancelled));
    const stored = credits.find((note) => note.uuid === uuid);
    // A line cancelled before the invoice was issued is not on it: nothing to credit.
    if (stored || !invoice.lines.some((line) => line.code === cancelled.item.code)) continue;
    const compose = composeCreditNote(
      uuid,
      invoice,
      [{ code: cancelled.item.code, quantity: cancelled.item.quantity }],
      today(deps),
      { earlier: credits, ...givenBack(order, invoice, cancelled, credits), issuedAt: now(deps).toISOString() },
    );
    credits.push(await deps.invoices.issue(creditKey(order, cancelled), seriesOf.credit_note, compose));
  }
  return { invoice, credits };
}

/**
 * What a cancellation gives back besides the line (backoffice/cancel-line.ts): its share of the
 * order-wide discounts, split as the invoice's allowances are, and the delivery costs when it was
 * the order's last line, so the credit note's net is the cancellation's `credit.net`.
 */
function givenBack(
  order: Order,
  invoice: Invoice,
  cancelled: CancelledLine,
  earlier: readonly Invoice[],
): { allowances: DraftAllowance[]; charges: DraftCharge[] } {
  const emptied = order.items.length === 0 && order.cancelled_lines?.at(-1) === cancelled;
  const chargesCredited = earlier.some((note) => note.charges.length > 0);
  const charges =
    emptied && !chargesCredited
      ? invoice.charges.map(({ reason, amount, percent }) => ({ reason, amount, percent: percent ?? null }))
      : [];
  const lineNet = cancelled.item.price * cancelled.item.quantity - cancelled.item.discount;
  const share = lineNet + charges.reduce((sum, charge) => sum + charge.amount, 0) - cancelled.credit.net;
  const orderWide = invoice.allowances.reduce((sum, allowance) => sum + allowance.amount, 0);
  if (share <= 0 || orderWide === 0) return { allowances: [], charges };
  let left = share;
  const allowances = invoice.allowances.map((allowance, index) => {
    const amount = index === invoice.allowances.length - 1 ? left : Math.round((share * allowance.amount) / orderWide);
    left -= amount;
    return { reason: allowance.reason, amount, percent: null };
  });
  return { allowances: allowances.filter((allowance) => allowance.amount > 0), charges };
}

const now = (deps: InvoicingDeps) => deps.now?.() ?? new Date();
const today = (deps: InvoicingDeps) => shopToday(now(deps));

/**
 * Issues what is due and mails what the event is about, each document under the event's key and its
 * own uuid: a redelivery mails the same mails again (the mailer's idempotency), never other ones.
 * The same documents go to the company's webhooks, queued once per document.
 */
async function settleAndMail(
  deps: InvoicingDeps,
  uuid: string,
  mailKey: string,
  mail: (settled: { invoice: Invoice | null; credits: Invoice[] }) => Invoice[],
) {
  const order = await orderOf(deps, uuid);
  const documents = mail(await settleInvoices(deps, order));
  for (const document of documents) await sendInvoiceMail(deps, order, document, `${mailKey}:${document.uuid}`);
  const { webhooks } = deps;
  if (webhooks)
    await queueInvoiceWebhooks({ webhooks, now: deps.now }, order, documents, deps.orderLink?.publicOrigin ?? '');
}

/** The invoice of an order when `event` may have made it due under `moment` (INVOICE_ON). */
function invoiceWhen<T extends 'fulfilment.part-changed' | 'order.placed'>(
  event: T,
  group: string,
  moment: InvoicingConfig['invoiceOn'],
): Subscriber<T, InvoicingDeps> {
  return {
    event,
    group,
    async handle(envelope, deps) {
      if (deps.invoicing.invoiceOn !== moment) return;
      await settleAndMail(deps, envelope.payload.uuid, idempotencyKey(group, envelope), ({ invoice }) =>
        invoice ? [invoice] : [],
      );
    },
  };
}

/** The invoice of a fulfilled order (INVOICE_ON=fulfilled): the supplier answer that finished it issues it. */
export const invoiceOnFulfilment = invoiceWhen('fulfilment.part-changed', 'orders-invoice-fulfilled', 'fulfilled');

/** The invoice of a placed order (INVOICE_ON=placed). */
export const invoiceOnPlaced = invoiceWhen('order.placed', 'orders-invoice-placed', 'placed');

/**
 * A line the back office cancelled: its credit note when the invoice held it; or the invoice, when
 * the cancellation left only shipped parts and so fulfilled the order.
 */
export const creditOnCancellation: Subscriber<'backoffice.mail-requested', InvoicingDeps> = {
  event: 'backoffice.mail-requested',
  group: 'orders-invoice-cancelled-line',
  async handle(event, deps) {
    if (event.payload.mail !== 'line_cancelled') return;
    const order = await orderOf(deps, event.payload.uuid);
    const action = order.operator_log?.[event.payload.logIndex];
    const cancelled = order.cancelled_lines?.find((line) => line.item.variant_id === action?.variant_id);
    const invoiceBefore = (await deps.invoices.forOrder(order.uuid)).some((document) => document.kind === 'invoice');
    await settleAndMail(deps, order.uuid, idempotencyKey(this.group, event), ({ invoice, credits }) => [
      ...(invoice && !invoiceBefore ? [invoice] : []),
      ...credits.filter((note) => cancelled && note.uuid === derivedEventId(creditKey(order, cancelled))),
    ]);
  },
};
