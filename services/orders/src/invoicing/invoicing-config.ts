import { seller } from '@shop/contracts';
import { optionalEnv } from '@shop/service-kit';
import { z } from 'zod';
import { mod97 } from './creditor-reference';
import type { SellerBank } from './invoice-seller';

/** When an order on invoice is invoiced: once fulfilled (the default), or as soon as it is placed. */
export type InvoiceMoment = 'fulfilled' | 'placed';

/** How the orders service invoices (docs/invoices.md, "Issuing"): the account paid to and when. */
export interface InvoicingConfig {
  bank: SellerBank;
  invoiceOn: InvoiceMoment;
}

/** An IBAN as banks check it: country, check digits, account; the whole (moved) is 1 modulo 97. */
const isIban = (value: string) => {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact) && mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
};

/** The variables of invoicing, with the seller record's own account when they are not set. */
export const invoicingVariables = {
  INVOICE_IBAN: optionalEnv.pipe(
    z
      .string()
      .default(seller.iban)
      .refine(isIban, 'must be an IBAN with valid check digits (e.g. FI21 1234 5600 0007 85): invoices are paid to it'),
  ),
  INVOICE_BIC: optionalEnv.pipe(
    z
      .string()
      .default(seller.bic)
      .refine(
        (bic) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic),
        'must be a BIC of 8 or 11 characters (e.g. NDEAFIHH)',
      ),
  ),
  INVOICE_ON: z
    .string()
    .default('fulfilled')
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(['fulfilled', 'placed'], { error: 'must be "fulfilled" or "placed"' })),
};

export const invoicingConfigOf = (env: {
  INVOICE_IBAN: string;
  INVOICE_BIC: string;
  INVOICE_ON: InvoiceMoment;
}): InvoicingConfig => ({ bank: { iban: env.INVOICE_IBAN, bic: env.INVOICE_BIC }, invoiceOn: env.INVOICE_ON });
