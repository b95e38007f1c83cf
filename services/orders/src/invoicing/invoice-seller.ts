import type { Invoice, Seller } from '@shop/contracts';

/** The account invoices are paid to (INVOICE_IBAN, INVOICE_BIC; config.ts). */
export interface SellerBank {
  iban: string;
  bic: string;
}

/** The shop's company as an invoice carries it, paid to `bank` (the seller record's own account by default). */
export function invoiceSellerOf(
  seller: Seller,
  bank: SellerBank = { iban: seller.iban, bic: seller.bic },
): Invoice['seller'] {
  return {
    name: seller.name,
    street: seller.street,
    post_code: seller.postCode,
    city: seller.city,
    country: seller.country,
    vat_id: seller.vatId,
    business_id: seller.businessId,
    bank,
    contact: { name: seller.name, phone: seller.phone, email: seller.salesEmail },
  };
}
