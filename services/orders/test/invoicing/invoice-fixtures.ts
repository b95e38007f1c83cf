import { randomUUID } from 'node:crypto';
import { defaultPaymentTerms, seller } from '@shop/contracts';
import type { InvoiceDraft } from '../../src/invoicing/compose-invoice';

/** The shop's seller with its bank account, as an invoice carries it. */
export const invoiceSeller: InvoiceDraft['seller'] = {
  name: seller.name,
  street: seller.street,
  post_code: seller.postCode,
  city: seller.city,
  country: seller.country,
  vat_id: seller.vatId,
  business_id: seller.businessId,
  bank: { iban: seller.iban, bic: seller.bic },
};

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
    lines: [
      { code: 'DSM-656', title: 'Kaksoislankamatto', quantity: 40, unit_price: 2_450 },
      { code: 'ZP-100', title: 'Aitatolppa', quantity: 41, unit_price: 1_990 },
    ],
    treatment: { kind: 'domestic', ratePercent: 25.5 },
    terms: defaultPaymentTerms,
    ...overrides,
  };
}

/** A German company whose VAT id the register confirmed: delivered to Germany, reverse charge. */
export function germanReverseChargeDraft(): InvoiceDraft {
  return finnishDraft({
    locale: 'de',
    buyer: {
      name: 'Bau GmbH',
      street: 'Hafenstraße 7',
      post_code: '20457',
      city: 'Hamburg',
      country: 'DE',
      vat_id: 'DE123456789',
      email: 'einkauf@bau-gmbh.de',
    },
    treatment: { kind: 'reverse_charge', ratePercent: 0 },
  });
}
