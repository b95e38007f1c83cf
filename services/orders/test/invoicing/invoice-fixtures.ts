import { randomUUID } from 'node:crypto';
import { defaultPaymentTerms, seller, type Invoice, type InvoicePayment } from '@shop/contracts';
import type { InvoiceDraft } from '../../src/invoicing/compose-invoice';
import { invoiceSellerOf } from '../../src/invoicing/invoice-seller';

/** The shop's seller with its bank account, as an invoice carries it. */
export const invoiceSeller: InvoiceDraft['seller'] = invoiceSellerOf(seller);

/** An order of two lines by a Finnish company, domestic VAT (25.5 %), 30 days net. */
export function finnishDraft(overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  return {
    uuid: randomUUID(),
    order: { uuid: randomUUID(), number: '100042' },
    issueDate: '2026-11-30',
    locale: 'fi',
    seller: invoiceSeller,
    buyer: {
      name: 'Rakennus Oy',
      street: 'Työmaatie 3',
      post_code: '33100',
      city: 'Tampere',
      country: 'FI',
      vat_id: 'FI12345671',
      email: 'ostot@rakennus-oy.fi',
    },
    account: { user_id: 7, company_id: 'c-rakennus' },
    references: { purchase_order: 'PO-2026-118', cost_center: 'Työmaa 12' },
    eInvoice: null,
    delivery: {
      date: '2026-11-27',
      address: { street: 'Työmaatie 3', post_code: '33100', city: 'Tampere', country: 'FI' },
    },
    lines: [
      { code: 'DSM-656', title: 'Kaksoislankamatto', quantity: 40, unit_price: 2_450 },
      { code: 'ZP-100', title: 'Aitatolppa', quantity: 41, unit_price: 1_990 },
    ],
    treatment: { kind: 'domestic', ratePercent: 25.5 },
    terms: defaultPaymentTerms,
    ...overrides,
  };
}

/**
 * The Finnish order with what an order's pricing adds: a volume discount on the first line (3 % of
 * 1,470.00), the whole-order discount (2 % of the goods) and a personal one (5 % of the rest), the
 * small order's product freight and the packaging, and the buyer's purchase order and cost centre.
 */
export function discountedDraft(overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  return finnishDraft({
    lines: [
      { code: 'DSM-656', title: 'Kaksoislankamatto', quantity: 60, unit_price: 2_450, discount: 4_410 },
      { code: 'ZP-100', title: 'Aitatolppa', quantity: 41, unit_price: 1_990 },
    ],
    allowances: [
      { reason: 'whole_order', amount: 4_484, percent: 2 },
      { reason: 'personal', amount: 10_985, percent: 5 },
    ],
    charges: [
      { reason: 'freight', amount: 4_900, percent: null },
      { reason: 'packaging', amount: 1_500, percent: null },
    ],
    references: { purchase_order: 'PO-2026-118', cost_center: 'Työmaa 12' },
    ...overrides,
  });
}

/** A company abroad, the goods delivered to its address, under the VAT the project's rules give it. */
function foreignCompanyDraft(
  locale: InvoiceDraft['locale'],
  buyer: InvoiceDraft['buyer'],
  treatment: InvoiceDraft['treatment'],
) {
  const { street, post_code, city, country } = buyer;
  return finnishDraft({
    locale,
    buyer,
    delivery: { date: '2026-11-27', address: { street, post_code, city, country } },
    treatment,
  });
}

/** A German company whose VAT id the register confirmed: delivered to Germany, reverse charge. */
export const germanReverseChargeDraft = () =>
  foreignCompanyDraft(
    'de',
    {
      name: 'Bau GmbH',
      street: 'Hafenstraße 7',
      post_code: '20457',
      city: 'Hamburg',
      country: 'DE',
      vat_id: 'DE123456789',
      email: 'einkauf@bau-gmbh.de',
    },
    { kind: 'reverse_charge', ratePercent: 0 },
  );

/** A Norwegian company: delivered outside the EU, export at 0 %. */
export const norwegianExportDraft = () =>
  foreignCompanyDraft(
    'en',
    {
      name: 'Bygg AS',
      street: 'Havnegata 2',
      post_code: '0150',
      city: 'Oslo',
      country: 'NO',
      vat_id: 'NO123456785MVA',
      email: 'innkjop@bygg.no',
    },
    { kind: 'export', ratePercent: 0 },
  );

/** A payment of `amount` cents against an invoice, booked on 2026-12-10, as an operator records it. */
export function paymentOf(
  invoice: Pick<Invoice, 'uuid'>,
  amount: number,
  bankReference: string | null = null,
): InvoicePayment {
  return {
    uuid: randomUUID(),
    invoice_uuid: invoice.uuid,
    amount,
    date: '2026-12-10',
    source: 'operator',
    bank_reference: bankReference,
    recorded_by: 'kirjanpito@nordbau.example',
    recorded_at: '2026-12-10T09:00:00.000Z',
  };
}
