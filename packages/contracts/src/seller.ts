import { z } from 'zod';

/** The Finnish business id's check digit (Y-tunnus, PRH): weights 7 9 10 5 8 4 2 over the seven digits, mod 11. */
function hasValidCheckDigit(businessId: string): boolean {
  const digits = [...businessId.replace('-', '')].map(Number);
  const sum = [7, 9, 10, 5, 8, 4, 2].reduce((total, weight, i) => total + weight * digits[i]!, 0);
  const remainder = sum % 11;
  if (remainder === 1) return false;
  return digits[7] === (remainder === 0 ? 0 : 11 - remainder);
}

/**
 * The company that runs the shop, as the legal notice, the footer, the order documents and the
 * e-mails show it. Its identifiers are checked here, so a typo fails at start instead of printing
 * one number on the PDF and another in the Impressum.
 */
export const SellerSchema = z
  .object({
    name: z.string().min(1),
    street: z.string().min(1),
    postCode: z.string().regex(/^\d{5}$/),
    city: z.string().min(1),
    /** ISO 3166-1 code; each page and document names the country in its own language. */
    country: z.string().length(2),
    /** Y-tunnus, the Finnish trade register's business id. */
    businessId: z
      .string()
      .regex(/^\d{7}-\d$/)
      .refine(hasValidCheckDigit, 'the check digit does not match'),
    /** The EU VAT number: for a Finnish company FI and the business id's digits. */
    vatId: z.string().regex(/^FI\d{8}$/),
    managingDirector: z.string().min(1),
    phone: z.string().min(1),
    /** The general contact address of the legal notice. */
    email: z.email(),
    /** Where orders, quotes and customer questions go; the shop's published sales address. */
    salesEmail: z.email(),
    iban: z.string().regex(/^[A-Z]{2}\d{2}[\d ]+$/),
    bic: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2,5}$/),
  })
  .refine((seller) => seller.vatId === `FI${seller.businessId.replace('-', '')}`, {
    path: ['vatId'],
    message: 'must be FI and the digits of the business id',
  });
export type Seller = z.infer<typeof SellerSchema>;

/** The one company record: every service and the shell read it from here. */
export const seller: Seller = SellerSchema.parse({
  name: 'Nordbau Oy',
  street: 'Teollisuuskatu 1',
  postCode: '00510',
  city: 'Helsinki',
  country: 'FI',
  businessId: '3101234-6',
  vatId: 'FI31012346',
  managingDirector: 'Mika Nieminen',
  phone: '+358 9 4242 1000',
  email: 'info@nordbau.example',
  salesEmail: 'myynti@nordbau.example',
  iban: 'FI21 1234 5600 0007 85',
  bic: 'NDEAFIHH',
});
